import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { type RequestContext, systemContext } from '../common/context/request-context';
import { LOGGER } from '../common/logging/logger.provider';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionalConnection } from '../database/transactional-connection';
import { EncodeQueue } from './encode-queue';
import { IMAGE_STORE, type ImageStore } from './image-store';
import { sharePreviewKey, sharePreviewOf } from './image-variants';
import { lockPictures } from './picture-locks';

/** A stored picture without its link preview: its name (`<folder>/<name>`) and the key of its largest stored WebP. */
export interface PictureWithoutPreview {
  image: string;
  source: string;
}

/** Of these pictures, those no row names any longer (image-sweep.ts asks every domain), in `ctx`'s transaction when it has one. */
export type Unreferenced = (ctx: RequestContext, images: string[]) => Promise<string[]>;

/** How long after it is asked the pass starts: the start's first pages are not kept waiting for the encoder. */
const START_DELAY_MS = 2_000;

const CTX = systemContext('share-previews');

/**
 * The link previews (`<base>-1200.jpg`, image-variants.ts SHARE_PREVIEW) of pictures stored before
 * previews were made: the demo catalogue's and a running shop's, and any a rolling upgrade's older
 * instance stored. The sweep finds them in its listing of the store (at start, then at every round) and
 * hands them here; each is made in the background from its largest WebP, one picture a turn of the one
 * encoding queue (uploads wait at most one preview), and published under the picture's lock only while
 * a row still names the picture and no other instance published it first: a picture deleted meanwhile
 * leaves no preview behind. A picture whose preview cannot be made (its WebP gone or unreadable) is
 * logged once and not tried again in this process.
 */
@Injectable()
export class SharePreviews implements OnModuleDestroy {
  /** Pictures waiting for their preview, by name, each with the question that tells whether a row still names it. */
  private readonly waiting = new Map<string, { picture: PictureWithoutPreview; unreferenced: Unreferenced }>();
  private readonly failed = new Set<string>();
  private running?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    @Inject(IMAGE_STORE) private readonly store: ImageStore,
    private readonly encoding: EncodeQueue,
    private readonly db: TransactionalConnection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Makes the previews of `pictures` in the background (those waiting or being made already are not asked twice). */
  backfill(pictures: PictureWithoutPreview[], unreferenced: Unreferenced): void {
    if (this.stopped) return;
    for (const picture of pictures) if (!this.failed.has(picture.image)) this.waiting.set(picture.image, { picture, unreferenced });
    if (!this.waiting.size || this.running || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.drain().finally(() => (this.running = undefined));
    }, START_DELAY_MS);
    this.timer.unref();
  }

  /** Resolves once the pictures handed so far have their previews (or failed): for tests and the shutdown. */
  async settled(): Promise<void> {
    while (this.timer || this.running) {
      if (this.running) await this.running;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The app closes: what waits is the next start's; the preview being made is finished first. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting.clear();
    await this.running;
  }

  private async drain(): Promise<void> {
    let made = 0;
    while (!this.stopped && this.waiting.size) {
      const [image, { picture, unreferenced }] = this.waiting.entries().next().value!;
      this.waiting.delete(image);
      try {
        if (await this.make(picture, unreferenced)) made += 1;
      } catch (error) {
        this.failed.add(image);
        this.logger.warn({ err: error, event: 'share_preview_failed', image }, 'link preview not made for a stored picture (not tried again until the next start)');
      }
    }
    if (made) this.logger.info({ event: 'share_previews_made', count: made }, 'link previews made for pictures stored without one');
  }

  /** One picture's preview, written pending, then published under its lock if a row still names it; answers whether it was. */
  private async make({ image, source }: PictureWithoutPreview, unreferenced: Unreferenced): Promise<boolean> {
    const key = sharePreviewKey(image);
    const stored = await this.store.get(source);
    if (!stored) throw new Error(`${source} is not in the image store`);
    const body = await this.encoding.run(() => sharePreviewOf(stored, this.config.uploads.maxPixels));
    if (this.stopped) return false;
    await this.store.putPending(key, body);
    try {
      return await this.db.withTransaction(CTX, async (tx) => {
        await lockPictures(this.db, tx, [image]);
        // Deleted since the listing, or made by another instance meanwhile: this one's pending file goes.
        if ((await unreferenced(tx, [image])).length || (await this.store.has(key))) {
          await this.store.removePending([key]);
          return false;
        }
        await this.store.publish([key]);
        return true;
      });
    } catch (error) {
      await this.store.removePending([key]).catch(() => undefined);
      throw error;
    }
  }
}
