import { DataSource } from 'typeorm';
import { startS3Server, type TestS3Server } from '../../../test/support/s3-server';
import { type RequestContext, systemContext } from '../common/context/request-context';
import { createLogger } from '../common/logging/logger';
import { loadConfig } from '../config/app-config';
import { createScratchDatabase, ScratchDatabase } from '../database/scratch-database';
import { TransactionalConnection } from '../database/transactional-connection';
import { S3ImageStore } from './s3-image-store';
import { FileWrites } from './write-with-files';

const streamText = async (body: AsyncIterable<Buffer> | undefined) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body ?? []) chunks.push(chunk);
  return Buffer.concat(chunks).toString();
};

describe('pictures in an S3 bucket (a real S3-protocol server; DATABASE_URL or PGlite)', () => {
  let s3: TestS3Server;
  let store: S3ImageStore;
  let database: ScratchDatabase;
  let dataSource: DataSource;
  let connection: TransactionalConnection;
  let writes: FileWrites;
  const ctx = systemContext('s3-test');

  beforeAll(async () => {
    s3 = await startS3Server();
    database = await createScratchDatabase(process.env.DATABASE_URL, 'soutache_s3');
    dataSource = await new DataSource({ type: 'postgres', url: database.url }).initialize();
    await dataSource.query('CREATE TABLE pictures (id serial PRIMARY KEY, file text NOT NULL UNIQUE)');
    connection = new TransactionalConnection(dataSource);
  });
  afterAll(async () => {
    store?.onApplicationShutdown();
    await dataSource.destroy();
    await database.drop();
    await s3.close();
  });
  beforeEach(async () => {
    store?.onApplicationShutdown();
    store = new S3ImageStore(
      loadConfig({ ...s3.env, DATA_DIR: '/tmp/soutache-s3-unused', JWT_SECRET: 'x'.repeat(32) }).s3!,
    );
    await store.remove((await objects()).map((o) => o.replace(/^\.pending\//, '')));
    writes = new FileWrites(connection, store, createLogger('silent'));
    await dataSource.query('TRUNCATE pictures');
  });

  /** Every object in the bucket, pending ones under `.pending/`. */
  const objects = async () => {
    const keys: string[] = [];
    for await (const file of store.list()) keys.push(file.pending ? `.pending/${file.key}` : file.key);
    return keys.sort();
  };
  const rows = async () =>
    (await dataSource.query('SELECT file FROM pictures ORDER BY file')).map((r: { file: string }) => r.file);
  const insertAll = (names: string[]) => async (tx: RequestContext) => {
    for (const name of names) await connection.query(tx, 'INSERT INTO pictures (file) VALUES ($1)', [name]);
    return names;
  };

  it('stores the rows and publishes the objects under their keys, leaving none pending', async () => {
    const names = ['products/a-320.webp', 'products/a-320.avif'];
    await writes.write(ctx, {
      files: names.map((key) => ({ key, body: Buffer.from(`bytes of ${key}`) })),
      commit: insertAll(names),
    });
    expect(await rows()).toEqual([...names].sort());
    expect(await objects()).toEqual([...names].sort());
    const read = await store.read('products/a-320.webp', {});
    expect(read).toMatchObject({
      status: 200,
      headers: { 'Content-Type': 'image/webp', ETag: expect.stringMatching(/^"/), 'Content-Length': '28' },
    });
    expect(await streamText(read.status === 200 ? (read.body as AsyncIterable<Buffer>) : undefined)).toBe(
      'bytes of products/a-320.webp',
    );
  });

  it('answers a range, a not-modified and a missing object as the bucket decides', async () => {
    await writes.write(ctx, {
      files: [{ key: 'products/r-320.webp', body: Buffer.from('0123456789') }],
      commit: insertAll(['products/r-320.webp']),
    });
    const whole = await store.read('products/r-320.webp', {});
    const etag = whole.status === 200 ? whole.headers.ETag : '';
    if (whole.status === 200) whole.body?.destroy();
    const part = await store.read('products/r-320.webp', { range: 'bytes=2-4' });
    expect(part).toMatchObject({
      status: 206,
      headers: { 'Content-Range': 'bytes 2-4/10', 'Content-Length': '3' },
    });
    expect(await streamText(part.status === 206 ? (part.body as AsyncIterable<Buffer>) : undefined)).toBe(
      '234',
    );
    expect(await store.read('products/r-320.webp', { ifNoneMatch: etag })).toEqual({
      status: 304,
      headers: { ETag: etag },
    });
    expect(await store.read('products/none-320.webp', {})).toEqual({ status: 404 });
    // Pending objects and keys that could not be the store's are never read.
    await store.putPending('products/p-320.webp', Buffer.from('pending'));
    expect(await store.read('.pending/products/p-320.webp', {})).toEqual({ status: 404 });
    expect(await store.read('../other-bucket/x.webp', {})).toEqual({ status: 404 });
  });

  it('leaves no object behind when the transaction fails', async () => {
    await dataSource.query(`INSERT INTO pictures (file) VALUES ('products/b-320.webp')`);
    const names = ['products/a-320.webp', 'products/b-320.webp'];
    await expect(
      writes.write(ctx, {
        files: names.map((key) => ({ key, body: Buffer.from(key) })),
        commit: insertAll(names),
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await rows()).toEqual(['products/b-320.webp']);
    expect(await objects()).toEqual([]);
  });

  it('takes the rows back and removes the objects when publishing fails half-way, keeping what an edit would have dropped', async () => {
    await writes.write(ctx, {
      files: [{ key: 'products/old-320.webp', body: Buffer.from('old') }],
      commit: insertAll(['products/old-320.webp']),
    });
    const publish = store.publish.bind(store);
    const failing = jest.spyOn(store, 'publish').mockImplementation(async (keys) => {
      await publish(keys.slice(0, 1));
      throw new Error('bucket unreachable');
    });
    await expect(
      writes.write(ctx, {
        files: ['products/n-320.webp', 'products/n-320.avif'].map((key) => ({ key, body: Buffer.from(key) })),
        commit: async (tx) => {
          await connection.query(tx, 'DELETE FROM pictures');
          return insertAll(['products/n-320.webp'])(tx);
        },
        obsolete: () => ['products/old-320.webp'],
      }),
    ).rejects.toThrow('bucket unreachable');
    failing.mockRestore();
    expect(await rows()).toEqual(['products/old-320.webp']);
    expect(await objects()).toEqual(['products/old-320.webp']);
  });

  it('removes the published objects when the commit itself fails after they were published', async () => {
    await dataSource.query(
      `CREATE FUNCTION refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused at commit'; END $$`,
    );
    await dataSource.query(
      `CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER INSERT ON pictures DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_at_commit()`,
    );
    try {
      await expect(
        writes.write(ctx, {
          files: [{ key: 'products/c-320.webp', body: Buffer.from('c') }],
          commit: insertAll(['products/c-320.webp']),
        }),
      ).rejects.toThrow('refused at commit');
    } finally {
      await dataSource.query('DROP TRIGGER refuse_at_commit ON pictures');
      await dataSource.query('DROP FUNCTION refuse_at_commit()');
    }
    expect(await rows()).toEqual([]);
    expect(await objects()).toEqual([]);
  });

  it('an edit removes the objects of the rows it dropped once committed; a delete removes its rows, then their objects', async () => {
    await writes.write(ctx, {
      files: [{ key: 'products/old-320.webp', body: Buffer.from('old') }],
      commit: insertAll(['products/old-320.webp']),
    });
    await writes.write(ctx, {
      files: [{ key: 'products/new-320.webp', body: Buffer.from('new') }],
      commit: async (tx) => {
        await connection.query(tx, 'DELETE FROM pictures');
        return insertAll(['products/new-320.webp'])(tx);
      },
      obsolete: () => ['products/old-320.webp'],
    });
    expect(await objects()).toEqual(['products/new-320.webp']);
    await writes.remove(ctx, ['products/new-320.webp'], (tx) => connection.query(tx, 'DELETE FROM pictures'));
    expect(await rows()).toEqual([]);
    expect(await objects()).toEqual([]);
  });

  it('lists pending objects apart and removes them alone, never a published one of the same key', async () => {
    await writes.write(ctx, {
      files: [{ key: 'products/k-320.webp', body: Buffer.from('published') }],
      commit: insertAll(['products/k-320.webp']),
    });
    await store.putPending('products/k-320.webp', Buffer.from('left by a crash'));
    expect(await objects()).toEqual(['.pending/products/k-320.webp', 'products/k-320.webp']);
    await store.removePending(['products/k-320.webp']);
    expect(await objects()).toEqual(['products/k-320.webp']);
    await expect(store.putPending('../escape.webp', Buffer.from('x'))).rejects.toThrow('outside the store');
  });
});
