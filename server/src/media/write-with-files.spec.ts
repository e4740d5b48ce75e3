import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { type RequestContext, systemContext } from '../common/context/request-context';
import { createLogger } from '../common/logging/logger';
import { createScratchDatabase, ScratchDatabase } from '../database/scratch-database';
import { TransactionalConnection } from '../database/transactional-connection';
import { LocalImageStore } from './image-store';
import { FileWrites } from './write-with-files';

/** Every file under `dir`, pending ones included, as paths relative to it. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

describe('writing rows with their files (real database: DATABASE_URL or PGlite)', () => {
  let database: ScratchDatabase;
  let dataSource: DataSource;
  let root: string;
  let writes: FileWrites;
  let connection: TransactionalConnection;
  const ctx = systemContext('media-test');

  beforeAll(async () => {
    database = await createScratchDatabase(process.env.DATABASE_URL, 'soutache_media');
    dataSource = await new DataSource({ type: 'postgres', url: database.url }).initialize();
    await dataSource.query('CREATE TABLE pictures (id serial PRIMARY KEY, file text NOT NULL UNIQUE)');
    connection = new TransactionalConnection(dataSource);
  });
  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });
  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'soutache-media-'));
    writes = new FileWrites(connection, new LocalImageStore(root), createLogger('silent'));
    await dataSource.query('TRUNCATE pictures');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const rows = async () => (await dataSource.query('SELECT file FROM pictures ORDER BY file')).map((r: { file: string }) => r.file);
  const insertAll = (names: string[]) => async (tx: RequestContext) => {
    for (const name of names) await connection.query(tx, 'INSERT INTO pictures (file) VALUES ($1)', [name]);
    return names;
  };
  const deleteAll = async (tx: RequestContext, names: string[]) => {
    await connection.query(tx, 'DELETE FROM pictures WHERE file = ANY($1)', [names]);
  };

  it('stores the rows and publishes the files under their final names, leaving no pending file', async () => {
    const names = ['products/a.webp', 'products/b.webp'];
    await writes.write(ctx, {
      files: [
        { key: names[0], body: Buffer.from('first') },
        { key: names[1], body: Buffer.from('second') },
      ],
      commit: insertAll(names),
      undo: deleteAll,
    });
    expect(await rows()).toEqual(names);
    expect(filesIn(root)).toEqual(names);
    expect(readFileSync(join(root, names[1]), 'utf8')).toBe('second');
  });

  it('leaves no file behind when the transaction fails', async () => {
    const names = ['products/a.webp', 'products/b.webp'];
    await dataSource.query(`INSERT INTO pictures (file) VALUES ('products/b.webp')`);
    await expect(
      writes.write(ctx, {
        files: names.map((key) => ({ key, body: Buffer.from(key) })),
        commit: insertAll(names),
        undo: deleteAll,
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await rows()).toEqual(['products/b.webp']);
    expect(filesIn(root)).toEqual([]);
  });

  it('leaves no file and no row behind when a file fails to write, and never opens the transaction', async () => {
    let committed = false;
    await expect(
      writes.write(ctx, {
        files: [
          { key: 'products/a.webp', body: Buffer.from('fine') },
          // Under the first file's name as if it were a folder: writing it fails.
          { key: 'products/a.webp/b.webp', body: Buffer.from('never stored') },
        ],
        commit: async (tx) => {
          committed = true;
          return insertAll(['products/a.webp', 'products/b.webp'])(tx);
        },
        undo: deleteAll,
      }),
    ).rejects.toThrow(/ENOTDIR|EEXIST/);
    expect(committed).toBe(false);
    expect(await rows()).toEqual([]);
    expect(filesIn(root)).toEqual([]);
  });

  it('takes the rows back and removes the files when a file cannot be published', async () => {
    // A folder already holds the second final name, so giving the file that name fails.
    mkdirSync(join(root, 'products', 'b.webp'), { recursive: true });
    writeFileSync(join(root, 'products', 'b.webp', 'keep'), 'not ours');
    const names = ['products/a.webp', 'products/b.webp'];
    await expect(
      writes.write(ctx, {
        files: names.map((key) => ({ key, body: Buffer.from(key) })),
        commit: insertAll(names),
        undo: deleteAll,
      }),
    ).rejects.toThrow();
    expect(await rows()).toEqual([]);
    expect(filesIn(root)).toEqual(['products/b.webp/keep']);
  });

  it('removes the files of rows an edit dropped even when its new files cannot be published (no orphan stays)', async () => {
    await writes.write(ctx, { files: [{ key: 'products/old.webp', body: Buffer.from('old') }], commit: insertAll(['products/old.webp']), undo: deleteAll });
    mkdirSync(join(root, 'products', 'new.webp'), { recursive: true });
    writeFileSync(join(root, 'products', 'new.webp', 'keep'), 'not ours');
    await expect(
      writes.write(ctx, {
        files: [{ key: 'products/new.webp', body: Buffer.from('new') }],
        commit: async (tx) => {
          await deleteAll(tx, ['products/old.webp']);
          return insertAll(['products/new.webp'])(tx);
        },
        undo: deleteAll,
        obsolete: () => ['products/old.webp'],
      }),
    ).rejects.toThrow();
    expect(await rows()).toEqual([]);
    expect(filesIn(root)).toEqual(['products/new.webp/keep']);
  });

  it('refuses names that would leave the store folder', async () => {
    await expect(
      writes.write(ctx, { files: [{ key: '../escape.webp', body: Buffer.from('x') }], commit: insertAll([]), undo: deleteAll }),
    ).rejects.toThrow('outside the store');
    expect(filesIn(root)).toEqual([]);
  });

  it('removes the files after the rows are deleted', async () => {
    const names = ['products/a.webp'];
    await writes.write(ctx, { files: [{ key: names[0], body: Buffer.from('x') }], commit: insertAll(names), undo: deleteAll });
    await writes.remove(ctx, names, (tx) => deleteAll(tx, names));
    expect(await rows()).toEqual([]);
    expect(filesIn(root)).toEqual([]);
  });

  it('refuses to join an open transaction, whose commit would come after its files were published', async () => {
    await expect(
      connection.withTransaction(ctx, (tx) =>
        writes.write(tx, { files: [{ key: 'products/a.webp', body: Buffer.from('x') }], commit: insertAll(['products/a.webp']), undo: deleteAll }),
      ),
    ).rejects.toThrow('cannot join an open one');
    expect(await rows()).toEqual([]);
    expect(filesIn(root)).toEqual([]);
  });
});
