import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Content ready to store: already decoded, checked and re-encoded by the caller. */
export type FileContent = Buffer | Readable;

/**
 * Where files live (the uploads folder now, an S3-compatible store later). Names are relative,
 * made by the server (e.g. `products/<uuid>.webp`), never a client's file name.
 */
export interface FileStore {
  /** Writes the content under a temporary name beside `name`; a failed write leaves nothing. */
  writeTemporary(name: string, content: FileContent): Promise<string>;
  /** Gives a temporary file its final name (readers see whole files only). */
  publish(temporary: string, name: string): Promise<void>;
  /** Removes a file; a missing one is not an error. */
  remove(name: string): Promise<void>;
}

const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async writeTemporary(name: string, content: FileContent): Promise<string> {
    this.path(name);
    const temporary = join(dirname(name), `.tmp-${randomUUID()}`);
    const path = this.path(temporary);
    await mkdir(dirname(path), { recursive: true });
    try {
      await pipeline(Buffer.isBuffer(content) ? Readable.from([content]) : content, createWriteStream(path, { flags: 'wx' }));
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    return temporary;
  }

  async publish(temporary: string, name: string): Promise<void> {
    await rename(this.path(temporary), this.path(name));
  }

  async remove(name: string): Promise<void> {
    await rm(this.path(name), { force: true });
  }

  /** Inside the root only: relative segments of plain characters, no `.` or `..`. */
  private path(name: string): string {
    const segments = name.split('/');
    if (segments.some((s) => s === '.' || s === '..' || !SAFE_SEGMENT.test(s))) throw new Error(`Unsafe file name: ${name}`);
    return join(this.root, ...segments);
  }
}
