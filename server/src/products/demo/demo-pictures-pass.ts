import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { type RequestContext, systemContext } from '../../common/context/request-context';
import { DomainEvents } from '../../common/events/domain-events';
import { LOGGER } from '../../common/logging/logger.provider';
import { TransactionalConnection } from '../../database/transactional-connection';
import { DelayedPass } from '../../media/delayed-pass';
import { EncodeQueue } from '../../media/encode-queue';
import { IMAGE_STORE, type ImageStore } from '../../media/image-store';
import { SHARE_PREVIEWS } from '../../media/image-variants';
import { lockPictures } from '../../media/picture-locks';
import { SharePreviews } from '../../media/share-previews';
import { DEMO_WIDTHS, demoDrawingOf, demoPicture, largestDemoWebp } from './demo-pictures';

/** A demo picture stored without all its sizes: its name (`products/demo-…`) and the sizes its row announces. */
interface IncompleteRow {
  file_key: string;
  variant_widths: number[];
}

/** How long after the seeding (or the start) the pass begins: the first pages are not kept waiting for the encoder. */
const START_DELAY_MS = 2_000;

const CTX = systemContext('demo-pictures');

/**
 * The rest of the demo pictures a first start seeded with their smallest size alone (the machine had not
 * drawn them yet: demo-pictures.ts `seedDemoPicture`). In the background, newest pieces' covers first, one
 * picture a turn of the one encoding queue (an upload waits at most one picture): each drawing is made whole
 * (every size in WebP and AVIF, the link previews) and kept in the machine's cache; the files its row does
 * not name yet are written pending and published under the picture's lock, and the row then announces
 * every size (`variant_widths`, `width`, `height`) in the same transaction, so no page names a file before
 * it is stored; ProductChanged drops the pages kept meanwhile. A picture deleted meanwhile leaves no file.
 *
 * The rows say what is left, so a start after a stop in the middle (or a restored archive of such a
 * shop), on any instance, finishes it: at every start the pass looks for demo pictures whose row lacks
 * sizes. Their link previews are not named by pages until they are stored (SharePreviews.expect).
 */
