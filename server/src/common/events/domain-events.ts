import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../context/request-context';
import { TransactionalConnection } from '../../database/transactional-connection';
import { eventsPublished } from '../metrics/metrics';

/**
 * What a committed write changed, said by the service that wrote it (the way Vendure's services
 * publish on its event bus). Published only after the commit; heard by this instance and, with
 * REDIS_URL, by every other one (common/events/domain-events-relay.ts). What to drop for each is
 * decided in one place: cache/content-invalidation.ts.
 */
export type DomainEvent =
  /** A product's own data: its fields, pictures, colours, categories or rating. */
  | { type: 'ProductChanged'; id: number }
  /** A product's average rating (on its page and its cards), nothing else of it. */
  | { type: 'ProductRated'; id: number }
  /** Many products at once (a bulk import, the demo seed). */
  | { type: 'CatalogueChanged' }
  | { type: 'PublicationChanged'; id: number }
  /** The comments under one product or publication. */
  | { type: 'CommentsChanged'; target: CommentsTarget }
  /**
   * An account's rights. Its name on comments and posts, and its ratings, are said as the events of
   * what shows them (common/events/account-parts.ts) when it is renamed or deleted.
   */
  | { type: 'UserChanged'; id: number };

export type CommentsTarget = { productId: number } | { publicationId: number };

export type DomainEventHandler = (event: DomainEvent) => void;

@Injectable()
export class DomainEvents {
  private readonly handlers = new Set<DomainEventHandler>();
  private readonly relays = new Set<DomainEventHandler>();

  constructor(private readonly db: TransactionalConnection) {}

  /**
   * Once the context's transaction commits (at once outside one; never on a rollback): every handler
   * here hears it, and it is relayed to the other instances.
   */
  publish(ctx: RequestContext, event: DomainEvent): Promise<void> {
    return this.db.afterCommit(ctx, () => {
      this.publishNow(event);
    });
  }

  /** For a write committed already (one statement outside any transaction): heard and relayed now, not after a commit. */
  publishNow(event: DomainEvent): void {
    eventsPublished.labels(event.type).inc();
    this.deliver(event);
    for (const relay of this.relays) relay(event);
  }

  /** An event another instance published (the relay's): heard here, not sent on again. */
  receive(event: DomainEvent): void {
    this.deliver(event);
  }

  /** Every event, published here or received. */
  subscribe(handler: DomainEventHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /** Events published by this instance only (what a relay sends on). */
  onPublished(handler: DomainEventHandler): () => void {
    this.relays.add(handler);
    return () => this.relays.delete(handler);
  }

  private deliver(event: DomainEvent): void {
    for (const handler of this.handlers) handler(event);
  }
}
