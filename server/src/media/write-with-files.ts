import type { Logger } from 'pino';
import type { RequestContext } from '../common/context/request-context';
import type { TransactionalConnection } from '../database/transactional-connection';
import type { ImageStore } from './image-store';

/** A file ready to store: decoded, checked and re-encoded already, under a key the server made. */
export interface FileToWrite {
  key: string;
  body: Buffer;
}

export interface WriteWithFiles<T> {
  files: FileToWrite[];
  /** The rows, in one short transaction that `ctx` carries (no image work in here: PGlite runs one transaction at a time). */
  commit(ctx: RequestContext): Promise<T>;
  /** Takes back the committed rows that point at the new files when those cannot be published, so no row points at a missing file. */
  undo(ctx: RequestContext, committed: T): Promise<void>;
  /**
   * Files the committed rows no longer point at (an edit's dropped pictures): removed once the new ones
   * are published, and also when they cannot be (`undo` takes back only the rows of the new files: the
   * dropped rows stay dropped, so their files would be orphans).
   */
  obsolete?: (committed: T) => string[];
}

/**
 * Rows and their files together or not at all (STYLE habit 5): the files are written as pending
 * first, outside any transaction; then the rows commit in a short transaction; then the files are
 * published. Any failure removes every file written (and, after the commit, the rows), then rethrows.
 * Such a write opens its own transaction: inside another one, its files would be published before
 * their rows commit.
 */
export class FileWrites {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly store: ImageStore,
    private readonly logger: Logger,
  ) {}

  async write<T>(ctx: RequestContext, { files, commit, undo, obsolete }: WriteWithFiles<T>): Promise<T> {
    this.assertOutsideTransaction(ctx);
    const keys = files.map((file) => file.key);
    let committed: T;
    try {
      for (const file of files) await this.store.putPending(file.key, file.body);
      committed = await this.connection.withTransaction(ctx, commit);
    } catch (error) {
      await this.removeAll(keys);
      throw error;
    }
    try {
      await this.store.publish(keys);
    } catch (error) {
      await this.removeAll(keys);
      await this.connection.withTransaction(ctx, (tx) => undo(tx, committed));
      throw error;
    } finally {
      if (obsolete) await this.removeAll(obsolete(committed));
    }
    return committed;
  }

  /** Deletes rows, then their files (`keys` may be read from what the transaction returns): a file that cannot be removed is an orphan logged, never a row without its file. */
  async remove<T>(ctx: RequestContext, keys: string[] | ((committed: T) => string[]), commit: (ctx: RequestContext) => Promise<T>): Promise<T> {
    this.assertOutsideTransaction(ctx);
    const result = await this.connection.withTransaction(ctx, commit);
    await this.removeAll(typeof keys === 'function' ? keys(result) : keys);
    return result;
  }

  private assertOutsideTransaction(ctx: RequestContext): void {
    if (this.connection.inTransaction(ctx)) throw new Error('A write with files commits its own transaction; it cannot join an open one');
  }

  private async removeAll(keys: string[]): Promise<void> {
    await this.store.remove(keys).catch((error: unknown) => this.logger.error({ err: error, files: keys.length }, 'files not removed'));
  }
}
