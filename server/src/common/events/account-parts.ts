import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../context/request-context';
import { OrderedSources } from '../ordered-sources';
import type { DomainEvent } from './domain-events';

/** What happens to the account: a new name shows where its name does; a removal also takes its ratings and votes. */
export type AccountChange = 'renamed' | 'removed';

/** One domain's part of an account: what it keeps of it, answered from its own tables only. */
export interface AccountPart {
  /** Where it comes in the account's data export (lower first): the order its sections are written in. */
  order: number;
  /** Its sections of the export (GDPR art. 15 and 20), by name, each a list of rows. */
  exportSections(ctx: RequestContext, userId: number): Promise<Record<string, unknown[]>>;
  /** What of it shows on pages kept for everyone, as the events that say so, for a rename or a removal. */
  traces(ctx: RequestContext, userId: number, change: AccountChange): Promise<DomainEvent[]>;
}

/**
 * What the shop keeps of an account beyond the account itself, collected from each domain that keeps
 * something (favourites and ratings, comments and votes, posts, enquiries): the users domain reads no
 * other domain's table, and the next domain that keeps a person's data registers its part and is in
 * the export and the cache's drops at once.
 */
@Injectable()
export class AccountParts {
  private readonly parts = new OrderedSources<AccountPart>();

  register(part: AccountPart): void {
    this.parts.add(part.order, part);
  }

  /** Every domain's export sections, in their order. One domain after another: the context may carry a transaction, one connection. */
  async exportSections(ctx: RequestContext, userId: number): Promise<Record<string, unknown[]>> {
    const sections = await this.parts.collect((part) => part.exportSections(ctx, userId));
    return Object.fromEntries(sections.flatMap((section) => Object.entries(section)));
  }

  /** The events for everything the account shows on now (read before a removal: afterwards it shows on nothing). */
  async traces(ctx: RequestContext, userId: number, change: AccountChange): Promise<DomainEvent[]> {
    return (await this.parts.collect((part) => part.traces(ctx, userId, change))).flat();
  }
}
