import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { LOGGER } from '../../common/logging/logger.provider';
import type { PreparedImage } from '../../media/image-variants';
import { FileWrites } from '../../media/write-with-files';
import { foldForSearch } from '../search-name';
import { DEMO_PRODUCTS, demoDescription } from './catalogue';
import { demoPicture } from './demo-pictures';

/**
 * Fills an empty catalogue with the demo studio's pieces: drawn pictures in each piece's colours,
 * prices, availability, and ratings and favourites by the demo customers.
 */
@Injectable()
export class DemoCatalogueService {
  constructor(
    private readonly files: FileWrites,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async seed(customerIds: number[]): Promise<void> {
    const started = Date.now();
    const now = Date.now();
    for (const [index, product] of DEMO_PRODUCTS.entries()) {
      const prepared: PreparedImage[] = await Promise.all(Array.from({ length: product.images }, (_, view) => demoPicture(product, index + 1, view)));
      const description = demoDescription(product);
      await this.files.write({
        files: prepared.flatMap((image) => image.files),
        commit: async (manager) => {
          // Spread over the last months, oldest first, so "newest first" has an order to show.
          const createdAt = new Date(now - (DEMO_PRODUCTS.length - index) * 3 * 24 * 3600 * 1000);
          const [{ id }] = await manager.query(
            `INSERT INTO products (name, search_name, description_en, description_pl, price, availability, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
            [product.name, foldForSearch(product.name), description.en, description.pl, product.price, product.availability, createdAt],
          );
          await manager.query(`INSERT INTO product_colors (product_id, color_id) SELECT $1, unnest($2::int[])`, [id, product.colors]);
          await manager.query(`INSERT INTO product_categories (product_id, category_id) SELECT $1, unnest($2::int[])`, [id, product.categories]);
          for (const [position, image] of prepared.entries()) {
            await manager.query(
              `INSERT INTO product_images (product_id, file_key, alt_text, color_id, position, width, height, placeholder, variant_widths)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
              [id, image.base, product.name, product.colors[position % product.colors.length], position, image.width, image.height, image.placeholder, image.widths],
            );
          }
          // A few customers rated and kept some pieces, so ratings and hearts have something to show.
          for (const [n, userId] of customerIds.entries()) {
            if ((index + n) % 3 === 0) await manager.query(`INSERT INTO ratings (user_id, product_id, value) VALUES ($1, $2, $3)`, [userId, id, 3 + ((index + n) % 3)]);
            if ((index + n) % 4 === 1) await manager.query(`INSERT INTO favourites (user_id, product_id) VALUES ($1, $2)`, [userId, id]);
          }
          return id as number;
        },
        // The product's rows go with it (ON DELETE CASCADE).
        undo: async (manager: EntityManager, id: number) => {
          await manager.query(`DELETE FROM products WHERE id = $1`, [id]);
        },
      });
    }
    this.logger.info({ event: 'demo_catalogue_seeded', products: DEMO_PRODUCTS.length, ms: Date.now() - started }, 'demo catalogue created');
  }
}
