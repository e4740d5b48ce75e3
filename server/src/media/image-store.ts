import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Where image files live. The local folder under the data folder is the default; the interface is what
 * an S3-compatible store implements too (put under a temporary name, publish by moving, remove).
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
}

export const IMAGE_STORE = Symbol('IMAGE_STORE');

/** Files in a folder served at /uploads (server/src/app.setup.ts); pending ones wait in `.pending/`. */
export class LocalImageStore implements ImageStore {
  constructor(private readonly root: string) {}

  private path(key: string, pending = false): string {
    // Keys are made by the server (random names), never by a client; still, nothing may leave the root.
    const path = normalize(join(this.root, pending ? '.pending' : '', key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Image key outside the store: ${key}`);
    return path;
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

  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.flatMap((key) => [rm(this.path(key), { force: true }), rm(this.path(key, true), { force: true })]));
  }

  url(key: string): string {
    return `/uploads/${key}`;
  }
}