@Injectable()
export class DemoPicturesPass implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly failed = new Set<string>();
  private readonly pass = new DelayedPass(() => this.drain(), START_DELAY_MS);

  constructor(
    @Inject(IMAGE_STORE) private readonly store: ImageStore,
    private readonly encoding: EncodeQueue,
    private readonly db: TransactionalConnection,
    private readonly events: DomainEvents,
    private readonly previews: SharePreviews,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const rows = await this.incomplete();
    if (rows.length) this.seeded(rows.map((row) => row.file_key));
  }

  /** Pictures stored with their first size alone (the seeding's, or found at start): their previews wait, and the pass starts. */
  seeded(images: string[]): void {
    this.previews.expect(images.flatMap((image) => SHARE_PREVIEWS.map((preview) => preview.key(image))));
    // START_DELAY_MS after the last call: the seeding's later steps (largestUrl) put it off until they are done.
    if (images.length) this.pass.start(true);
  }

  /** Resolves once every picture handed so far is whole (or failed): for tests and the shutdown. */
  settled(): Promise<void> {
    return this.pass.settled();
  }

  /** The app closes: the picture being made is finished first, the rest is the next start's. */
  onModuleDestroy(): Promise<void> {
    return this.pass.stop();
  }

  /**
   * The address of a demo picture's largest WebP (`imageUrl` of a picture just seeded, which names its
   * first size while it has no other), stored now if it is not yet: for the demo posts, whose background
   * names one file for good. Any other address is answered as it is.
   */
  async largestUrl(imageUrl: string): Promise<string> {
    const image = /^\/uploads\/(products\/[A-Za-z0-9_-]+)-\d+\.webp$/.exec(imageUrl)?.[1];
    if (!image || !demoDrawingOf(image)) return imageUrl;
    // Asked while seeding, before the shop answers: no upload to wait for, and the pass is put off.
    if (this.pass.waiting) this.pass.start(true);
    const largest = await largestDemoWebp(image);
    if (imageUrl === this.store.url(largest.key)) return imageUrl;
    await this.store.putPending(largest.key, largest.body);
    await this.publishUnlessThere(image, [largest.key]);
    return this.store.url(largest.key);
  }

  private async drain(): Promise<void> {
    const started = Date.now();
    let made = 0;
    // Listed again until none is left: a seeding still under way when the pass began adds pictures after its first listing.
    while (!this.pass.stopped) {
      const rows = (await this.incomplete()).filter((row) => !this.failed.has(row.file_key));
      if (!rows.length) break;
      for (const row of rows) {
        if (this.pass.stopped) break;
        try {
          if (await this.complete(row.file_key)) made += 1;
        } catch (error) {
          this.failed.add(row.file_key);
          this.logger.warn(
            { err: error, event: 'demo_picture_failed', image: row.file_key },
            'demo picture not completed (tried again at the next start)',
          );
        }
      }
    }
    if (made)
      this.logger.info(
        { event: 'demo_pictures_completed', count: made, ms: Date.now() - started },
        'demo pictures completed: every size in WebP and AVIF, and their link previews',
      );
  }

  /** One picture made whole and announced; answers whether its row was still there. */
  private async complete(image: string): Promise<boolean> {
    const { index, view } = demoDrawingOf(image)!;
    const whole = await this.encoding.run(() => demoPicture(index, view, image));
    if (this.pass.stopped) return false;
    const there = await Promise.all(whole.files.map((file) => this.store.has(file.key)));
    const files = whole.files.filter((_, at) => !there[at]);
    for (const file of files) await this.store.putPending(file.key, file.body);
    const keys = files.map((file) => file.key);
    const named = await this.publishUnlessThere(image, keys, async (tx) => {
      const rows = await this.db.query<{ product_id: number }[]>(
        tx,
        `UPDATE product_images SET variant_widths = $2, width = $3, height = $4 WHERE file_key = $1 RETURNING product_id`,
        [image, whole.widths, whole.width, whole.height],
      );
      for (const { product_id } of rows)
        await this.events.publish(tx, { type: 'ProductChanged', id: product_id });
      return rows.length > 0;
    });
    this.previews.made(SHARE_PREVIEWS.map((preview) => preview.key(image)));
    return named;
  }

  /**
   * Publishes pending files of `image` under its lock while a row names it (`announce` writes what names
   * them, in the same transaction; by default a product picture's row is looked for), but those another
   * instance published first; a picture no row names any more takes its pending files with it.
   */
  private async publishUnlessThere(
    image: string,
    keys: string[],
    announce: (tx: RequestContext) => Promise<boolean> = async (tx) =>
      (
        await this.db.query<{ named: boolean }[]>(
          tx,
          `SELECT EXISTS (SELECT 1 FROM product_images WHERE file_key = $1) AS named`,
          [image],
        )
      )[0].named,
  ): Promise<boolean> {
    try {
      return await this.db.withTransaction(CTX, async (tx) => {
        await lockPictures(this.db, tx, [image]);
        const there = await Promise.all(keys.map((key) => this.store.has(key)));
        await this.store.removePending(keys.filter((_, at) => there[at]));
        const ours = keys.filter((_, at) => !there[at]);
        if (!(await announce(tx))) {
          await this.store.removePending(ours);
          return false;
        }
        if (ours.length) await this.store.publish(ours);
        return true;
      });
    } catch (error) {
      await this.store.removePending(keys).catch(() => undefined);
      throw error;
    }
  }

  private incomplete(): Promise<IncompleteRow[]> {
    // Newest pieces first, covers before the other views: what the home page and the list show first.
    return this.db
      .query<IncompleteRow[]>(
        CTX,
        `SELECT file_key, variant_widths FROM product_images
          WHERE file_key LIKE 'products/demo-%' AND variant_widths <> $1::int[]
          ORDER BY position, product_id DESC`,
        [DEMO_WIDTHS],
      )
      .then((rows) => rows.filter((row) => demoDrawingOf(row.file_key)));
  }
}
