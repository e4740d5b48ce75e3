import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { type RequestContext, systemContext } from '../common/context/request-context';
import { badInput } from '../common/errors/app-error';
import { LOGGER } from '../common/logging/logger.provider';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionalConnection } from '../database/transactional-connection';
import { IMAGE_STORE, type ImageStore } from '../media/image-store';
import { ImageSweep } from '../media/image-sweep';
import { lockPictures } from '../media/picture-locks';
import { RemovalRetries } from '../media/removal-retries';
import { imageKeys, variantWidths } from '../media/image-variants';
import { BACKGROUND_FILE } from './dto/publication.input';

/** The folder of the image store that holds publication backgrounds (served at /uploads/backgrounds/). */
export const BACKGROUNDS_FOLDER = 'backgrounds';

/** A background's file name as `storeBackground` answers it: its name, then its largest WebP width. */
const STORED_BACKGROUND = /^(.+)-(\d+)\.webp$/;

/**
 * Background pictures and the rows that point at them. A publication keeps one by its file name, and
 * its Markdown may show any stored picture by its /uploads/ address: a picture is in use while any
 * publication names it in either. One no publication uses goes when an edit replaces it, and, through
 * the image store's sweep, when it was uploaded for a form never saved (after UNUSED_BACKGROUND_KEEP_MS)
 * or outlived its publication.
 */
@Injectable()
export class BackgroundPicturesService implements OnModuleInit {
  constructor(
    private readonly db: TransactionalConnection,
    @Inject(IMAGE_STORE) private readonly store: ImageStore,
    private readonly sweep: ImageSweep,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly retries: RemovalRetries,
  ) {}

  onModuleInit(): void {
    this.sweep.registerFolder({
      folder: BACKGROUNDS_FOLDER,
      keepUnreferencedMs: this.config.imageSweep.unusedBackgroundMs,
    });
    this.sweep.registerReferences((ctx, images) => this.inUse(ctx, images));
  }

  /** Of these pictures (`<folder>/<name>`), those a publication's image or content (in either language) names. */
  async inUse(ctx: RequestContext, images: string[]): Promise<string[]> {
    const rows: { image: string }[] = await this.db.query(
      ctx,
      `SELECT i.image FROM unnest($1::text[]) AS i(image)
        WHERE EXISTS (SELECT 1 FROM publications p
                       WHERE strpos(p.image, regexp_replace(i.image, '^.*/', '')) > 0
                          OR strpos(p.content_pl, regexp_replace(i.image, '^.*/', '')) > 0
                          OR strpos(p.content_en, regexp_replace(i.image, '^.*/', '')) > 0)`,
      [images],
    );
    return rows.map((row) => row.image);
  }

  /**
   * In the transaction of a write that will name `image`: a background named by its file name must be
   * stored (a name never uploaded, or whose picture was removed, would be a broken picture on the post),
   * and it stays until the write commits: its removal (`dropIfUnused`, the sweep) waits for the same lock
   * and then sees the write's row. Paths and addresses are the admin's to check.
   */
  async claim(ctx: RequestContext, image: string | undefined): Promise<void> {
    if (!image || !BACKGROUND_FILE.test(image)) return;
    const picture = this.pictureOf(image);
    if (picture) await lockPictures(this.db, ctx, [picture.name]);
    if (await this.store.has(`${BACKGROUNDS_FOLDER}/${image}`)) return;
    throw badInput('No such background picture: upload it first', { image: ['IMAGE_NOT_FOUND'] });
  }

  /**
   * After the commit that stopped a publication using `image` (an edit that replaced it): its files go
   * unless another publication still uses it, asked under the picture's lock (a write naming it now
   * either committed first or finds it gone). A failure is logged and tried again shortly (asking
   * again whether it is in use). Outside a transaction, resolves once they are gone.
   */
  async dropIfUnused(ctx: RequestContext, image: string): Promise<void> {
    const picture = this.pictureOf(image);
    if (!picture) return;
    const drop = (asking: RequestContext) =>
      this.db.withTransaction(asking, async (tx) => {
        await lockPictures(this.db, tx, [picture.name]);
        if ((await this.inUse(tx, [picture.name])).length) return;
        await this.store.remove(imageKeys(picture.name, picture.widths));
      });
    await this.db.afterCommit(ctx, async () => {
      try {
        await drop(this.db.detached(ctx));
      } catch (error) {
        this.logger.error(
          { err: error, event: 'background_not_removed' },
          'replaced background not removed (tried again shortly)',
        );
        // Later, outside this request (its transaction and client long gone).
        this.retries.later(picture.name, () => drop(systemContext('background-removal')));
      }
    });
  }

  /** A stored background's picture and widths from the file name a publication keeps; undefined for a path or an address. */
  private pictureOf(image: string): { name: string; widths: number[] } | undefined {
    const match = BACKGROUND_FILE.test(image) ? STORED_BACKGROUND.exec(image) : null;
    if (!match) return undefined;
    return { name: `${BACKGROUNDS_FOLDER}/${match[1]}`, widths: variantWidths(Number(match[2])) };
  }
}
