import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../common/context/request-context';
import {
  INSIGHT_MEASURES,
  type InsightKind,
  type InsightMeasure,
  InsightSources,
} from '../common/insight-sources';
import { TransactionalConnection } from '../database/transactional-connection';
import type { Insights, ItemInsight } from './insight.model';
import { PageViewsService } from './page-views.service';
import { REFERRER_SITES, referrerSite } from './referrer-site';

const emptyMeasures = (): Record<InsightMeasure, number> =>
  Object.fromEntries(INSIGHT_MEASURES.map((measure) => [measure, 0])) as Record<InsightMeasure, number>;

/**
 * The maker's insights: the page views and arrivals this domain counts, and what each domain that sees
 * something happen to a piece or a post counts from its own tables (InsightSources), over the last 7,
 * 30 or 365 days in Poland's time.
 */
@Injectable()
export class InsightsService {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly views: PageViewsService,
    private readonly sources: InsightSources,
  ) {}

  /** A page reached within the shop (the browser's beacon); with a visit's arrival, the host it came from (none: direct). */
  viewed(
    kind: InsightKind,
    id: number,
    arrived: boolean,
    from: string | undefined,
    ownHost: string | undefined,
  ): void {
    this.views.seen(kind, id, arrived ? referrerSite(from && `https://${from}/`, ownHost) : null);
  }

  async read(ctx: RequestContext, days: number): Promise<Insights> {
    // This instance's latest views first: what the maker just did herself shows.
    await this.views.flush();
    const [window] = await this.db.query<{ firstDay: string; since: Date }[]>(
      ctx,
      `SELECT to_char(d.first_day, 'YYYY-MM-DD') AS "firstDay", (d.first_day::timestamp AT TIME ZONE 'Europe/Warsaw') AS since
         FROM (SELECT (now() AT TIME ZONE 'Europe/Warsaw')::date - ($1::int - 1) AS first_day) d`,
      [days],
    );
    const viewRows = await this.db.query<{ kind: InsightKind; id: number; at: number; views: number }[]>(
      ctx,
      `SELECT kind, target_id AS id, (day - $1::date) AS at, views FROM page_views WHERE day >= $1::date`,
      [window.firstDay],
    );
    const siteRows = await this.db.query<{ site: string; views: number }[]>(
      ctx,
      `SELECT site, sum(views)::int AS views FROM referrer_views WHERE day >= $1::date GROUP BY site`,
      [window.firstDay],
    );
    const counts = await this.sources.countsSince(ctx, new Date(window.since));

    const items = new Map<string, Omit<ItemInsight, 'name'> & { kind: InsightKind }>();
    const item = (kind: InsightKind, id: number) => {
      const key = `${kind}:${id}`;
      let found = items.get(key);
      if (!found)
        items.set(
          key,
          (found = { kind, id, views: 0, viewsByDay: new Array<number>(days).fill(0), ...emptyMeasures() }),
        );
      return found;
    };
    for (const row of viewRows) {
      const found = item(row.kind, row.id);
      found.views += row.views;
      found.viewsByDay[row.at] += row.views;
    }
    for (const count of counts) item(count.kind, count.id)[count.measure] += count.count;

    const named = async (kind: InsightKind): Promise<ItemInsight[]> => {
      const mine = [...items.values()].filter((found) => found.kind === kind);
      // A piece or post deleted since has no name to show: its counts go with it.
      const names = await this.sources.namesOf(
        ctx,
        kind,
        mine.map((found) => found.id),
      );
      return mine
        .filter((found) => names.has(found.id))
        .map(({ kind: _kind, ...found }) => ({ ...found, name: names.get(found.id)! }))
        .sort((a, b) => b.views - a.views || a.id - b.id);
    };
    const sites = new Map(siteRows.map((row) => [row.site, row.views]));
    return {
      days,
      firstDay: window.firstDay,
      products: await named('product'),
      publications: await named('publication'),
      referrers: REFERRER_SITES.map((site) => ({ site, views: sites.get(site) ?? 0 })).sort(
        (a, b) => b.views - a.views,
      ),
    };
  }
}
