import { Injectable, OnModuleInit } from '@nestjs/common';
import { badInput, notFound } from '../common/errors/app-error';
import type { RequestContext } from '../common/context/request-context';
import { exportedName } from './product-texts';
import { AccountParts } from '../common/events/account-parts';
import { DomainEvents } from '../common/events/domain-events';
import { visibleTo } from '../database/visibility';
import { TransactionalConnection } from '../database/transactional-connection';

export interface RatingSummary {
  productId: number;
  /** The caller's own rating, 0 when they have none. */
  rating: number;
  averageUserRate: number;
  ratingCount: number;
}

/** A rating, as its account's export gives it. */
interface ExportedRating {
  productId: number;
  productName: string;
  rating: number;
  ratedAt: Date;
}

/** One rating per user and product (the primary key), 1 to 5; rating again replaces it. */
@Injectable()
export class RatingsService implements OnModuleInit {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly events: DomainEvents,
    private readonly accountParts: AccountParts,
  ) {}

  /** An account's ratings: in its export; a removed account's go with it, and the averages of what it rated change. */
  onModuleInit(): void {
    this.accountParts.register({
      order: 2,
      exportSections: async (ctx, userId) => {
        const params: unknown[] = [userId];
        const name = exportedName(ctx, params);
        const sql = `SELECT r.product_id AS "productId", ${name} AS "productName", r.value AS rating, r.created_at AS "ratedAt"
                       FROM ratings r JOIN products p ON p.id = r.product_id WHERE r.user_id = $1 ORDER BY r.created_at`;
        return { ratings: await this.db.query<ExportedRating[]>(ctx, sql, params) };
      },
      traces: async (ctx, userId, change) => {
        if (change !== 'removed') return [];
        const rows: { product_id: number }[] = await this.db.query(
          ctx,
          `SELECT product_id FROM ratings WHERE user_id = $1`,
          [userId],
        );
        return rows.map((row) => ({ type: 'ProductRated' as const, id: row.product_id }));
      },
    });
  }

  async mine(ctx: RequestContext, productId: number): Promise<RatingSummary> {
    const params: unknown[] = [ctx.caller!.id, productId];
    const visible = visibleTo(ctx, 'p', params);
    const [row] = await this.db.query<
      { id: number; rating: number | null; average: string; count: number }[]
    >(
      ctx,
      `SELECT p.id,
              (SELECT value FROM ratings WHERE user_id = $1 AND product_id = p.id) AS rating,
              (SELECT coalesce(avg(value), 0) FROM ratings WHERE product_id = p.id) AS average,
              (SELECT count(*)::int FROM ratings WHERE product_id = p.id) AS count
         FROM products p WHERE p.id = $2 AND ${visible}`,
      params,
    );
    if (!row) throw notFound('Product not found');
    return {
      productId,
      rating: row.rating ?? 0,
      averageUserRate: Math.round(Number(row.average) * 100) / 100,
      ratingCount: row.count,
    };
  }

  /** An upsert: concurrent ratings by one user leave one row; an unknown product is NOT_FOUND (its foreign key). */
  async rate(ctx: RequestContext, productId: number, rating: number): Promise<RatingSummary> {
    if (!Number.isInteger(rating) || rating < 1 || rating > 5)
      throw badInput('rating must be a whole number from 1 to 5', { rating: ['RATING_OUT_OF_RANGE'] });
    const params: unknown[] = [ctx.caller!.id, productId, rating];
    const visible = visibleTo(ctx, '', params);
    await this.db.query<unknown>(
      ctx,
      // A draft is no product to anyone but an admin: nothing is written, and `mine` answers NOT_FOUND.
      `INSERT INTO ratings (user_id, product_id, value)
       SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM products WHERE id = $2 AND ${visible})
       ON CONFLICT (user_id, product_id) DO UPDATE SET value = EXCLUDED.value, created_at = now()`,
      params,
    );
    // The product's average shows on its page and its cards.
    this.events.publishNow({ type: 'ProductRated', id: productId });
    return this.mine(ctx, productId);
  }

  async remove(ctx: RequestContext, productId: number): Promise<RatingSummary> {
    const [, removed] = await this.db.query<[unknown[], number]>(
      ctx,
      `DELETE FROM ratings WHERE user_id = $1 AND product_id = $2`,
      [ctx.caller!.id, productId],
    );
    if (removed) this.events.publishNow({ type: 'ProductRated', id: productId });
    return this.mine(ctx, productId);
  }
}
