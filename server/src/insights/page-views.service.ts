import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { systemContext } from '../common/context/request-context';
import type { InsightKind } from '../common/insight-sources';
import { LOGGER } from '../common/logging/logger.provider';
import { pageAt } from '../common/site-paths';
import { TransactionalConnection } from '../database/transactional-connection';
import type { Request } from 'express';
import { INSIGHT_WINDOWS } from './dto/insights.args';
import { type ReferrerSite, referrerSite } from './referrer-site';

const CTX = systemContext('page views');

/** How often the counts kept in memory are written: one statement for everything seen meanwhile. */
export const FLUSH_EVERY_MS = 5_000;
/** Distinct pages kept in memory between two writes at most: beyond it a page nobody has seen yet this round waits for the next. */
const MAX_PENDING = 10_000;
/** A day's counters are kept as long as the longest window shows them (365 days, today included), and a day more. */
export const KEEP_DAYS = Math.max(...INSIGHT_WINDOWS) + 1;
const PRUNE_EVERY_MS = 3_600_000;

/** Crawlers and link-preview fetchers (a shared link is fetched by the chat app, not seen by a person): read to be skipped, never kept. */
const ROBOT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|embedly|lighthouse|curl|wget|python|httpclient|node-fetch|axios/i;
export const isRobot = (userAgent: string | undefined): boolean => !userAgent || ROBOT.test(userAgent);

/** A piece's or a post's page by its path (the site's addresses read back), or null for any other page. */
export function countedPage(path: string): { kind: InsightKind; id: number } | null {
  const page = pageAt(path);
  return (page.page === 'product' || page.page === 'publication') && page.id <= 2_147_483_647
    ? { kind: page.page, id: page.id }
    : null;
}

/**
 * Page views without tracking: each view adds one to a counter in memory (a piece's or a post's page,
 * and the kind of site a visit came from), and every few seconds one statement adds them to the day's
 * counters. Nothing of the visitor is kept or even held: no address, agent, cookie or referring
 * address, and no row per visit. A page sent from the kept pages costs a map lookup.
 */
@Injectable()
export class PageViewsService implements OnApplicationBootstrap, OnModuleDestroy {
  private pages = new Map<string, number>();
  private sites = new Map<ReferrerSite, number>();
  private timer?: NodeJS.Timeout;
  private pruneTimer?: NodeJS.Timeout;
  private pruning?: Promise<number>;
  private writing?: Promise<void>;

  constructor(
    private readonly db: TransactionalConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
    this.pruneTimer = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
    void this.prune();
  }

  /** What is still in memory is written before the database goes. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    clearInterval(this.pruneTimer);
    await this.pruning;
    await this.flush();
  }

  /**
   * A page the server sent (rendered or kept) with its path: a piece's or a post's counts, with the kind of
   * site the request came from (its Referer's host; none is direct, the shop's own is no arrival). Robots,
   * link previews and the browser's prefetches are no visitors. The request's headers are read here and
   * forgotten.
   */
  pageSent(req: Request, path: string): void {
    const page = countedPage(path);
    if (
      !page ||
      req.method !== 'GET' ||
      isRobot(req.get('user-agent')) ||
      /prefetch|prerender/i.test(req.get('sec-purpose') ?? req.get('purpose') ?? '')
    )
      return;
    this.seen(page.kind, page.id, referrerSite(req.get('referer'), req.get('host')));
  }

  /** One view of a piece's or a post's page; `site`, when this view is a visit's arrival, where it came from. */
  seen(kind: InsightKind, id: number, site: ReferrerSite | null): void {
    const key = `${kind}:${id}`;
    const count = this.pages.get(key);
    if (count !== undefined) this.pages.set(key, count + 1);
    else if (this.pages.size < MAX_PENDING) this.pages.set(key, 1);
    if (site) this.sites.set(site, (this.sites.get(site) ?? 0) + 1);
  }

  /** Adds what was counted since the last write to the day's counters (in Poland's time), in one statement; the write under way, if one is. */
  flush(): Promise<void> {
    this.writing ??= this.write().finally(() => (this.writing = undefined));
    return this.writing;
  }

  private async write(): Promise<void> {
    if (!this.pages.size && !this.sites.size) return;
    const pages = this.pages;
    const sites = this.sites;
    this.pages = new Map();
    this.sites = new Map();
    const keys = [...pages.keys()].map((key) => key.split(':'));
    try {
      await this.db.query<unknown>(
        CTX,
        `WITH today AS (SELECT (now() AT TIME ZONE 'Europe/Warsaw')::date AS day),
              pages AS (
                INSERT INTO page_views (day, kind, target_id, views)
                SELECT today.day, v.kind, v.id, v.n FROM today, unnest($1::text[], $2::int[], $3::int[]) AS v(kind, id, n)
                ON CONFLICT (day, kind, target_id) DO UPDATE SET views = page_views.views + EXCLUDED.views),
              sites AS (
                INSERT INTO referrer_views (day, site, views)
                SELECT today.day, v.site, v.n FROM today, unnest($4::text[], $5::int[]) AS v(site, n)
                ON CONFLICT (day, site) DO UPDATE SET views = referrer_views.views + EXCLUDED.views)
         SELECT 1`,
        [
          keys.map(([kind]) => kind),
          keys.map(([, id]) => Number(id)),
          [...pages.values()],
          [...sites.keys()],
          [...sites.values()],
        ],
      );
    } catch (error) {
      // Counted again with the next write: a database away for a moment loses no view.
      for (const [key, count] of pages) this.pages.set(key, (this.pages.get(key) ?? 0) + count);
      for (const [site, count] of sites) this.sites.set(site, (this.sites.get(site) ?? 0) + count);
      this.logger.warn(
        { event: 'page_views_not_written', err: error },
        'the page views could not be written; tried again shortly',
      );
    }
  }

  /**
   * Forgets the days no window shows any more (older than KEEP_DAYS in Poland's time), of the pages and of the
   * sites visits came from; a deleted piece's or post's days go with them (the insights already leave them out).
   */
  prune(): Promise<number> {
    this.pruning = this.forget();
    return this.pruning;
  }

  private async forget(): Promise<number> {
    try {
      const [{ removed }] = await this.db.query<{ removed: number }[]>(
        CTX,
        `WITH oldest AS (SELECT (now() AT TIME ZONE 'Europe/Warsaw')::date - $1::int AS day),
              pages AS (DELETE FROM page_views USING oldest WHERE page_views.day < oldest.day RETURNING 1),
              sites AS (DELETE FROM referrer_views USING oldest WHERE referrer_views.day < oldest.day RETURNING 1)
         SELECT ((SELECT count(*) FROM pages) + (SELECT count(*) FROM sites))::int AS removed`,
        [KEEP_DAYS],
      );
      if (removed)
        this.logger.info({ event: 'page_views_pruned', removed }, 'page views older than a year forgotten');
      return removed;
    } catch (error) {
      this.logger.warn(
        { event: 'page_views_not_pruned', err: error },
        'old page views could not be forgotten; tried again later',
      );
      return 0;
    }
  }
}
