import { Injectable, OnModuleInit } from '@nestjs/common';
import { type DomainEvent, DomainEvents } from '../common/events/domain-events';
import { applyContentChange, type ContentChange } from '../common/http/content-writes';

/**
 * The one place that turns what a write changed (a domain event, from this instance or relayed from
 * another) into what the shop stops keeping: rendered pages (common/http/kept-answers.ts), kept API
 * answers (common/http/shared-answers.ts), the page renderer's shared reads, the sitemap and the feed.
 * A product, a publication or the catalogue may show on any page (lists, the home page, the sitemap,
 * the feed): every kept page and answer goes.
 * Comments (and their votes) show on their product's or publication's page only: that page goes, with
 * the API answers (any of which may list them).
 */
export function changeOf(event: DomainEvent): ContentChange | undefined {
  switch (event.type) {
    case 'CommentsChanged':
      return { pages: ['productId' in event.target ? `/jewellery/${event.target.productId}` : `/publication/${event.target.publicationId}`] };
    case 'ProductChanged':
    case 'CatalogueChanged':
    case 'PublicationChanged':
      return {};
    // An account's name shows on comments and posts anywhere; a deleted account's ratings leave products' averages.
    case 'AccountChanged':
      return {};
    // No kept page shows anyone's rights (they fill in after hydration).
    case 'UserChanged':
      return undefined;
  }
}

@Injectable()
export class ContentInvalidation implements OnModuleInit {
  constructor(private readonly events: DomainEvents) {}

  onModuleInit(): void {
    this.events.subscribe((event) => {
      const change = changeOf(event);
      if (change) applyContentChange(change);
    });
  }
}
