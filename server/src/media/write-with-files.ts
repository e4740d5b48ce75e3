import type { Logger } from 'pino';
import type { RequestContext } from '../common/context/request-context';
import type { TransactionalConnection } from '../database/transactional-connection';
import { clientGone } from './encode-queue';
import type { ImageStore } from './image-store';
import type { RemovalRetries } from './removal-retries';

/** A file ready to store: decoded, checked and re-encoded already, under a key the server made. */
export interface FileToWrite {
  key: string;
  body: Buffer;
}

export interface WriteWithFiles<T> {
  files: FileToWrite[];
  /** The rows, in one short transaction that `ctx` carries (no image work in here: PGlite runs one transaction at a time). */
  commit(ctx: RequestContext): Promise<T>;
  /**
   * Files the committed rows no longer point at (an edit's dropped pictures): removed once the
   * transaction committed, never before (a rollback brings their rows back).
   */
  obsolete?: (committed: T) => string[];
}

/**
 * Rows and their files together or not at all (STYLE habit 5): the files are written as pending
 * first, outside any transaction; then the rows are written and the files published inside one short
 * transaction, before it commits, so a file that cannot be published takes the rows back with it.
 * Any failure (a file not written, the rows refused, a file not published, the commit itself
 * refused after the files were published) removes every file written, pending or published, and
 * rethrows: the rows and the store stay as they were. Files the rows stopped pointing at go after
 * the commit. Such a write opens its own transaction: inside another one, its files would be
 * published before their rows commit.
 */
export class FileWrites {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly store: ImageStore,
    private readonly logger: Logger,
    /** Where a removal that failed waits to be tried again (none: the sweep takes its files later). */
    private readonly retries?: RemovalRetries,
    /** Of files whose rows went, those another row still shows (a post's Markdown): kept. */
    private readonly stillShown?: (keys: string[]) => Promise<Set<string>>,
  ) {}

  async write<T>(ctx: RequestContext, { files, commit, obsolete }: WriteWithFiles<T>): Promise<T> {
    this.assertOutsideTransaction(ctx);
    const keys = files.map((file) => file.key);
    let saved = false;
    try {
      for (const file of files) await this.store.putPending(file.key, file.body);
      return await this.connection.withTransaction(ctx, async (tx) => {
        // First of the work after the commit: whatever fails after it, the rows are saved and keep their files.
        void this.connection.afterCommit(tx, () => (saved = true));
        const committed = await commit(tx);
        const dropped = obsolete?.(committed) ?? [];
        // A request whose client went away commits nothing: a retry would make a duplicate.
        if (ctx.signal?.aborted) throw clientGone();
        await this.store.publish(keys);
        if (dropped.length) void this.connection.afterCommit(tx, () => this.removeUnshown(dropped));
        return committed;
      });
    } catch (error) {
      // Pending, or published when the commit itself failed: none stays. (Should the connection drop
      // during COMMIT after the server saved it, the rows would stay without their files: not told apart here.)
      if (!saved) await this.removeAll(keys);
      throw error;
    }
  }

  /** Deletes rows, then their files (`keys` may be read from what the transaction returns): a file that cannot be removed is an orphan logged, never a row without its file. */
  async remove<T>(
    ctx: RequestContext,
    keys: string[] | ((committed: T) => string[]),
    commit: (ctx: RequestContext) => Promise<T>,
  ): Promise<T> {
    this.assertOutsideTransaction(ctx);
    const result = await this.connection.withTransaction(ctx, commit);
    await this.removeUnshown(typeof keys === 'function' ? keys(result) : keys);
    return result;
  }

  private assertOutsideTransaction(ctx: RequestContext): void {
    if (this.connection.inTransaction(ctx))
      throw new Error('A write with files commits its own transaction; it cannot join an open one');
  }

  /** Files whose rows went, but for those another row still shows; should that not be known, all stay for the sweep. */
  private async removeUnshown(keys: string[]): Promise<void> {
    if (!keys.length) return;
    let shown: Set<string>;
    try {
      shown = (await this.stillShown?.(keys)) ?? new Set();
    } catch (error) {
      this.logger.error(
        { err: error, files: keys.length },
        'files not removed: whether a post shows them is not known (the sweep will)',
      );
      return;
    }
    await this.removeAll(keys.filter((key) => !shown.has(key)));
  }

  /** A failure is logged and the removal tried again until the store answers (removal-retries.ts). */
  private async removeAll(keys: string[]): Promise<void> {
    await this.store.remove(keys).catch((error: unknown) => {
      this.logger.error({ err: error, files: keys.length }, 'files not removed (tried again shortly)');
      this.retries?.later(`${keys.length} files`, () => this.store.remove(keys));
    });
  }
}
