import { DataSource } from 'typeorm';
import { type RequestContext, systemContext } from '../common/context/request-context';
import { createScratchDatabase, ScratchDatabase } from './scratch-database';
import { TransactionalConnection } from './transactional-connection';

describe('the transaction carried by the request context (real database: DATABASE_URL or PGlite)', () => {
  let database: ScratchDatabase;
  let dataSource: DataSource;
  let connection: TransactionalConnection;
  const ctx = systemContext('transaction-test');

  beforeAll(async () => {
    database = await createScratchDatabase(process.env.DATABASE_URL, 'soutache_transactions');
    dataSource = await new DataSource({ type: 'postgres', url: database.url }).initialize();
    await dataSource.query('CREATE TABLE notes (id serial PRIMARY KEY, text text NOT NULL UNIQUE)');
    connection = new TransactionalConnection(dataSource);
  });
  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });
  beforeEach(() => dataSource.query('TRUNCATE notes'));

  const notes = async () =>
    (await dataSource.query('SELECT text FROM notes ORDER BY text')).map((row: { text: string }) => row.text);
  const add = (tx: RequestContext, text: string) =>
    connection.query(tx, 'INSERT INTO notes (text) VALUES ($1)', [text]);
  /** A service method that opens its own transaction when its caller has none. */
  const addTwo = (caller: RequestContext, first: string, second: string) =>
    connection.withTransaction(caller, async (tx) => {
      await add(tx, first);
      await add(tx, second);
    });

  it('commits a transaction of its own and hands the work a context that carries it', async () => {
    await addTwo(ctx, 'a', 'b');
    expect(await notes()).toEqual(['a', 'b']);
    expect(connection.inTransaction(ctx)).toBe(false);
  });

  it('rolls every step back when a later step fails', async () => {
    await dataSource.query(`INSERT INTO notes (text) VALUES ('taken')`);
    await expect(addTwo(ctx, 'new', 'taken')).rejects.toThrow(/duplicate key/);
    expect(await notes()).toEqual(['taken']);
  });

  it('lets a nested call join the outer transaction: it sees the outer writes, and the outer failure takes its writes back', async () => {
    let seenInside: string[] = [];
    await expect(
      connection.withTransaction(ctx, async (tx) => {
        await add(tx, 'outer');
        await addTwo(tx, 'inner-1', 'inner-2');
        seenInside = (
          await connection.query<{ text: string }[]>(tx, 'SELECT text FROM notes ORDER BY text')
        ).map((row) => row.text);
        throw new Error('a later step fails');
      }),
    ).rejects.toThrow('a later step fails');
    expect(seenInside).toEqual(['inner-1', 'inner-2', 'outer']);
    expect(await notes()).toEqual([]);
  });

  it('runs a prepared read in the open transaction (it sees that transaction’s rows), else on the pool', async () => {
    const count = (caller: RequestContext) =>
      connection.queryPrepared<{ n: number }>(caller, 'SELECT count(*)::int AS n FROM notes', []);
    await connection.withTransaction(ctx, async (tx) => {
      await add(tx, 'uncommitted');
      expect(await count(tx)).toEqual([{ n: 1 }]);
    });
    expect(await count(ctx)).toEqual([{ n: 1 }]);
  });

  it('runs what waits for the commit only after it, and never after a rollback', async () => {
    const effects: string[] = [];
    await connection.withTransaction(ctx, async (tx) => {
      await add(tx, 'a');
      connection.afterCommit(tx, () => effects.push(`committed with ${effects.length} before`));
      await connection.withTransaction(tx, async (inner) =>
        connection.afterCommit(inner, () => effects.push('inner')),
      );
      expect(effects).toEqual([]);
    });
    expect(effects).toEqual(['committed with 0 before', 'inner']);

    await expect(
      connection.withTransaction(ctx, async (tx) => {
        connection.afterCommit(tx, () => effects.push('rolled back'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(effects).not.toContain('rolled back');
    connection.afterCommit(ctx, () => effects.push('no transaction'));
    expect(effects).toContain('no transaction');
  });

  it('awaits an effect that answers a promise, in order, before the transaction’s caller goes on', async () => {
    const effects: string[] = [];
    await connection.withTransaction(ctx, async (tx) => {
      await add(tx, 'a');
      void connection.afterCommit(tx, async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        effects.push('slow');
      });
      void connection.afterCommit(tx, () => effects.push('next'));
    });
    expect(effects).toEqual(['slow', 'next']);
  });

  describe('a read whose client has gone while it waited for a connection', () => {
    let onePool: DataSource;
    let single: TransactionalConnection;
    beforeAll(async () => {
      onePool = await new DataSource({ type: 'postgres', url: database.url, extra: { max: 1 } }).initialize();
      single = new TransactionalConnection(onePool);
      await onePool.query('CREATE SEQUENCE IF NOT EXISTS reads');
    });
    afterAll(() => onePool.destroy());

    /** `work` queued behind a request holding the only pooled connection; the client leaves, then the connection frees. */
    async function leaveWhileQueued<T>(
      work: (caller: RequestContext) => Promise<T>,
    ): Promise<PromiseSettledResult<T>> {
      const holder = onePool.createQueryRunner();
      await holder.connect();
      const client = new AbortController();
      const queued = Promise.allSettled([work({ ...ctx, signal: client.signal })]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      client.abort();
      await holder.release();
      return (await queued)[0];
    }
    const sent = async () => (await onePool.query('SELECT is_called FROM reads'))[0].is_called as boolean;
    beforeEach(() => onePool.query('ALTER SEQUENCE reads RESTART'));

    it('is not sent, as a plain or a prepared statement, and its caller hears why', async () => {
      for (const read of [
        (caller: RequestContext) => single.query(caller, `SELECT nextval('reads')`),
        (caller: RequestContext) => single.queryPrepared(caller, `SELECT nextval('reads')`, []),
      ]) {
        const outcome = await leaveWhileQueued(read);
        expect(outcome.status).toBe('rejected');
        expect((outcome as PromiseRejectedResult).reason.message).toMatch(/given up by its client/);
        expect(await sent()).toBe(false);
      }
    });

    it('is sent while its client waits, and a write is done even when its client has gone', async () => {
      const waiting = new AbortController();
      expect(
        await single.query({ ...ctx, signal: waiting.signal }, `SELECT nextval('reads')::int AS n`),
      ).toEqual([{ n: 1 }]);
      const write = await leaveWhileQueued((caller) =>
        single.query(caller, `INSERT INTO notes (text) VALUES ('asked for')`),
      );
      expect(write.status).toBe('fulfilled');
      expect(await notes()).toEqual(['asked for']);
    });

    it('leaves work after the commit to finish: the detached context carries no signal', async () => {
      const client = new AbortController();
      client.abort();
      const detached = single.detached({ ...ctx, signal: client.signal });
      expect(await single.query(detached, `SELECT nextval('reads')::int AS n`)).toEqual([{ n: 1 }]);
    });
  });
});
