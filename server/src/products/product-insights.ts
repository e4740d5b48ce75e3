import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InsightSources } from '../common/insight-sources';
import { TransactionalConnection } from '../database/transactional-connection';

/** The catalogue's part of the maker's insights: favourites added and ratings given per piece, and the pieces' names. */
@Injectable()
export class ProductInsights implements OnModuleInit {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly insights: InsightSources,
  ) {}

  onModuleInit(): void {
    this.insights.registerCounts(1, async (ctx, since) => {
      // A rating changed counts as given again (its created_at is when it was last set).
      const rows = await this.db.query<{ measure: 'favourites' | 'ratings'; id: number; count: number }[]>(
        ctx,
        `SELECT 'favourites' AS measure, product_id AS id, count(*)::int AS count FROM favourites WHERE created_at >= $1 GROUP BY product_id
         UNION ALL
         SELECT 'ratings', product_id, count(*)::int FROM ratings WHERE created_at >= $1 GROUP BY product_id`,
        [since],
      );
      return rows.map((row) => ({ kind: 'product' as const, ...row }));
    });
    this.insights.registerNames('product', (ctx, ids) => {
      const [own, other] = ctx.locale === 'en' ? ['name_en', 'name_pl'] : ['name_pl', 'name_en'];
      return this.db.query<{ id: number; name: string }[]>(
        ctx,
        `SELECT id, coalesce(nullif(${own}, ''), ${other}) AS name FROM products WHERE id = ANY($1::int[])`,
        [ids],
      );
    });
  }
}
