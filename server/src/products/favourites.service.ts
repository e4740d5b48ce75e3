import { Injectable, OnModuleInit } from '@nestjs/common';
import { forbidden, notFound } from '../common/errors/app-error';
import type { RequestContext } from '../common/context/request-context';
import { AccountParts } from '../common/events/account-parts';
import { exportedName } from './product-texts';
import type { PageRequest } from '../common/pagination/page.args';
import type { Page } from '../common/pagination/paginated';
import type { Product } from './product.model';
import { ProductsService } from './products.service';
import { isPublic, visibleTo } from '../database/visibility';
import { TransactionalConnection } from '../database/transactional-connection';

export interface FavouriteEntry {
  id: number;
  product: Product;
}

/** A kept product, as its account's export gives it. */
interface ExportedFavourite {
  productId: number;
  productName: string;
  addedAt: Date;
}

/** A user's kept products, one row per user and product (unique in the database). */
@Injectable()
export class FavouritesService implements OnModuleInit {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly products: ProductsService,
    private readonly accountParts: AccountParts,
  ) {}

  /** An account's favourites: in its export; nobody else sees them, so no page shows them. */
  onModuleInit(): void {
    this.accountParts.register({
      order: 1,
      exportSections: async (ctx, userId) => {
        const params: unknown[] = [userId];
        const name = exportedName(ctx, params);
        const sql = `SELECT f.product_id AS "productId", ${name} AS "productName", f.created_at AS "addedAt"
                       FROM favourites f JOIN products p ON p.id = f.product_id WHERE f.user_id = $1 ORDER BY f.created_at, f.id`;
        return { favourites: await this.db.query<ExportedFavourite[]>(ctx, sql, params) };
      },
      traces: () => Promise.resolve([]),
    });
  }

  private async assertProduct(ctx: RequestContext, productId: number): Promise<void> {
    const params: unknown[] = [productId];
    const visible = visibleTo(ctx, '', params);
    const [row] = await this.db.query<{ one: number }[]>(
      ctx,
      `SELECT 1 AS one FROM products WHERE id = $1 AND ${visible}`,
      params,
    );
    if (!row) throw notFound('Product not found');
  }

  async isFavourite(ctx: RequestContext, productId: number): Promise<boolean> {
    const params: unknown[] = [ctx.caller!.id, productId];
    const visible = visibleTo(ctx, 'p', params);
    const [row] = await this.db.query<{ kept: boolean }[]>(
      ctx,
      `SELECT EXISTS (SELECT 1 FROM favourites WHERE user_id = $1 AND product_id = p.id) AS kept FROM products p WHERE p.id = $2 AND ${visible}`,
      params,
    );
    if (!row) throw notFound('Product not found');
    return row.kept;
  }

  /** Idempotent: adding twice (or twice at once) leaves one row. */
  async add(ctx: RequestContext, productId: number): Promise<boolean> {
    // A draft is no product to a user (its foreign key answers for an unknown one).
    await this.assertProduct(ctx, productId);
    await this.db.query<unknown>(
      ctx,
      `INSERT INTO favourites (user_id, product_id) VALUES ($1, $2) ON CONFLICT (user_id, product_id) DO NOTHING`,
      [ctx.caller!.id, productId],
    );
    return true;
  }

  async remove(ctx: RequestContext, productId: number): Promise<boolean> {
    await this.assertProduct(ctx, productId);
    await this.db.query<unknown>(ctx, `DELETE FROM favourites WHERE user_id = $1 AND product_id = $2`, [
      ctx.caller!.id,
      productId,
    ]);
    return false;
  }

  /**
   * A page of a user's list, newest kept first, with the list's length. A user reads only their own.
   * Paged like every list: a whole list of thousands of kept products was megabytes in one answer.
   */
  async list(ctx: RequestContext, userId: number, page: PageRequest): Promise<Page<FavouriteEntry>> {
    if (ctx.caller?.id !== userId) throw forbidden('You can only see your own favourites');
    // A kept piece that went back to draft is out of the list and its length until it is published again.
    const kept = `FROM favourites f JOIN products p ON p.id = f.product_id AND ${isPublic('p')} WHERE f.user_id = $1`;
    const rows: { id: number; product_id: number; total: string }[] = await this.db.query(
      ctx,
      `SELECT f.id, f.product_id, (SELECT count(*) ${kept}) AS total
         ${kept} ORDER BY f.created_at DESC, f.id DESC LIMIT $2 OFFSET $3`,
      [userId, page.limit, page.offset],
    );
    const total = rows.length
      ? Number(rows[0].total)
      : Number((await this.db.query<{ count: string }[]>(ctx, `SELECT count(*) ${kept}`, [userId]))[0].count);
    const products = await this.products.byIds(
      ctx,
      rows.map((row) => row.product_id),
    );
    const items = rows.flatMap((row) => {
      const product = products.get(row.product_id);
      return product ? [{ id: row.id, product }] : [];
    });
    return { items, total };
  }

  /** The ids of every product the caller keeps: what the hearts on any page need, without the products. */
  async ids(ctx: RequestContext): Promise<number[]> {
    const rows: { product_id: number }[] = await this.db.query(
      ctx,
      `SELECT f.product_id FROM favourites f JOIN products p ON p.id = f.product_id AND ${isPublic('p')} WHERE f.user_id = $1 ORDER BY f.product_id`,
      [ctx.caller!.id],
    );
    return rows.map((row) => row.product_id);
  }
}
