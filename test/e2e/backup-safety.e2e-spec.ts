import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { DATABASE_ENTRY, type Manifest, MANIFEST } from '../../server/src/backup/archive';
import { takeBackup } from '../../server/src/backup/backup';
import { restoreBackup } from '../../server/src/backup/restore';
import { SIGNATURE } from '../../server/src/backup/signature';
import { embeddedInUse } from '../../server/src/database/embedded-postgres';
import {
  CLI,
  command,
  entriesOf,
  everyRow,
  listing,
  place,
  POSTGRES,
  productWithPhoto,
  rewrite,
  shopOn,
  tarOf,
  useEmbeddedTemplate,
} from './backup-places';

// What a backup writes into the shop it copies, and what a restore writes before it knows the archive is whole.
jest.setTimeout(600_000);
useEmbeddedTemplate();

const DATABASES = POSTGRES ? (['embedded', 'postgres'] as const) : (['embedded'] as const);

describe('backups and restores that write only where they should', () => {
  const work = mkdtempSync(join(tmpdir(), 'soutache-archives-'));
  const cleanup: (() => Promise<unknown>)[] = [];
  let archive: string;
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  });
  const keep = <T extends { close(): Promise<unknown> }>(thing: T): T => {
    cleanup.push(() => thing.close());
    return thing;
  };
  beforeAll(async () => {
    // scripts/test-server.mjs builds the server once before both database passes.
    if (!existsSync(CLI)) throw new Error('Build the server first: npm run build -w server');
    // A backup of a running embedded shop with a product and its pictures, to change and restore.
    const source = keep(await place('embedded'));
    await productWithPhoto(keep(await shopOn(source)), 'Spinka');
    archive = join(work, 'shop.tar');
    await takeBackup(source.config, archive);
  });

  it.each(DATABASES)(
    'takes a backup without JWT_SECRET (%s) and writes nothing into the shop it copies',
    async (database) => {
      const source = keep(await place(database));
      const shop = keep(await shopOn(source));
      await productWithPhoto(shop, 'Broszka');
      const before = listing(source.config.dataDir).filter((path) => !path.startsWith('pglite'));
      const out = join(work, `no-secret-${database}.tar`);
      const run = await command(source, ['backup', '--out', out]);
      expect([run.status, run.stderr]).toEqual([0, expect.any(String)]);
      // PGlite's own files change as the shop runs; everything else of the shop stays as it was.
      expect(listing(source.config.dataDir).filter((path) => !path.startsWith('pglite'))).toEqual(before);
      expect(existsSync(join(source.config.dataDir, 'jwt-secret'))).toBe(false);
      const entries = await entriesOf(createReadStream(out));
      const manifest = JSON.parse(entries.find(([name]) => name === MANIFEST)![1].toString()) as Manifest;
      expect(Object.keys(manifest.entries)).not.toContain('jwt-secret');
      // Signed with the place's BACKUP_KEY: the manifest, then its signature, last.
      expect(entries.slice(-2).map(([name]) => name)).toEqual([MANIFEST, SIGNATURE]);
    },
  );

  it('leaves the running shop’s lock out of a backup, and out of a restore of an older archive that carries one', async () => {
    const lockOf = (entries: [string, ...unknown[]][]) =>
      entries.filter(([name]) => name.replace(/^\/+/, '') === 'shop.lock');
    const database = (await entriesOf(createReadStream(archive))).find(
      ([name]) => name === DATABASE_ENTRY.pglite,
    )![1];
    const copied = await entriesOf(Readable.from([gunzipSync(database)]));
    expect(copied.length).toBeGreaterThan(100);
    expect(lockOf(copied)).toEqual([]);

    // An archive from before: its lock names a process that runs (here one that lives through the test).
    const holder: ChildProcess = spawn('sleep', ['120']);
    cleanup.push(async () => holder.kill('SIGKILL'));
    await once(holder, 'spawn');
    const stat = readFileSync(`/proc/${holder.pid}/stat`, 'utf8');
    const lock = JSON.stringify({
      pid: holder.pid,
      started: stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19],
    });
    const withLock = await tarOf([...copied, ['/shop.lock', Buffer.from(lock)]]);
    const olderArchive = await rewrite(archive, join(work, 'older.tar'), (entries) =>
      entries.set(DATABASE_ENTRY.pglite, gzipSync(withLock)),
    );
    const target = keep(await place('embedded', undefined, false));
    await restoreBackup(target.config, olderArchive);
    const folder = join(target.config.dataDir, 'pglite');
    expect(existsSync(join(folder, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(folder, 'shop.lock'))).toBe(false);
    expect(embeddedInUse(folder)).toBeUndefined();
  });

  /** Archives that are whole by their checksums, each wrong in one way a restore must notice before it writes. */
  const BAD: [string, (entries: Map<string, Buffer>, manifest: Manifest) => void, RegExp][] = [
    [
      'a picture under a key no store accepts',
      (entries, manifest) => {
        entries.set('pictures/products/Not a key!.webp', Buffer.from('x'));
        manifest.pictures.files += 1;
      },
      /neither the database nor a picture: pictures\/products\/Not a key!\.webp/,
    ],
    [
      'a database entry that names another entry',
      (_entries, manifest) =>
        (manifest.database.entry = [...Object.keys(manifest.entries)].find((name) =>
          name.startsWith('pictures/'),
        )!),
      /database entry is not/,
    ],
    [
      'a database of another kind than it says',
      (_entries, manifest) => (manifest.database.kind = 'postgres'),
      /database entry is not database\/postgres\.dump/,
    ],
    [
      'a database entry that is no database',
      (entries) => entries.set(DATABASE_ENTRY.pglite, Buffer.from('not a database')),
      /is not a gzipped copy/,
    ],
  ];

  it.each(DATABASES)(
    'refuses a bad archive before writing anything (%s): an empty shop stays empty, and a shop restored over with --force keeps what it held',
    async (database) => {
      const bad = await Promise.all(
        BAD.map(([, change], index) => rewrite(archive, join(work, `bad-${database}-${index}.tar`), change)),
      );
      const target = keep(await place(database, undefined, false));
      const tables = async () =>
        (
          await target.sql<{ n: string }>(`SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'`)
        )[0].n;
      for (const [index, [what, , message]] of BAD.entries()) {
        const run = await command(target, ['restore', bad[index]]);
        expect([what, run.status, run.stderr]).toEqual([what, 1, expect.stringMatching(message)]);
        expect([what, listing(target.config.dataDir)]).toEqual([what, []]);
        if (database === 'postgres') expect([what, await tables()]).toEqual([what, '0']);
      }

      const restored = await command(target, ['restore', archive]);
      expect([restored.status, restored.stderr]).toEqual([0, expect.any(String)]);
      if (database === 'embedded') await target.open();
      const held = await everyRow(target);
      const files = listing(target.config.dataDir).filter((path) => !path.startsWith('pglite'));
      if (database === 'embedded') await target.shut();
      for (const [index, [what, , message]] of BAD.entries()) {
        const run = await command(target, ['restore', bad[index], '--force']);
        expect([what, run.status, run.stderr]).toEqual([what, 1, expect.stringMatching(message)]);
      }
      if (database === 'embedded') await target.open();
      expect(await everyRow(target)).toEqual(held);
      expect(listing(target.config.dataDir).filter((path) => !path.startsWith('pglite'))).toEqual(files);
    },
  );
});
