import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type { FileContent, FileStore } from './file-store';

export interface FileToWrite {
  /** The final name in the store, made by the server. */
  name: string;
  content: FileContent;
}

export interface WriteWithFiles<T> {
  files: FileToWrite[];
  /** The rows, in one short transaction (no image work in here: PGlite runs one transaction at a time). */
  commit(manager: EntityManager): Promise<T>;
  /** Takes the committed rows back when a file cannot be published, so no row points at a missing file. */
  undo(manager: EntityManager, committed: T): Promise<void>;
}

/**
 * Rows and their files together or not at all (STYLE habit 5): the files are written under
 * temporary names first, outside any transaction; then the rows commit in a short transaction;
 * then the files get their final names. Any failure removes every file written so far (and,
 * after the commit, the rows), then rethrows.
 */
export class FileWrites {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: FileStore,
    private readonly logger: Logger,
  ) {}

  async write<T>({ files, commit, undo }: WriteWithFiles<T>): Promise<T> {
    const written: { temporary: string; name: string }[] = [];
    try {
      for (const file of files) written.push({ temporary: await this.store.writeTemporary(file.name, file.content), name: file.name });
    } catch (error) {
      await this.removeAll(written.map((w) => w.temporary));
      throw error;
    }

    let committed: T;
    try {
      committed = await this.dataSource.transaction(commit);
    } catch (error) {
      await this.removeAll(written.map((w) => w.temporary));
      throw error;
    }

    const published: string[] = [];
    try {
      for (const file of written) {
        await this.store.publish(file.temporary, file.name);
        published.push(file.name);
      }
    } catch (error) {
      await this.removeAll([...published, ...written.slice(published.length).map((w) => w.temporary)]);
      await this.dataSource.transaction((manager) => undo(manager, committed));
      throw error;
    }
    return committed;
  }

  /** Deletes rows, then their files: a file that cannot be removed is an orphan logged, never a row without its file. */
  async remove<T>(names: string[], commit: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.dataSource.transaction(commit);
    await this.removeAll(names);
    return result;
  }

  private async removeAll(names: string[]): Promise<void> {
    for (const name of names) {
      await this.store.remove(name).catch((error: unknown) => this.logger.error({ err: error, file: name }, 'file not removed'));
    }
  }
}
