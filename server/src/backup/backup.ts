import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { type AppConfig, repoRoot } from '../config/app-config';
import { backupFromRunningShop, runningShopUrl, startEmbeddedPostgres } from '../database/embedded-postgres';
import { createImageStore } from '../media/media.module';
import { type ImageStore, LocalImageStore } from '../media/image-store';
import { S3ImageStore } from '../media/s3-image-store';
import { ArchiveWriter, DATABASE_ENTRY, JWT_SECRET_ENTRY, type Manifest, PICTURES } from './archive';
import { archiveKey, SIGNATURE } from './signature';
import {
  clientQuery,
  type DatabaseFacts,
  factQueries,
  factsOf,
  type PictureReferences,
  readFacts,
  runTool,
  tables,
  type Unread,
} from './database-parts';

export interface Progress {
  /** A step begins (`total` known for counted ones). */
  step(name: string, total?: number): void;
  /** One more of the step's things done. */
  tick(amount?: number): void;
  note(message: string): void;
}

export const silentProgress: Progress = { step: () => {}, tick: () => {}, note: () => {} };

/** The database part of a backup, consistent to one moment, with what was read from that same moment. */
interface DatabaseSnapshot extends DatabaseFacts {
  kind: Manifest['database']['kind'];
  file: string;
}

export class BackupError extends Error {}

/** PostgreSQL: pg_dump and the counts read in one exported snapshot (one moment for both). */
async function postgresSnapshot(url: string, folder: string): Promise<DatabaseSnapshot> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query<Unread>('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const file = join(folder, 'postgres.dump');
    await runTool('pg_dump', [
      '--format=custom',
      `--snapshot=${rows[0].snapshot}`,
      `--file=${file}`,
      `--dbname=${url}`,
    ]);
    const snapshot = { kind: 'postgres' as const, file, ...(await readFacts(clientQuery(client))) };
    await client.query<Unread>('COMMIT');
    return snapshot;
  } finally {
    await client.end();
  }
}

/** The shop's table names, over a connection of its own (they change only with a migration, at a start). */
async function tableNames(url: string): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await tables(clientQuery(client));
  } finally {
    await client.end();
  }
}

/**
 * The embedded database: from the running shop over its backup socket (between two of its requests), or,
 * when no shop runs on the folder, opened here; the facts are read in the same moment as the copy.
 */
async function embeddedSnapshot(
  dataDir: string,
  folder: string,
  progress: Progress,
): Promise<DatabaseSnapshot> {
  const pgliteDir = join(dataDir, 'pglite');
  if (!existsSync(join(pgliteDir, 'PG_VERSION')))
    throw new BackupError(
      `There is no embedded database in ${pgliteDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL)`,
    );
  const running = runningShopUrl(pgliteDir);
  const embedded = running ? undefined : await startEmbeddedPostgres(pgliteDir);
  try {
    const names = await tableNames(running ?? embedded!.url);
    const queries = factQueries(names);
    const answer = embedded
      ? await embedded.backup(queries)
      : await backupFromRunningShop(pgliteDir, queries);
    if (!answer)
      throw new BackupError(`The shop running on ${pgliteDir} stopped during the backup: try again`);
    if (running) progress.note('Copied the database from the running shop');
    const file = join(folder, 'pglite.tar.gz');
    writeFileSync(file, answer.dump);
    return { kind: 'pglite', file, ...factsOf(names, answer.results) };
  } finally {
    await embedded?.close();
  }
}

/** A variant's file name: the picture's name, then its width and format (media/image-sweep.ts). */
const VARIANT = /^(.+)-\d+(?:sq)?\.[a-z0-9]+$/;

