import { Injectable, OnModuleInit } from '@nestjs/common';
import { type DomainEvent, DomainEvents } from '../common/events/domain-events';
import { DomainEventsRelay } from '../common/events/domain-events-relay';
import { CacheService } from './cache.service';
import { Tags } from './tag-versions';

/**
 * What a write changed (a domain event, from this instance or relayed from another), as the tags of
 * what shows it (page-tags.ts says which pages and reads show each tag):
 * - a product: its own page and reads (its comments' too: they exist only with it), and whatever lists
 *   products (home, lists, sitemap); not the blog;
 * - a publication: its page and reads (its comments' too), and whatever lists publications (the blog,
 *   the feed, the sitemap);
 * - a rating: that product's page and reads, and the lists (its card shows the average), not its comments;
 * - comments (and their votes): only what shows that product's or publication's comments;
 * - many products at once: everything.
 * An account's rename or deletion is said as the events of what shows it (account-parts.ts).
 * An account's rights show on no kept answer (they fill in after hydration): nothing.
 */
export function tagsOf(event: DomainEvent): string[] {
  switch (event.type) {
    // Its comments are read through it: once it is deleted or back to a draft, they answer 404 too.
    case 'ProductChanged':
      return [Tags.product(event.id), Tags.productComments(event.id), Tags.catalogue];
    case 'PublicationChanged':
      return [Tags.publication(event.id), Tags.publicationComments(event.id), Tags.blog];
    case 'ProductRated':
      return [Tags.product(event.id), Tags.catalogue];
    case 'CommentsChanged':
      return [
        'productId' in event.target
          ? Tags.productComments(event.target.productId)
          : Tags.publicationComments(event.target.publicationId),
      ];
    case 'CatalogueChanged':
      return [Tags.all];
    case 'UserChanged':
      return [];
  }
}

/**
 * The cache's ear: every domain event (published here, or relayed from another instance) drops its
 * tags, and while the relay cannot hear the other instances nothing is kept (a write there may go
 * unheard); each change of that drops everything.
 */
@Injectable()
export class ContentInvalidation implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly relay: DomainEventsRelay,
    private readonly cache: CacheService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe((event) => {
      const tags = tagsOf(event);
      if (tags.length) this.cache.drop(tags);
    });
    this.relay.onHearing((hearing) => this.cache.versions.trust(hearing));
  }
}
