import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../common/events/domain-events';
import { isUnpublished } from '../database/visibility';
import { TransactionalConnection } from '../database/transactional-connection';
import { ImageSweep } from '../media/image-sweep';
import { PictureVisibility } from '../media/picture-visibility';

/** The folder of product pictures in the image store. */
export const PRODUCT_PICTURES_FOLDER = 'products';

/**
 * Product pictures for the image store: for its sweep, a picture no `product_images` row names (a crash
 * between a delete's commit and its file removal) goes once it is older than the longest upload; for
 * /uploads/, the pictures of pieces not public (a draft, or a publish time still to come, until then)
 * are kept from the public, read again after every write of a piece.
 */
@Injectable()
export class ProductPicturesService implements OnModuleInit, OnModuleDestroy {
  private unsubscribe?: () => void;

  constructor(
    private readonly db: TransactionalConnection,
    private readonly sweep: ImageSweep,
    private readonly visibility: PictureVisibility,
    private readonly events: DomainEvents,
  ) {}

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  onModuleInit(): void {
    this.sweep.registerFolder({ folder: PRODUCT_PICTURES_FOLDER, keepUnreferencedMs: 0 });
    this.sweep.registerReferences(async (ctx, images) => {
      const rows: { file_key: string }[] = await this.db.query(
        ctx,
        `SELECT DISTINCT file_key FROM product_images WHERE file_key = ANY($1::text[])`,
        [images],
      );
      return rows.map((row) => row.file_key);
    });
    // A piece's state or pictures changed (a write here or on another instance, its publish time come), or many pieces at once.
    this.unsubscribe = this.events.subscribe((event) => {
      if (event.type === 'ProductChanged' || event.type === 'CatalogueChanged') this.visibility.changed();
    });
    this.visibility.register({
      read: async (ctx) => {
        // A picture is one piece's (file_key is unique); a draft stays hidden whatever its publish time.
        const rows: { file_key: string; until: Date | null }[] = await this.db.query(
          ctx,
          `SELECT i.file_key, CASE WHEN p.draft THEN NULL ELSE p.publish_at END AS until
             FROM products p JOIN product_images i ON i.product_id = p.id
            WHERE ${isUnpublished('p')}`,
        );
        return rows.map((row) => ({
          image: row.file_key,
          until: row.until === null ? null : new Date(row.until),
        }));
      },
    });
  }
}