/** The published files the snapshot's rows point at; and the pictures they point at that have no file. */
async function picturesOf(
  store: ImageStore,
  references: PictureReferences,
): Promise<{ keys: string[]; missing: string[] }> {
  const products = new Set(references.productPictures);
  const found = new Set<string>();
  const keys: string[] = [];
  for await (const file of store.list()) {
    if (file.pending) continue;
    const picture = VARIANT.exec(file.key)?.[1];
    if (!picture) continue;
    const base = picture.slice(picture.lastIndexOf('/') + 1);
    // A background is named by its file in a publication's image or Markdown (publications/background-pictures.service.ts).
    const used =
      products.has(picture) ||
      (picture.startsWith('backgrounds/') && references.publicationTexts.some((text) => text.includes(base)));
    if (!used) continue;
    keys.push(file.key);
    found.add(picture);
  }
  const missing = [...products].filter((picture) => !found.has(picture));
  // A publication's own stored background that is gone.
  for (const text of references.publicationTexts) {
    const key = /^\/uploads\/(backgrounds\/[^\s?#]+)$/.exec(text)?.[1];
    if (key && !keys.includes(key)) missing.push(key);
  }
  return { keys: keys.sort(), missing };
}

/** Copies one picture into the staging folder (kept across attempts: a key's file never changes); false when it is gone. */
async function stage(store: ImageStore, config: AppConfig, key: string, path: string): Promise<boolean> {
  if (existsSync(path)) return true;
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.partial`;
  if (store instanceof S3ImageStore) {
    const read = await store.read(key, {});
    if (read.status !== 200 || !('body' in read) || !read.body) return false;
    await pipeline(read.body, createWriteStream(partial));
  } else if (store instanceof LocalImageStore) {
    try {
      writeFileSync(partial, readFileSync(join(config.uploadDir, ...key.split('/'))));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }
  renameSync(partial, path);
  return true;
}

export interface BackupSummary {
  file: string;
  manifest: Manifest;
  /** The setting whose key signed the manifest; undefined: the archive is unsigned (no key). */
  signedWith?: 'BACKUP_KEY' | 'JWT_SECRET';
}

const ATTEMPTS = 5;

function shopVersion(): string {
  try {
    return (
      (JSON.parse(readFileSync(join(repoRoot(), 'package.json'), 'utf8')) as { version?: string }).version ??
      'unknown'
    );
  } catch {
    return 'unknown';
  }
}

/**
 * Writes one archive of the shop while it runs: the database at one moment, every picture its rows point
 * at, the JWT secret the shop generated (when it did), and the manifest, signed with the backup key
 * (BACKUP_KEY, else JWT_SECRET; without either the archive is unsigned, and said to be). A picture deleted by a write
 * after that moment (its row is in the copy, its file gone) makes the copy start again from a new moment;
 * the pictures copied already are kept, as a key's file never changes.
 */
export async function takeBackup(
  config: AppConfig,
  out: string,
  progress: Progress = silentProgress,
): Promise<BackupSummary> {
  const key = archiveKey(config);
  if (!key) {
    progress.note(
      `WARNING: neither BACKUP_KEY nor JWT_SECRET is set, so this archive's manifest will not be signed (no ${SIGNATURE}): a restore refuses it unless given --unsigned. Set BACKUP_KEY (32 bytes or more, kept outside the archive) to sign backups.`,
    );
  }
  const work = mkdtempSync(join(tmpdir(), 'soutache-backup-'));
  const store = createImageStore(config);
  try {
    let snapshot: DatabaseSnapshot | undefined;
    let keys: string[] = [];
    for (let attempt = 1; ; attempt += 1) {
      progress.step(
        attempt === 1
          ? 'Copying the database'
          : `Copying the database again (attempt ${attempt}: pictures were deleted meanwhile)`,
      );
      snapshot = config.databaseUrl
        ? await postgresSnapshot(config.databaseUrl, work)
        : await embeddedSnapshot(config.dataDir, work, progress);
      const pictures = await picturesOf(store, snapshot);
      progress.step('Copying the pictures', pictures.keys.length);
      const gone = [...pictures.missing];
      for (const key of pictures.keys) {
        if (!(await stage(store, config, key, join(work, 'pictures', ...key.split('/'))))) gone.push(key);
        progress.tick();
      }
      keys = pictures.keys;
      if (gone.length === 0) break;
      if (attempt === ATTEMPTS) {
        throw new BackupError(
          `Pictures the database points at are missing from the image store: ${gone.slice(0, 5).join(', ')}${gone.length > 5 ? ` and ${gone.length - 5} more` : ''}`,
        );
      }
    }
    progress.step('Writing the archive', keys.length + 1);
    mkdirSync(dirname(out), { recursive: true });
    const partial = `${out}.partial`;
    const archive = new ArchiveWriter(partial);
    try {
      const databaseEntry = DATABASE_ENTRY[snapshot.kind];
      await archive.addFile(databaseEntry, snapshot.file);
      progress.tick();
      let bytes = 0;
      for (const key of keys) {
        await archive.addFile(`${PICTURES}${key}`, join(work, 'pictures', ...key.split('/')));
        bytes += archive.entries[`${PICTURES}${key}`].bytes;
        progress.tick();
      }
      // The secret the shop made itself (no JWT_SECRET): without it every session ends after a restore.
      const secretFile = join(config.dataDir, 'jwt-secret');
      if (existsSync(secretFile)) await archive.addBuffer(JWT_SECRET_ENTRY, readFileSync(secretFile));
      const manifest: Manifest = {
        format: 1,
        shopVersion: shopVersion(),
        createdAt: new Date().toISOString(),
        database: { kind: snapshot.kind, entry: databaseEntry },
        lastMigration: snapshot.lastMigration,
        rows: snapshot.rows,
        pictures: { files: keys.length, bytes },
        entries: archive.entries,
      };
      await archive.finish(manifest, key);
      renameSync(partial, out);
      return { file: out, manifest, signedWith: key?.setting };
    } catch (error) {
      await archive.abort();
      rmSync(partial, { force: true });
      throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
