import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { BUSY_SQLSTATE, PGliteSessionServer } from './pglite-session-server';

/** Many `pg` connections to one PGlite session: each must only ever get the answers to its own statements. */
describe('the embedded database serves one conversation at a time', () => {
  let db: Awaited<ReturnType<typeof import('@electric-sql/pglite').PGlite.create>>;
  let server: PGliteSessionServer;
  let dir: string;
  let url: string;
  const clients: Client[] = [];

  const connect = async () => {
    const client = new Client({ connectionString: url });
    // A connection the server or a test ends is not a failure of the test process.
    client.on('error', () => {});
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    db = await PGlite.create({ dataDir: 'memory://' });
    dir = mkdtempSync(join(tmpdir(), 'soutache-session-test-'));
    server = new PGliteSessionServer({ db, path: join(dir, '.s.PGSQL.5432'), waitLimitMs: 2_000 });
    await server.start();
    url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`;
    await db.exec('CREATE TABLE marks (client int NOT NULL, value int NOT NULL)');
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end().catch(() => {})));
  });

  afterAll(async () => {
    await server.stop();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives 24 connections sending statements of different shapes at once, transactions among them, only their own rows', async () => {
    const connections = await Promise.all(Array.from({ length: 24 }, () => connect()));
    const wrong: string[] = [];
    const expectEqual = (who: number, what: string, actual: unknown, expected: unknown) => {
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        wrong.push(
          `client ${who}, ${what}: got ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
        );
    };
    await Promise.all(
      connections.map(async (client, who) => {
        let committed = 0;
        for (let round = 0; round < 30; round += 1) {
          const mark = who * 1_000 + round;
          switch ((who + round) % 6) {
            case 0: {
              const { rows } = await client.query('SELECT $1::int AS n', [mark]);
              expectEqual(who, 'one number', rows, [{ n: mark }]);
              break;
            }
            case 1: {
              const count = (who % 5) + 1;
              const { rows } = await client.query(
                'SELECT $1::text AS who, k FROM generate_series(1, $2::int) AS k',
                [`c${who}`, count],
              );
              expectEqual(
                who,
                'a series',
                rows,
                Array.from({ length: count }, (_, k) => ({ who: `c${who}`, k: k + 1 })),
              );
              break;
            }
            case 2: {
              await client.query('BEGIN');
              await client.query('INSERT INTO marks (client, value) VALUES ($1, $2)', [who, mark]);
              const { rows } = await client.query(
                'SELECT count(*)::int AS c, max(value) AS last FROM marks WHERE client = $1',
                [who],
              );
              await client.query('COMMIT');
              committed += 1;
              expectEqual(who, 'its own marks in a transaction', rows, [{ c: committed, last: mark }]);
              break;
            }
            case 3: {
              // The simple protocol (no parameters) between extended ones.
              const { rows } = await client.query(`SELECT 'client-${who}' AS tag, ${round} AS round`);
              expectEqual(who, 'a simple query', rows, [{ tag: `client-${who}`, round }]);
              break;
            }
            case 4: {
              // An error is this connection's alone, and its next statement is answered.
              const error = await client
                .query('SELECT 1 / $1::int AS x', [0])
                .catch((caught: { code?: string }) => caught);
              expectEqual(who, 'its own error', (error as { code?: string }).code, '22012');
              const { rows } = await client.query('SELECT $1::int + 1 AS next', [mark]);
              expectEqual(who, 'after its error', rows, [{ next: mark + 1 }]);
              break;
            }
            default: {
              await client.query('BEGIN');
              await client.query('INSERT INTO marks (client, value) VALUES ($1, $2)', [who, -1]);
              await client.query('ROLLBACK');
              const { rows } = await client.query(
                'SELECT count(*)::int AS c FROM marks WHERE client = $1 AND value = -1',
                [who],
              );
              expectEqual(who, 'a rolled-back insert', rows, [{ c: 0 }]);
            }
          }
        }
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('rolls back the transaction of a connection that went away, and serves the next one', async () => {
    const [leaving, other] = await Promise.all([connect(), connect()]);
    await leaving.query('BEGIN');
    await leaving.query('INSERT INTO marks (client, value) VALUES ($1, $2)', [999, 1]);
    const answer = other.query('SELECT count(*)::int AS c FROM marks WHERE client = 999');
    // Its socket is cut, as a killed process's would be, with the transaction open.
    (leaving as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect((await answer).rows).toEqual([{ c: 0 }]);
    expect(db.isInTransaction()).toBe(false);
  });

  it('answers busy (SQLSTATE 57014) a connection that waited past the limit, and serves it once the session is free', async () => {
    const holder = await connect();
    const waiter = await connect();
    await holder.query('BEGIN');
    const started = Date.now();
    const refused = await waiter
      .query('SELECT $1::int AS n', [1])
      .catch((caught: { code?: string }) => caught);
    expect((refused as { code?: string }).code).toBe(BUSY_SQLSTATE);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    await holder.query('COMMIT');
    expect((await waiter.query('SELECT $1::int AS n', [2])).rows).toEqual([{ n: 2 }]);
  });

  it('refuses a new connection busy while the session is held past the limit, and accepts it after', async () => {
    const holder = await connect();
    await holder.query('BEGIN');
    const late = new Client({ connectionString: url });
    late.on('error', () => {});
    await expect(late.connect()).rejects.toMatchObject({ code: BUSY_SQLSTATE });
    await holder.query('COMMIT');
    const again = await connect();
    expect((await again.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});
