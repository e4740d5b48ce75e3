import { Injectable } from '@nestjs/common';
import type { RequestContext } from './context/request-context';
import { OrderedSources } from './ordered-sources';

/** What the maker's insights are about: a piece's page or a post's. */
export type InsightKind = 'product' | 'publication';

/** What people did with a piece or a post, besides looking at it. */
export const INSIGHT_MEASURES = [
  'favourites',
  'ratings',
  'comments',
  'enquiries',
  'reservations',
  'sales',
] as const;
export type InsightMeasure = (typeof INSIGHT_MEASURES)[number];

/** How many times one thing was done with one piece or post within the window. */
export interface InsightCount {
  kind: InsightKind;
  id: number;
  measure: InsightMeasure;
  count: number;
}

/** A domain's counts since a moment, read from its own tables. */
export type InsightCounts = (ctx: RequestContext, since: Date) => Promise<InsightCount[]>;
/** A domain's names for its own pieces or posts, in the request's language (ids it no longer has are left out). */
export type InsightNames = (ctx: RequestContext, ids: number[]) => Promise<{ id: number; name: string }[]>;

/**
 * The maker's insights, collected from each domain that sees something happen to a piece or a post
 * (the catalogue its favourites and ratings, comments, enquiries, orders) and named by the domain that
 * owns it: the insights read no other domain's table, and a domain that starts seeing something new
 * registers it here.
 */
@Injectable()
export class InsightSources {
  private readonly counts = new OrderedSources<InsightCounts>();
  private readonly names = new Map<InsightKind, InsightNames>();

  registerCounts(order: number, source: InsightCounts): void {
    this.counts.add(order, source);
  }

  registerNames(kind: InsightKind, source: InsightNames): void {
    this.names.set(kind, source);
  }

  async countsSince(ctx: RequestContext, since: Date): Promise<InsightCount[]> {
    return (await this.counts.collect((source) => source(ctx, since))).flat();
  }

  async namesOf(ctx: RequestContext, kind: InsightKind, ids: number[]): Promise<Map<number, string>> {
    const source = this.names.get(kind);
    if (!source || !ids.length) return new Map();
    return new Map((await source(ctx, ids)).map((row) => [row.id, row.name]));
  }
}
