import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { type RequestContext, systemContext } from '../common/context/request-context';
import { LOGGER } from '../common/logging/logger.provider';

/** A picture kept from the public: its image (`<folder>/<name>`: every size and format of it), and until when (null: until a write says otherwise). */
export interface HiddenPicture {
  image: string;
  until: Date | null;
}

/**
 * A domain's pictures that are not public (a piece's photos while the piece is a draft or scheduled for
 * later), read from its own tables. The domain registers it when its module starts, and calls `changed`
 * after each event that may change it (media knows no domain's tables, and hears no domain's events).
 */
export interface HiddenPicturesSource {
  read(ctx: RequestContext): Promise<HiddenPicture[]>;
}

const CTX = systemContext('picture visibility');
/** After a failed read, the next try. */
const RETRY_MS = 1_000;
/** How long a picture request waits for a change being read before it is judged on what was read before. */
const WAIT_MS = 2_000;

/** An image's name from one of its files' keys (`<folder>/<name>-<width>.<format>`, as the sweep's PICTURE_FILE checked). */
const imageOf = (key: string) => key.slice(0, key.lastIndexOf('-'));

/**
 * Which pictures /uploads/ keeps from the public, for every request and every instance, without asking
 * the database per picture: the hidden ones are few (the admin's drafts) and kept here as a map read
 * whole at start and again after every event its domain says may change it (this instance's writes, the
 * other instances' through the relay, the scheduled publishing's announcements). A public picture costs one
 * map lookup. A picture scheduled for later turns public at its time by itself, whatever the events.
 *
 * Read-your-writes: the events are heard once the write commits, before its answer is sent, so a
 * picture request that follows the answer waits for the new reading (at most WAIT_MS) and never sees
 * the state before it. Before anything was read (the database down since the start), every picture of
 * a registered folder is kept from the public.
 */
@Injectable()
export class PictureVisibility implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly sources: HiddenPicturesSource[] = [];
  /** Hidden image → until when (ms since the epoch; Infinity: until a change says otherwise). */
  private hidden = new Map<string, number>();
  private known = false;
  /** A change was heard and not read yet. */
  private stale = false;
  /** The reading in progress; requests wait for it unless it is only a retry after a failure. */
  private reading?: Promise<void>;
  private waitForReading = false;
  private failing = false;
  private retry?: NodeJS.Timeout;
  private closed = false;

  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  /** A domain's source of hidden pictures (registered when its module starts, before the first reading). */
  register(source: HiddenPicturesSource): void {
    this.sources.push(source);
  }

  /** The first reading before the first request (a failure is logged and tried again meanwhile). */
  async onApplicationBootstrap(): Promise<void> {
    this.changed();
    await this.reading;
  }

  onModuleDestroy(): void {
    this.closed = true;
    clearTimeout(this.retry);
  }

  /** What a source reads may have changed: read again (one reading at a time, again at its end when asked meanwhile). */
  changed(wait = true): void {
    if (this.closed) return;
    this.stale = true;
    if (wait) this.waitForReading = true;
    this.reading ??= this.readAll().finally(() => {
      this.reading = undefined;
      this.waitForReading = false;
    });
  }

  /** Whether the file `key` (a picture key of a registered folder) is kept from the public now; a promise while a change is read. */
  isHidden(key: string): boolean | Promise<boolean> {
    if (this.reading && this.waitForReading)
      return bounded(this.reading, WAIT_MS).then(() => this.hiddenNow(key));
    return this.hiddenNow(key);
  }

  private hiddenNow(key: string): boolean {
    if (!this.known) return true;
    const until = this.hidden.get(imageOf(key));
    return until !== undefined && Date.now() < until;
  }

  private async readAll(): Promise<void> {
    while (this.stale) {
      this.stale = false;
      try {
        const next = new Map<string, number>();
        // One after another: on the embedded database every statement shares one connection anyway.
        for (const source of this.sources) {
          for (const picture of await source.read(CTX))
            next.set(picture.image, picture.until ? picture.until.getTime() : Infinity);
        }
        this.hidden = next;
        this.known = true;
        if (this.failing)
          this.logger.info(
            { event: 'picture_visibility_readable' },
            'which pictures are public is read again',
          );
        this.failing = false;
      } catch (error) {
        if (!this.failing)
          this.logger.warn(
            { event: 'picture_visibility_unreadable', err: error },
            'which pictures are public could not be read: tried again every second, judged meanwhile on the last reading',
          );
        this.failing = true;
        clearTimeout(this.retry);
        if (this.closed) return;
        this.retry = setTimeout(() => this.changed(false), RETRY_MS);
        this.retry.unref();
        return;
      }
    }
  }
}

/** `promise`, or its end, whichever comes first; never rejects. */
function bounded(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  return Promise.race([promise.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}
