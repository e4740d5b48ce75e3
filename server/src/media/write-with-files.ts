import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type { ImageStore } from './image-store';

/** A file ready to store: decoded, checked and re-encoded already, under a key the server made. */
export interface FileToWrite {
  key: string;
  body: Buffer;
}

export interface WriteWithFiles<T> {
  files: FileToWrite[];
  /** The rows, in one short transaction (no image work in here: PGlite runs one transaction at a time). */
  commit(manager: EntityManager): Promise<T>;
  /** Takes the committed rows back when the files cannot be published, so no row points at a missing file. */
  undo(manager: EntityManager, committed: T): Promise<void>;
  /** Files the committed rows no longer point at (an edit's dropped pictures): removed once the new ones are published. */
  obsolete?: (committed: T) => string[];
}

/**
 * Rows and their files together or not at all (STYLE habit 5): the files are written as pending
 * first, outside any transaction; then the rows commit in a short transaction; then the files are
 * published. Any failure removes every file written (and, after the commit, the rows), then rethrows.
 */
export class FileWrites {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: ImageStore,
    private readonly logger: Logger,
  ) {}

  async write<T>({ files, commit, undo, obsolete }: WriteWithFiles<T>): Promise<T> {
    const keys = files.map((file) => file.key);
    let committed: T;
    try {
      for (const file of files) await this.store.putPending(file.key, file.body);
      committed = await this.dataSource.transaction(commit);
    } catch (error) {
      await this.removeAll(keys);
      throw error;
    }
    try {
      await this.store.publish(keys);
    } catch (error) {
      await this.removeAll(keys);
      await this.dataSource.transaction((manager) => undo(manager, committed));
      throw error;
    }
    if (obsolete) await this.removeAll(obsolete(committed));
    return committed;
  }

  /** Deletes rows, then their files (`keys` may be read from what the transaction returns): a file that cannot be removed is an orphan logged, never a row without its file. */
  async remove<T>(keys: string[] | ((committed: T) => string[]), commit: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.dataSource.transaction(commit);
    await this.removeAll(typeof keys === 'function' ? keys(result) : keys);
    return result;
  }

  private async removeAll(keys: string[]): Promise<void> {
    await this.store.remove(keys).catch((error: unknown) => this.logger.error({ err: error, files: keys.length }, 'files not removed'));
  }
}
