import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionalConnection } from '../database/transactional-connection';
import { ImageSweep } from '../media/image-sweep';

/** The folder of product pictures in the image store. */
export const PRODUCT_PICTURES_FOLDER = 'products';

/**
 * Product pictures for the image store's sweep: a picture no `product_images` row names (a crash
 * between a delete's commit and its file removal) goes once it is older than the longest upload.
 */
@Injectable()
export class ProductPicturesService implements OnModuleInit {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly sweep: ImageSweep,
  ) {}

  onModuleInit(): void {
    this.sweep.registerFolder({ folder: PRODUCT_PICTURES_FOLDER, keepUnreferencedMs: 0 });
    this.sweep.registerReferences(async (ctx, images) => {
      const rows: { file_key: string }[] = await this.db.query(ctx, `SELECT DISTINCT file_key FROM product_images WHERE file_key = ANY($1::text[])`, [images]);
      return rows.map((row) => row.file_key);
    });
  }
}
