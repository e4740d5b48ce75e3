import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { type RequestContext, systemContext } from '../common/context/request-context';
import { LOGGER } from '../common/logging/logger.provider';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionalConnection } from '../database/transactional-connection';
import { DelayedPass } from './delayed-pass';
import { EncodeQueue } from './encode-queue';
import { IMAGE_STORE, type ImageStore } from './image-store';
import { SHARE_PREVIEWS, sharePreviewOf } from './image-variants';
import { lockPictures } from './picture-locks';

/** A stored picture without all its link previews: its name (`<folder>/<name>`), the key of its largest stored WebP, and the previews' keys it lacks. */
export interface PictureWithoutPreview {
  image: string;
  source: string;
  missing: string[];
}

/** Of these pictures, those no row names any longer (image-sweep.ts asks every domain), in `ctx`'s transaction when it has one. */
export type Unreferenced = (ctx: RequestContext, images: string[]) => Promise<string[]>;

/** How long after it is asked the pass starts: the start's first pages are not kept waiting for the encoder. */
const START_DELAY_MS = 2_000;

const CTX = systemContext('share-previews');

/**
 * The link previews (`<base>-1200.jpg` and `<base>-1200sq.jpg`, image-variants.ts SHARE_PREVIEWS) of
 * pictures stored before previews (or the square one) were made: the demo catalogue's and a running
 * shop's, and any a rolling upgrade's older instance stored. The sweep finds them in its listing of the
 * store (at start, then at every round) and hands them here; each picture's missing ones are made in the
 * background from its largest WebP, one picture a turn of the one encoding queue (uploads wait at most
 * one picture's previews), and published under the picture's lock only while a row still names the
 * picture and no other instance published them first: a picture deleted meanwhile leaves no preview
 * behind. A picture whose previews cannot be made (its WebP gone or unreadable) is logged once and not
 * tried again in this process. Until a preview is made, `ready` says it is not there, so a page's head
 * names the picture's WebP instead of a JPEG a chat app would not find.
 */
@Injectable()
export class SharePreviews implements OnModuleDestroy {
  /** Pictures waiting for their preview, by name, each with the question that tells whether a row still names it. */
  private readonly waiting = new Map<
    string,
    { picture: PictureWithoutPreview; unreferenced: Unreferenced }
  >();
  private readonly failed = new Set<string>();
  /** The previews known to be missing: listed without them, and not made yet (or not makeable). */
  private readonly lacking = new Set<string>();
  /** Previews another part of the shop is making (`expect`): not named, and not made here, until `made`. */
  private readonly expected = new Set<string>();
  private readonly pass = new DelayedPass(() => this.drain(), START_DELAY_MS);

  constructor(
    @Inject(IMAGE_STORE) private readonly store: ImageStore,
    private readonly encoding: EncodeQueue,
    private readonly db: TransactionalConnection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Whether a link preview (its key) can be named: not one the store was listed without and that is not made yet. */
  ready(key: string): boolean {
    return !this.lacking.has(key);
  }

  /**
   * Previews of pictures stored without them whose maker is elsewhere (the demo catalogue's pictures
   * seeded with their first size, completed by products/demo/demo-pictures-pass.ts, from the whole
   * drawing rather than a small WebP): not named by a page, nor made here, until `made` says they are stored.
   */
  expect(keys: string[]): void {
    for (const key of keys) {
      this.expected.add(key);
      this.lacking.add(key);
    }
  }

  /** Previews `expect`ed that are stored now (or never will be: their picture is gone). */
  made(keys: string[]): void {
    for (const key of keys) {
      this.expected.delete(key);
      this.lacking.delete(key);
    }
  }

  /** Makes the previews of `pictures` in the background (those waiting or being made already are not asked twice). */
  backfill(pictures: PictureWithoutPreview[], unreferenced: Unreferenced): void {
    if (this.pass.stopped) return;
    for (const picture of pictures) {
      for (const key of picture.missing) this.lacking.add(key);
      if (!this.failed.has(picture.image)) this.waiting.set(picture.image, { picture, unreferenced });
    }
    if (this.waiting.size) this.pass.start();
  }

  /** Resolves once the pictures handed so far have their previews (or failed): for tests and the shutdown. */
  settled(): Promise<void> {
    return this.pass.settled();
  }

  /** The app closes: what waits is the next start's; the preview being made is finished first. */
  async onModuleDestroy(): Promise<void> {
    this.waiting.clear();
    await this.pass.stop();
  }

  private async drain(): Promise<void> {
    let made = 0;
    while (!this.pass.stopped && this.waiting.size) {
      const [image, { picture, unreferenced }] = this.waiting.entries().next().value!;
      this.waiting.delete(image);
      if (picture.missing.some((key) => this.expected.has(key))) continue;
      try {
        if (await this.make(picture, unreferenced)) made += 1;
        // Made here or by another instance, or the picture is gone: nothing to fall back from any more.
        for (const key of picture.missing) this.lacking.delete(key);
      } catch (error) {
        this.failed.add(image);
        this.logger.warn(
          { err: error, event: 'share_preview_failed', image },
          'link preview not made for a stored picture (not tried again until the next start)',
        );
      }
    }
    if (made)
      this.logger.info(
        { event: 'share_previews_made', count: made },
        'link previews made for pictures stored without one',
      );
  }

  /** One picture's missing previews, written pending, then published under its lock if a row still names it; answers whether any was. */
  private async make(
    { image, source, missing }: PictureWithoutPreview,
    unreferenced: Unreferenced,
  ): Promise<boolean> {
    const previews = SHARE_PREVIEWS.filter((preview) => missing.includes(preview.key(image)));
    const keys = previews.map((preview) => preview.key(image));
    const stored = await this.store.get(source);
    if (!stored) throw new Error(`${source} is not in the image store`);
    const bodies = await this.encoding.run(async () => {
      const made: Buffer[] = [];
      for (const preview of previews)
        made.push(await sharePreviewOf(stored, this.config.uploads.maxPixels, preview.size));
      return made;
    });
    if (this.pass.stopped) return false;
    for (const [index, key] of keys.entries()) await this.store.putPending(key, bodies[index]);
    try {
      return await this.db.withTransaction(CTX, async (tx) => {
        await lockPictures(this.db, tx, [image]);
        // Deleted since the listing: this one's pending files go.
        if ((await unreferenced(tx, [image])).length) {
          await this.store.removePending(keys);
          return false;
        }
        // Made by another instance meanwhile: that one stays, this one's pending file goes.
        const made = await Promise.all(keys.map((key) => this.store.has(key)));
        const ours = keys.filter((_, index) => !made[index]);
        await this.store.removePending(keys.filter((_, index) => made[index]));
        if (ours.length) await this.store.publish(ours);
        return ours.length > 0;
      });
    } catch (error) {
      await this.store.removePending(keys).catch(() => undefined);
      throw error;
    }
  }
}
