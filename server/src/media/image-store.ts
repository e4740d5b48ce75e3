import { chmodSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** A file the store holds, as `list` answers it. */
export interface StoredFile {
  key: string;
  /** Written by `putPending` and not published (yet, or ever: a crash in between). */
  pending: boolean;
  /** When it was last written (for a published file: when it was published or written). */
  modified: Date;
}

/**
 * Where image files live: a local folder (one instance) or an S3-compatible bucket (any number of
 * instances, DESIGN.md "Scale beyond one machine"). Both keep to what an object store can do: put under
 * a name no reader sees yet, publish, remove, list.
 */
export interface ImageStore {
  /** Writes a file under a key no reader sees yet. */
  putPending(key: string, body: Buffer): Promise<void>;
  /** Makes pending files visible under their keys. */
  publish(keys: string[]): Promise<void>;
  /** Removes files, pending or published; a missing one is not an error. */
  remove(keys: string[]): Promise<void>;
  /** Removes pending files only (the sweep's: a published file of the same key may be a row's). */
  removePending(keys: string[]): Promise<void>;
  /** Whether a published file is there under `key`. */
  has(key: string): Promise<boolean>;
  /** A published file's bytes; undefined when it is not there. */
  get(key: string): Promise<Buffer | undefined>;
  /** The site-relative URL a published key is served at. */
  url(key: string): string;
  /** Every file held, pending ones included. */
  list(): AsyncIterable<StoredFile>;
  /** Removes the empty folders (a crash's temp folders) last changed before `before`; answers how many. */
  removeEmptyFolders(before: Date): Promise<number>;
}

export const IMAGE_STORE = Symbol('IMAGE_STORE');

const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Keys are made by the server (random names), never by a client; still, a key is plain relative
 * segments only (none starting with a dot), so nothing leaves the store and no pending file is ever
 * served or taken for a published one.
 */
export function isImageKey(key: string): boolean {
  const segments = key.split('/');
  return segments.every((s) => s !== '.' && s !== '..' && KEY_SEGMENT.test(s));
}

export function assertImageKey(key: string): void {
  if (!isImageKey(key)) throw new Error(`Image key outside the store: ${key}`);
}

/** Where pending files wait, in either store: a name no published key can have. */
export const PENDING = '.pending';

/**
 * Where REST uploads wait on disk while their request is read and answered (common/http/multipart.ts):
 * in the local pending area, whichever store keeps the pictures, so the sweep empties it of what a
 * crash left. The folder itself stays: requests make it once and write into it.
 */
export const uploadSpool = (uploadDir: string) => join(uploadDir, PENDING, 'incoming');

/** Files in a folder served at /uploads (server/src/app.setup.ts); pending ones wait in `.pending/`. */
export class LocalImageStore implements ImageStore {
  constructor(private readonly root: string) {
    // Pending pictures (of drafts) are not public: a folder another process made open is closed to other accounts.
    try {
      const { mode } = statSync(root);
      if (mode & 0o077) chmodSync(root, mode & 0o700);
    } catch {
      // Not there yet (made private by the umask when written), or not ours to change.
    }
  }

  private path(key: string, pending = false): string {
    assertImageKey(key);
    return join(this.root, ...(pending ? [PENDING, ...key.split('/')] : key.split('/')));
  }

  putPending(key: string, body: Buffer): Promise<void> {
    const path = this.path(key, true);
    return inFolder(path, () => writeFile(path, body));
  }

  async publish(keys: string[]): Promise<void> {
    for (const key of keys) {
      const target = this.path(key);
      await inFolder(target, () => rename(this.path(key, true), target));
    }
  }

  remove(keys: string[]): Promise<void> {
    return this.removePaths(keys.flatMap((key) => [this.path(key), this.path(key, true)]));
  }

  removePending(keys: string[]): Promise<void> {
    return this.removePaths(keys.map((key) => this.path(key, true)));
  }

  /** Tries every file, then reports the first failure (a folder in a file's place is never removed). */
  private async removePaths(paths: string[]): Promise<void> {
    let failure: unknown;
    for (const path of paths) {
      // ENOTDIR: a parent of the path is a file, so the path cannot exist either.
      await rm(path, { force: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOTDIR') failure ??= error;
      });
    }
    if (failure) throw failure;
  }

  has(key: string): Promise<boolean> {
    return stat(this.path(key)).then(
      (info) => info.isFile(),
      () => false,
    );
  }

  get(key: string): Promise<Buffer | undefined> {
    return readFile(this.path(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR') return undefined;
      throw error;
    });
  }

  url(key: string): string {
    return `/uploads/${key}`;
  }

  async *list(): AsyncIterable<StoredFile> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const relative = join(entry.parentPath, entry.name).slice(this.root.length + 1);
      const pending = relative.startsWith(`${PENDING}/`);
      const key = pending ? relative.slice(PENDING.length + 1) : relative;
      if (!isImageKey(key)) continue;
      const modified = await stat(join(entry.parentPath, entry.name)).then(
        (s) => s.mtime,
        () => undefined,
      );
      if (modified) yield { key, pending, modified };
    }
  }

  removeEmptyFolders(before: Date): Promise<number> {
    return removeEmptyFolders(this.root, before, false, new Set([uploadSpool(this.root)]));
  }
}

/**
 * `write` once the folder of `path` exists; again once should the sweep have taken the folder, empty
 * and old, between the two (ENOENT).
 */
async function inFolder(path: string, write: () => Promise<void>): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  try {
    await write();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dirname(path), { recursive: true });
    await write();
  }
}

/**
 * Removes the empty folders under `dir` (deepest first, so a tree of empty folders goes whole) last
 * changed before `before`; `dir` itself too when `self`. A folder that gains a file meanwhile stays
 * (rmdir refuses a folder that is not empty).
 */
export async function removeEmptyFolders(
  dir: string,
  before: Date,
  self = true,
  keep = new Set<string>(),
): Promise<number> {
  let removed = 0;
  // Its own age before its empty folders go (removing them changes it).
  const info = await stat(dir).catch(() => undefined);
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => undefined);
  if (!info || !entries) return 0;
  for (const entry of entries) {
    if (entry.isDirectory()) removed += await removeEmptyFolders(join(dir, entry.name), before, true, keep);
  }
  if (!self || keep.has(dir) || info.mtime >= before) return removed;
  const gone = await rmdir(dir).then(
    () => true,
    () => false,
  );
  return removed + (gone ? 1 : 0);
}
