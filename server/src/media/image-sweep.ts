import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { type RequestContext, systemContext } from '../common/context/request-context';
import { LOGGER } from '../common/logging/logger.provider';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionalConnection } from '../database/transactional-connection';
import { IMAGE_STORE, type ImageStore, LocalImageStore } from './image-store';
import { SHARE_PREVIEWS } from './image-variants';
import { lockPictures } from './picture-locks';
import { type PictureWithoutPreview, SharePreviews } from './share-previews';

/**
 * A folder of the image store whose pictures a domain's rows point at. An image's files are named
 * `<folder>/<name>-<width>.<format>`; `<folder>/<name>` is what `referenced` is asked about.
 */
export interface ImageFolder {
  folder: string;
  /**
   * How long a picture of this folder may stay without a row before it is taken for an orphan: at
   * least the longest upload (a write's files are stored just before its rows commit).
   */
  keepUnreferencedMs: number;
}

/** Of these pictures (`<folder>/<name>`), those a row points at. Any domain may hold a reference to any folder's picture. */
export type ImageReferences = (ctx: RequestContext, images: string[]) => Promise<string[]>;

export interface SweepResult {
  pending: number;
  orphans: number;
  folders: number;
}

/** A variant's file name: the picture's name, then its width and format (the link previews' too: `<name>-1200.jpg`, `<name>-1200sq.jpg`). */
const VARIANT = /^(.+)-\d+(?:sq)?\.[a-z0-9]+$/;
/** A WebP size's file name: the picture's name and the width (the largest is what a missing preview is made from). */
const WEBP_VARIANT = /^(.+)-(\d+)\.webp$/;
/**
 * A file as the shop writes its pictures: `<folder>/<name>-<width>.<format>` (image-variants.ts), its
 * sizes in WebP and AVIF and its link previews `<name>-1200.jpg` and `<name>-1200sq.jpg` (SHARE_PREVIEWS),
 * plain characters only, in one of the folders a domain registered. Nothing else is ever served.
 */
const PICTURE_FILE =
  /^([a-z][a-z0-9-]{0,39})\/[A-Za-z0-9][A-Za-z0-9_-]{0,99}-(?:[1-9]\d{0,4}\.(?:webp|avif)|1200(?:sq)?\.jpg)$/;
/** Pictures asked about in one statement. */
const BATCH = 500;
/** Orphans removed under their locks in one transaction (each picture is one lock until it commits). */
const REMOVAL_BATCH = 100;

/**
 * Removes what no row points at (DESIGN.md "Images"): files a crash left pending, pictures whose rows
 * are gone (a crash between a delete's commit and its file removal, a background replaced or never
 * used), and the empty temp folders a crash leaves. At start and then every IMAGE_SWEEP_INTERVAL_MS,
 * on either store; only what is older than the longest upload, so a write in progress on any instance
 * keeps its files. Several instances sweeping one bucket at once do no harm: a removal is idempotent.
 * The same listing finds the pictures still named by a row that have no link preview (stored before
 * previews were made): SharePreviews makes theirs in the background (share-previews.ts).
 */
