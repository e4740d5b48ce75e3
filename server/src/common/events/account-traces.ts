import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../context/request-context';
import type { DomainEvent } from './domain-events';

/** What one domain keeps of an account that pages kept for everyone show, as the events that say so. */
/** What happens to the account: a new name shows where its name does; a removal also takes its ratings and votes. */
export type AccountChange = 'renamed' | 'removed';

export type AccountTraceSource = (ctx: RequestContext, userId: number, change: AccountChange) => Promise<DomainEvent[]>;

/**
 * Where an account shows on public pages (its name by its comments and posts, its ratings in the
 * averages), each domain answering for its own tables: a rename or a deletion then drops just those
 * pages, not every kept page, and the users domain reads no other domain's table to know them.
 */
@Injectable()
export class AccountTraces {
  private readonly sources: AccountTraceSource[] = [];

  register(source: AccountTraceSource): void {
    this.sources.push(source);
  }

  /** The events for everything the account shows on now (read before a deletion: afterwards it shows on nothing). */
  async of(ctx: RequestContext, userId: number, change: AccountChange): Promise<DomainEvent[]> {
    const events: DomainEvent[] = [];
    // One after another: the context may carry a transaction, which is one connection.
    for (const source of this.sources) events.push(...(await source(ctx, userId, change)));
    return events;
  }
}
