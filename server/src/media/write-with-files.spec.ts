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

  const rows = async () =>
    (await dataSource.query('SELECT file FROM pictures ORDER BY file')).map((r: { file: string }) => r.file);
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
      }),
    ).rejects.toThrow(/ENOTDIR|EEXIST/);
    expect(committed).toBe(false);
    expect(await rows()).toEqual([]);
    expect(filesIn(root)).toEqual([]);
  });

  it('takes the rows back and removes the files when a file cannot be published: the publish happens before the commit', async () => {
    // A folder already holds the second final name, so giving the file that name fails (the first is published by then).
    mkdirSync(join(root, 'products', 'b.webp'), { recursive: true });
    writeFileSync(join(root, 'products', 'b.webp', 'keep'), 'not ours');
    const names = ['products/a.webp', 'products/b.webp'];
    await expect(
      writes.write(ctx, {
        files: names.map((key) => ({ key, body: Buffer.from(key) })),
        commit: insertAll(names),
      }),
    ).rejects.toThrow();
    expect(await rows()).toEqual([]);
    expect(filesIn(root)).toEqual(['products/b.webp/keep']);
  });

  it('keeps an edit whose new files cannot be published exactly as before: the dropped row comes back with its file', async () => {
    await writes.write(ctx, {
      files: [{ key: 'products/old.webp', body: Buffer.from('old') }],
      commit: insertAll(['products/old.webp']),
    });
    mkdirSync(join(root, 'products', 'new.webp'), { recursive: true });
    writeFileSync(join(root, 'products', 'new.webp', 'keep'), 'not ours');
    await expect(
      writes.write(ctx, {
        files: [{ key: 'products/new.webp', body: Buffer.from('new') }],
        commit: async (tx) => {
          await deleteAll(tx, ['products/old.webp']);
          return insertAll(['products/new.webp'])(tx);
        },
        obsolete: () => ['products/old.webp'],
      }),
    ).rejects.toThrow();
    expect(await rows()).toEqual(['products/old.webp']);
    expect(filesIn(root)).toEqual(['products/new.webp/keep', 'products/old.webp']);
  });

  it('removes the published files when the commit itself fails after publishing them, and keeps the dropped ones', async () => {
    await writes.write(ctx, {
      files: [{ key: 'products/old.webp', body: Buffer.from('old') }],
      commit: insertAll(['products/old.webp']),
    });
    // Checked at COMMIT, after the files were published: the database refuses the transaction there.
    await dataSource.query(
      `CREATE FUNCTION refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused at commit'; END $$`,
    );
    await dataSource.query(
      `CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER INSERT ON pictures DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_at_commit()`,
    );
    let published: string[] = [];
    try {
      await expect(
        writes.write(ctx, {
          files: [{ key: 'products/new.webp', body: Buffer.from('new') }],
          commit: async (tx) => {
            await deleteAll(tx, ['products/old.webp']);
            const names = await insertAll(['products/new.webp'])(tx);
            published = filesIn(root);
            return names;
          },
          obsolete: () => ['products/old.webp'],
        }),
      ).rejects.toThrow('refused at commit');
    } finally {
      await dataSource.query('DROP TRIGGER refuse_at_commit ON pictures');
      await dataSource.query('DROP FUNCTION refuse_at_commit()');
    }
    // Still pending while the rows were written; published before the commit was refused, then removed.
    expect(published).toEqual(['.pending/products/new.webp', 'products/old.webp']);
    expect(await rows()).toEqual(['products/old.webp']);
    expect(filesIn(root)).toEqual(['products/old.webp']);
  });

  it('removes the files of rows an edit dropped only once it committed', async () => {
    const store = new LocalImageStore(root);
    const edits = new FileWrites(connection, store, createLogger('silent'));
    await edits.write(ctx, {
      files: [{ key: 'products/old.webp', body: Buffer.from('old') }],
      commit: insertAll(['products/old.webp']),
    });
    let seenByOthers: Promise<string[]> | undefined;
    const remove = store.remove.bind(store);
    jest.spyOn(store, 'remove').mockImplementation((keys: string[]) => {
      // Asked for on another connection as the files go: what it sees is committed.
      seenByOthers = rows();
      return remove(keys);
    });
    await edits.write(ctx, {
      files: [{ key: 'products/new.webp', body: Buffer.from('new') }],
      commit: async (tx) => {
        await deleteAll(tx, ['products/old.webp']);
        return insertAll(['products/new.webp'])(tx);
      },
      obsolete: () => ['products/old.webp'],
    });
    expect(await seenByOthers).toEqual(['products/new.webp']);
    expect(await rows()).toEqual(['products/new.webp']);
    expect(filesIn(root)).toEqual(['products/new.webp']);
  });

  it('keeps the files of committed rows even when work after the commit fails', async () => {
    const names = ['products/a.webp'];
    await expect(
      writes.write(ctx, {
        files: [{ key: names[0], body: Buffer.from('x') }],
        commit: async (tx) => {
          const written = await insertAll(names)(tx);
          void connection.afterCommit(tx, () => {
            throw new Error('a later effect failed');
          });
          return written;
        },
      }),
    ).rejects.toThrow('a later effect failed');
    expect(await rows()).toEqual(names);
    expect(filesIn(root)).toEqual(names);
  });

  it('refuses names that would leave the store folder', async () => {
    await expect(
      writes.write(ctx, {
        files: [{ key: '../escape.webp', body: Buffer.from('x') }],
        commit: insertAll([]),
      }),
    ).rejects.toThrow('outside the store');
    expect(filesIn(root)).toEqual([]);
  });

  it('removes the files after the rows are deleted', async () => {
    const names = ['products/a.webp'];
    await writes.write(ctx, { files: [{ key: names[0], body: Buffer.from('x') }], commit: insertAll(names) });
    await writes.remove(ctx, names, (tx) => deleteAll(tx, names));
    expect(await rows()).toEqual([]);
    expect(filesIn(root)).toEqual([]);
  });

  it('refuses to join an open transaction, whose commit would come after its files were published', async () => {
    await expect(
      connection.withTransaction(ctx, (tx) =>
        writes.write(tx, {
          files: [{ key: 'products/a.webp', body: Buffer.from('x') }],
          commit: insertAll(['products/a.webp']),
        }),
      ),
    ).rejects.toThrow('cannot join an open one');
    expect(await rows()).toEqual([]);
    expect(filesIn(root)).toEqual([]);
  });
});