@Injectable()
export class ImageSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly folders = new Map<string, number>();
  private readonly references: ImageReferences[] = [];
  private timer?: NodeJS.Timeout;
  private afterDeadline?: NodeJS.Timeout;
  private running?: Promise<SweepResult>;
  /** When this process started: REST uploads spooled on this disk before it are a dead process's. */
  private readonly startedAt = new Date();

  constructor(
    @Inject(IMAGE_STORE) private readonly store: ImageStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly db: TransactionalConnection,
    private readonly previews: SharePreviews,
  ) {}

  /** Twice the longest upload: a write's files are stored and published within its request. */
  get uploadBoundMs(): number {
    return 2 * this.config.http.uploadTimeoutMs;
  }

  /** A domain's folder (its pictures are swept once no row points at them). Called at module init, before the first sweep. */
  registerFolder(folder: ImageFolder): void {
    this.folders.set(folder.folder, Math.max(folder.keepUnreferencedMs, this.uploadBoundMs));
  }

  /** Whether `key` can name one of the shop's own pictures (its shape and folder; not whether it exists). */
  isPictureKey(key: string): boolean {
    const folder = PICTURE_FILE.exec(key)?.[1];
    return folder !== undefined && this.folders.has(folder);
  }

  /** A domain's rows that may point at pictures (of any folder). */
  registerReferences(references: ImageReferences): void {
    this.references.push(references);
  }

  async onApplicationBootstrap(): Promise<void> {
    // The local folder is swept before the first request (quick, and its pending files go whatever
    // their age); a bucket, which may hold many objects, while the shop already answers.
    const atStart = this.sweepLogged(true);
    if (this.store instanceof LocalImageStore) await atStart;
    // What a write killed just before this start left is younger than the bound at start: swept as soon
    // as no write in progress anywhere can still commit rows for it, not hours later at the next round.
    this.afterDeadline = setTimeout(() => void this.sweepLogged(false), this.uploadBoundMs + 1_000);
    this.afterDeadline.unref();
    if (this.config.imageSweep.intervalMs > 0) {
      this.timer = setInterval(() => void this.sweepLogged(false), this.config.imageSweep.intervalMs);
      this.timer.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.afterDeadline);
    await this.running?.catch(() => undefined);
  }

  /**
   * One sweep (one at a time). `atStart` on the local folder: every pending file goes, whatever its
   * age, since no other process writes there and this one has not started writing yet.
   */
  sweep(atStart = false, now = Date.now()): Promise<SweepResult> {
    this.running ??= this.sweepOnce(atStart, now).finally(() => (this.running = undefined));
    return this.running;
  }

  private async sweepLogged(atStart: boolean): Promise<void> {
    try {
      const result = await this.sweep(atStart);
      if (result.pending || result.orphans || result.folders) {
        this.logger.warn(
          { event: 'image_store_swept', ...result },
          'removed image files no row points at and empty temp folders',
        );
      }
    } catch (error) {
      this.logger.error({ err: error, event: 'image_sweep_failed' }, 'image store sweep failed');
    }
  }

  private async sweepOnce(atStart: boolean, now: number): Promise<SweepResult> {
    const local = this.store instanceof LocalImageStore;
    const settled = new Date(now - this.uploadBoundMs);
    // With a bucket, REST uploads still wait in the local folder while their request is read: first, and
    // whatever the bucket answers. At start, everything spooled before this process began goes.
    const spooled = local
      ? 0
      : await this.sweepSpool(atStart ? new Date(Math.min(this.startedAt.getTime(), now)) : settled);
    const stalePending: string[] = [];
    const candidates = new Map<string, string[]>();
    const previews = new PreviewsSeen();
    for await (const file of this.store.list()) {
      if (file.pending) {
        if ((atStart && local) || file.modified < settled) stalePending.push(file.key);
        continue;
      }
      const keep = this.folders.get(file.key.slice(0, file.key.indexOf('/')));
      const image = VARIANT.exec(file.key)?.[1];
      if (keep === undefined || !image) continue;
      previews.see(image, file.key);
      if (file.modified.getTime() >= now - keep) continue;
      candidates.set(image, [...(candidates.get(image) ?? []), file.key]);
    }
    if (stalePending.length) await this.store.removePending(stalePending);
    const orphans = await this.unreferenced([...candidates.keys()]);
    const keys = await this.removeOrphans(orphans, candidates);
    const folders = await this.store.removeEmptyFolders(atStart && local ? new Date(now) : settled);
    // Pictures stored before link previews were made get theirs in the background, but orphans.
    const removed = new Set(orphans);
    this.previews.backfill(
      previews.missing().filter((picture) => !removed.has(picture.image)),
      (ctx, images) => this.unreferenced(images, ctx),
    );
    return { pending: stalePending.length, orphans: keys.length, folders: folders + spooled };
  }

  /**
   * Of these files, those whose picture a row still points at: a product's photo a post's Markdown
   * shows stays when its product goes (the sweep takes it once no post names it).
   */
  async stillShown(keys: string[]): Promise<Set<string>> {
    const images = [
      ...new Set(
        keys.map((key) => VARIANT.exec(key)?.[1]).filter((image): image is string => image !== undefined),
      ),
    ];
    const orphans = new Set(await this.unreferenced(images));
    return new Set(keys.filter((key) => !orphans.has(VARIANT.exec(key)?.[1] ?? '')));
  }

  /**
   * The files of pictures no row named when asked, each batch asked again under the pictures' locks
   * (picture-locks.ts): a write that named one meanwhile keeps it, one about to name it waits and then
   * finds it gone. Answers the keys removed.
   */
  private async removeOrphans(orphans: string[], files: Map<string, string[]>): Promise<string[]> {
    const removed: string[] = [];
    for (let i = 0; i < orphans.length; i += REMOVAL_BATCH) {
      const batch = orphans.slice(i, i + REMOVAL_BATCH);
      await this.db.withTransaction(systemContext('image-sweep'), async (tx) => {
        await lockPictures(this.db, tx, batch);
        const keys = (await this.unreferenced(batch, tx)).flatMap((image) => files.get(image)!);
        if (keys.length) await this.store.remove(keys);
        removed.push(...keys);
      });
    }
    return removed;
  }

  private async unreferenced(images: string[], ctx = systemContext('image-sweep')): Promise<string[]> {
    const orphans: string[] = [];
    for (let i = 0; i < images.length; i += BATCH) {
      const batch = images.slice(i, i + BATCH);
      const referenced = new Set<string>();
      for (const references of this.references)
        (await references(ctx, batch)).forEach((image) => referenced.add(image));
      orphans.push(...batch.filter((image) => !referenced.has(image)));
    }
    return orphans;
  }

  private async sweepSpool(before: Date): Promise<number> {
    const spool = new LocalImageStore(this.config.uploadDir);
    const stale: string[] = [];
    for await (const file of spool.list()) if (file.pending && file.modified < before) stale.push(file.key);
    await spool.removePending(stale);
    return stale.length + (await spool.removeEmptyFolders(before));
  }
}

/** What a listing shows of each picture's link previews: which are there, and its largest WebP. */
class PreviewsSeen {
  private readonly pictures = new Map<string, { previews: Set<string>; width: number; source?: string }>();

  see(image: string, key: string): void {
    const picture = this.pictures.get(image) ?? { previews: new Set<string>(), width: 0 };
    this.pictures.set(image, picture);
    if (key.endsWith('.jpg')) picture.previews.add(key);
    const webp = WEBP_VARIANT.exec(key);
    if (webp && Number(webp[2]) > picture.width) {
      picture.width = Number(webp[2]);
      picture.source = key;
    }
  }

  /** The pictures with a WebP and not every preview, with the previews they lack. */
  missing(): PictureWithoutPreview[] {
    return [...this.pictures].flatMap(([image, seen]) => {
      const missing = SHARE_PREVIEWS.map((preview) => preview.key(image)).filter(
        (key) => !seen.previews.has(key),
      );
      return missing.length && seen.source ? [{ image, source: seen.source, missing }] : [];
    });
  }
}
