import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where image files live. Only the local folder under the data folder exists today; the interface
 * keeps to what an object store could also do (put under a temporary name, publish, remove), so one
 * could be added behind it (DESIGN.md, "Scale beyond one machine").
 */
export interface ImageStore {
  /** Writes a file under a key no reader sees yet. */
  putPending(key: string, body: Buffer): Promise<void>;
  /** Makes pending files visible under their keys. */
  publish(keys: string[]): Promise<void>;
  /** Removes files, pending or published; a missing one is not an error. */
  remove(keys: string[]): Promise<void>;
  /** The site-relative URL a published key is served at. */
  url(key: string): string;
  /** Removes every pending file (left by a crash between writing and publishing); answers how many. */
  sweepPending(): Promise<number>;
}

export const IMAGE_STORE = Symbol('IMAGE_STORE');

const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Files in a folder served at /uploads (server/src/app.setup.ts); pending ones wait in `.pending/`. */
export class LocalImageStore implements ImageStore {
  constructor(private readonly root: string) {}

  private path(key: string, pending = false): string {
    // Keys are made by the server (random names), never by a client; still, a key is plain relative
    // segments only, so nothing leaves the root and no pending file lands among the published ones.
    const segments = key.split('/');
    if (segments.some((s) => s === '.' || s === '..' || !KEY_SEGMENT.test(s))) throw new Error(`Image key outside the store: ${key}`);
    return join(this.root, ...(pending ? ['.pending', ...segments] : segments));
  }

  async putPending(key: string, body: Buffer): Promise<void> {
    const path = this.path(key, true);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }

  async publish(keys: string[]): Promise<void> {
    for (const key of keys) {
      const target = this.path(key);
      await mkdir(dirname(target), { recursive: true });
      await rename(this.path(key, true), target);
    }
  }

  /** Tries every file, then reports the first failure (a folder in a file's place is never removed). */
  async remove(keys: string[]): Promise<void> {
    let failure: unknown;
    for (const path of keys.flatMap((key) => [this.path(key), this.path(key, true)])) {
      // ENOTDIR: a parent of the path is a file, so the path cannot exist either.
      await rm(path, { force: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOTDIR') failure ??= error;
      });
    }
    if (failure) throw failure;
  }

  url(key: string): string {
    return `/uploads/${key}`;
  }

  async sweepPending(): Promise<number> {
    const pending = join(this.root, '.pending');
    const files = await readdir(pending, { recursive: true, withFileTypes: true }).catch(() => []);
    await rm(pending, { recursive: true, force: true });
    return files.filter((entry) => entry.isFile()).length;
  }
}
