import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { extract, pack, type Pack } from 'tar-stream';
import { type ArchiveKey, SIGNATURE, signManifest } from './signature';

/** The archive's table of contents (`manifest.json`, followed only by its signature): what a restore checks before it writes anything. */
export interface Manifest {
  format: 1;
  /** The shop's version (package.json) that wrote it. */
  shopVersion: string;
  createdAt: string;
  /** `postgres`: pg_dump's custom format; `pglite`: the embedded database's own data folder, gzipped. */
  database: { kind: 'postgres' | 'pglite'; entry: string };
  /** The schema's last migration (TypeORM's name): a shop without it is older than the archive. */
  lastMigration: string;
  /** Rows per table, as the backup saw them. */
  rows: Record<string, number>;
  pictures: { files: number; bytes: number };
  /** Every other entry with its size and SHA-256. */
  entries: Record<string, { bytes: number; sha256: string }>;
}

export const MANIFEST = 'manifest.json';
export const PICTURES = 'pictures/';
export const JWT_SECRET_ENTRY = 'jwt-secret';
/** The database's entry, by the kind of database it was copied from. */
export const DATABASE_ENTRY = {
  postgres: 'database/postgres.dump',
  pglite: 'database/pglite.tar.gz',
} as const;

/** Writes a tar archive entry by entry, noting each one's size and checksum for the manifest. */
export class ArchiveWriter {
  private readonly tar: Pack = pack();
  private readonly done: Promise<void>;
  readonly entries: Manifest['entries'] = {};

  constructor(file: string) {
    this.done = pipeline(this.tar, createWriteStream(file, { mode: 0o600 }));
  }

  async addFile(name: string, path: string): Promise<void> {
    const { size } = await stat(path);
    const hash = createHash('sha256');
    await new Promise<void>((resolve, reject) => {
      const entry = this.tar.entry({ name, size, mode: 0o600 }, (error) =>
        error ? reject(error) : resolve(),
      );
      const source = createReadStream(path);
      source.on('data', (chunk) => hash.update(chunk));
      source.once('error', reject);
      source.pipe(entry);
    });
    this.entries[name] = { bytes: size, sha256: hash.digest('hex') };
  }

  addBuffer(name: string, body: Buffer): Promise<void> {
    this.entries[name] = { bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') };
    return this.addEntry(name, body);
  }

  /** The manifest, then its signature (`manifest.sig`) when there is a key; an archive without a key is unsigned. */
  async finish(manifest: Manifest, key: ArchiveKey | undefined): Promise<void> {
    const body = Buffer.from(JSON.stringify(manifest, null, 2));
    await this.addEntry(MANIFEST, body);
    if (key) await this.addEntry(SIGNATURE, signManifest(body, key));
    this.tar.finalize();
    await this.done;
  }

  private addEntry(name: string, body: Buffer): Promise<void> {
    return new Promise<void>((resolve, reject) =>
      this.tar.entry({ name, mode: 0o600 }, body, (error) => (error ? reject(error) : resolve())),
    );
  }

  async abort(): Promise<void> {
    this.tar.destroy();
    await this.done.catch(() => undefined);
  }
}

export class ArchiveError extends Error {}

/** An entry's name as a relative path that stays inside the folder it is unpacked to. */
function safePath(root: string, name: string): string {
  const path = normalize(join(root, name));
  if (!path.startsWith(root + sep) || name.includes('\0'))
    throw new ArchiveError(`The archive holds an entry outside its folder: ${name}`);
  return path;
}

/** Checks manifest.json's bytes against manifest.sig's (undefined: none), before the manifest is read; throws to refuse. */
export type ManifestCheck = (manifest: Buffer, signature: Buffer | undefined) => void;

/**
 * Unpacks an archive into `folder` and checks it: the manifest is there and passes `checkManifest` (its
 * signature), every entry it names is there with its size and SHA-256, and nothing else is. `onEntry`
 * hears each entry's size (progress).
 */
export async function unpack(
  file: string,
  folder: string,
  checkManifest: ManifestCheck,
  onEntry: (bytes: number) => void = () => {},
): Promise<Manifest> {
  const found: Record<string, { bytes: number; sha256: string }> = {};
  let manifestBytes: Buffer | undefined;
  let signature: Buffer | undefined;
  const tar = extract();
  // Its failure (a cut archive) is read once the entries are: never left unhandled.
  let readFailure: unknown;
  const reading = pipeline(createReadStream(file), tar).catch((error: unknown) => {
    readFailure = error;
  });
  try {
    for await (const entry of tar as AsyncIterable<
      Readable & { header: { name: string; type?: string | null } }
    >) {
      const { name, type } = entry.header;
      if (type !== 'file') {
        entry.resume();
        continue;
      }
      if (name === MANIFEST || name === SIGNATURE) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        if (name === MANIFEST) manifestBytes = Buffer.concat(chunks);
        else signature = Buffer.concat(chunks);
        continue;
      }
      const path = safePath(folder, name);
      mkdirSync(dirname(path), { recursive: true });
      const hash = createHash('sha256');
      let bytes = 0;
      entry.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        bytes += chunk.length;
      });
      await pipeline(entry, createWriteStream(path, { mode: 0o600 }));
      found[name] = { bytes, sha256: hash.digest('hex') };
      onEntry(bytes);
    }
    await reading;
    if (readFailure) throw readFailure;
  } catch (error) {
    await reading;
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(
      `The archive cannot be read (${(error as Error).message}): is it a whole backup written by npm run backup?`,
    );
  }
  if (manifestBytes === undefined)
    throw new ArchiveError(
      'The archive has no manifest.json: it is not a whole backup written by npm run backup',
    );
  checkManifest(manifestBytes, signature);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest;
  } catch {
    throw new ArchiveError("The archive's manifest.json is not readable JSON");
  }
  if (manifest.format !== 1 || !manifest.entries || !manifest.database)
    throw new ArchiveError(`The archive's manifest is of an unknown format (${String(manifest.format)})`);
  const problems: string[] = [];
  for (const [name, expected] of Object.entries(manifest.entries)) {
    const actual = found[name];
    if (!actual) problems.push(`${name} is missing`);
    else if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256)
      problems.push(`${name} does not match its checksum`);
  }
  for (const name of Object.keys(found))
    if (!manifest.entries[name]) problems.push(`${name} is not in the manifest`);
  if (problems.length) {
    const shown =
      problems.slice(0, 5).join('; ') + (problems.length > 5 ? `; and ${problems.length - 5} more` : '');
    throw new ArchiveError(`The archive is damaged: ${shown}`);
  }
  return manifest;
}
