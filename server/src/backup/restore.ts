import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { migrations } from '../database/migrations';
import { createImageStore } from '../media/media.module';
import { type ImageStore, isImageKey } from '../media/image-store';
import { DATABASE_ENTRY, JWT_SECRET_ENTRY, type Manifest, PICTURES, unpack } from './archive';
import { type Progress, silentProgress } from './backup';
import { restoreIntoPglite, restoreIntoPostgres } from './load-database';
import { RestoreError } from './restore-error';
import { archiveKey, signatureProblem } from './signature';

export { RestoreError };

export interface RestoreSummary {
  manifest: Manifest;
  /** Where the database went: `PostgreSQL (DATABASE_URL)` or the embedded folder. */
  database: string;
  rows: Record<string, number>;
  pictures: number;
  /** `verified`, or why the signature was not (restored anyway: `unsigned`). */
  signature: string;
}

export interface RestoreOptions {
  /** Replace a database and pictures that are there. */
  force?: boolean;
  /** Restore an archive whose manifest is not signed by this shop's backup key (unsigned, another key, no key). */
  unsigned?: boolean;
}

/** How each kind of database entry begins: pg_dump's custom format, and gzip. */
const DATABASE_MAGIC = { postgres: Buffer.from('PGDMP'), pglite: Buffer.from([0x1f, 0x8b]) } as const;

function firstBytes(path: string, count: number): Buffer {
  const bytes = Buffer.alloc(count);
  const fd = openSync(path, 'r');
  try {
    return bytes.subarray(0, readSync(fd, bytes, 0, count, 0));
  } finally {
    closeSync(fd);
  }
}

/**
 * Everything about an unpacked archive that a restore relies on, checked before anything is written: the
 * schema is one this shop knows, the database entry is the one its kind names and is of that kind, every
 * other entry is a picture under a key the stores accept or the secret, and the counts are counts.
 * Returns the picture keys.
 */
function checkArchive(manifest: Manifest, work: string): string[] {
  if (!migrations.some((migration) => migration.name === manifest.lastMigration)) {
    throw new RestoreError(
      `The archive comes from a newer shop (version ${manifest.shopVersion}, schema ${manifest.lastMigration}): update this shop, then restore`,
    );
  }
  const { kind, entry } = manifest.database;
  if (kind !== 'postgres' && kind !== 'pglite')
    throw new RestoreError(`The archive's database is of an unknown kind (${String(kind)})`);
  if (entry !== DATABASE_ENTRY[kind] || !manifest.entries[entry])
    throw new RestoreError(
      `The archive's database entry is not ${DATABASE_ENTRY[kind]}: it was not written by npm run backup`,
    );
  const magic = DATABASE_MAGIC[kind];
  if (!firstBytes(join(work, entry), magic.length).equals(magic))
    throw new RestoreError(
      `The archive's ${entry} is not ${kind === 'postgres' ? 'a pg_dump archive' : 'a gzipped copy of an embedded database'}`,
    );
  const pictureKeys: string[] = [];
  const strangers: string[] = [];
  for (const name of Object.keys(manifest.entries)) {
    if (name === entry || name === JWT_SECRET_ENTRY) continue;
    const key = name.startsWith(PICTURES) ? name.slice(PICTURES.length) : undefined;
    if (key !== undefined && isImageKey(key)) pictureKeys.push(key);
    else strangers.push(name);
  }
  if (strangers.length) {
    throw new RestoreError(
      `The archive holds entries that are neither the database nor a picture: ${strangers.slice(0, 5).join(', ')}${strangers.length > 5 ? ` and ${strangers.length - 5} more` : ''}`,
    );
  }
  if (manifest.pictures?.files !== pictureKeys.length)
    throw new RestoreError(
      `The archive's manifest counts ${String(manifest.pictures?.files)} pictures, and it holds ${pictureKeys.length}`,
    );
  const counts = Object.values(manifest.rows ?? {});
  if (!manifest.rows || counts.some((count) => !Number.isSafeInteger(count) || count < 0))
    throw new RestoreError("The archive's manifest has no row counts, or counts that are not counts");
  return pictureKeys;
}

async function storeIsEmpty(store: ImageStore): Promise<boolean> {
  for await (const file of store.list()) if (!file.pending) return false;
  return true;
}

/**
 * Puts an archive written by takeBackup into an empty shop (or, with `force`, over one), whichever
 * database and picture store this shop is configured with: the manifest's signature (this shop's backup
 * key) and every entry's checksum are checked first, an archive of a newer schema is refused, and the
 * rows restored are counted against the manifest. `unsigned` restores an archive the key does not
 * verify, and says so.
 */
export async function restoreBackup(
  config: AppConfig,
  file: string,
  options: RestoreOptions = {},
  progress: Progress = silentProgress,
): Promise<RestoreSummary> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new RestoreError(`No archive at ${file}`);
  const work = mkdtempSync(join(tmpdir(), 'soutache-restore-'));
  try {
    progress.step('Checking the archive', statSync(file).size);
    const key = archiveKey(config);
    let signature = 'verified';
    const checkSignature = (manifest: Buffer, signed: Buffer | undefined) => {
      const problem = signatureProblem(manifest, signed, key);
      if (!problem) return;
      if (!options.unsigned)
        throw new RestoreError(
          `${problem}. Nothing was restored; restore it only if you trust where it comes from, with --unsigned`,
        );
      signature = `not verified, restored because of --unsigned: ${problem}`;
      progress.note(`WARNING: restoring WITHOUT A VALID SIGNATURE (--unsigned). ${problem}`);
    };
    const manifest = await unpack(file, work, checkSignature, (bytes) => progress.tick(bytes));
    const pictureKeys = checkArchive(manifest, work);
    const store = createImageStore(config);
    if (!options.force && pictureKeys.length > 0 && !(await storeIsEmpty(store))) {
      throw new RestoreError(
        `The picture store (${config.s3 ? `bucket ${config.s3.bucket}` : config.uploadDir}) is not empty: restore into an empty one, or add --force`,
      );
    }
    const rows = config.databaseUrl
      ? await restoreIntoPostgres(config.databaseUrl, manifest, work, Boolean(options.force), progress)
      : await restoreIntoPglite(config.dataDir, manifest, work, Boolean(options.force), progress);
    progress.step('Restoring the pictures', pictureKeys.length);
    for (const key of pictureKeys) {
      await store.putPending(key, readFileSync(join(work, PICTURES, ...key.split('/'))));
      await store.publish([key]);
      progress.tick();
    }
    if (manifest.entries[JWT_SECRET_ENTRY]) {
      mkdirSync(config.dataDir, { recursive: true });
      writeFileSync(join(config.dataDir, 'jwt-secret'), readFileSync(join(work, JWT_SECRET_ENTRY)), {
        mode: 0o600,
      });
    }
    const different = Object.entries(manifest.rows).filter(([table, count]) => rows[table] !== count);
    if (different.length) {
      throw new RestoreError(
        `The restored database differs from the archive: ${different.map(([table, count]) => `${table} has ${rows[table] ?? 0} rows, not ${count}`).join('; ')}`,
      );
    }
    return {
      manifest,
      database: config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : join(config.dataDir, 'pglite'),
      rows,
      pictures: pictureKeys.length,
      signature,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
