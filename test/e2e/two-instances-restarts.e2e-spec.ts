import { once } from 'node:events';
import { Client } from 'pg';
import type { ScratchDatabase } from '../../server/src/database/scratch-database';
import { eventually } from '../support/eventually';
import {
  describeTopology,
  json,
  login,
  PORTS,
  productForm,
  readiness,
  timed,
  twoInstances,
  url,
} from '../support/two-instances';
import type { TcpProxy } from '../support/tcp-proxy';

// Instances killed, started without Redis or with credentials the store refuses, and the database ending
// their connections (what its restart does): no acknowledged write is lost and nothing is left behind.
// Needs DATABASE_URL, REDIS_URL and nginx: see test/support/two-instances.ts (skipped without them outside CI).
describeTopology(
  'two instances behind nginx on PostgreSQL, Redis and an S3 bucket: kills, starts and restarts',
  () => {
    const topology = twoInstances();
    const { logs, spawnInstance, startInstance, kill, bucketKeys, rowKeys, balancerErrors } = topology;
    let database: ScratchDatabase;
    let redisRelay: TcpProxy;
    beforeAll(() => {
      ({ database, redisRelay } = topology.parts);
    });

    it('survives a kill -9 of one instance under writes through the load balancer: no acknowledged write lost, the instance rejoins and agrees', async () => {
      const token = await login(PORTS.lb);
      const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const created = await json(PORTS.lb, '/api/products/create', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: await productForm('Pod obciążeniem'),
      });
      expect(created.status).toBe(201);
      const product = created.body.product.id as number;
      const acknowledged: string[] = [];
      const write = async (n: number) => {
        const content = `comment ${n}`;
        const res = await fetch(url(PORTS.lb, `/api/products/${product}/comments`), {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ content }),
        }).catch(() => undefined);
        if (res?.status === 201) acknowledged.push(content);
        await fetch(url(PORTS.lb, `/api/products/${product}/comments`)).catch(() => undefined);
      };
      const load = (async () => {
        for (let n = 0; n < 60; n += 1) await write(n);
      })();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await kill('a', 'SIGKILL');
      await load;
      expect(acknowledged.length).toBeGreaterThan(30);
      await startInstance('a');
      const countOn = async (port: number) =>
        Number(
          (await fetch(url(port, `/api/products/${product}/comments?limit=100`))).headers.get(
            'x-total-count',
          ),
        );
      const listed = JSON.stringify(
        (await json(PORTS.a, `/api/products/${product}/comments?limit=100`)).body,
      );
      for (const content of acknowledged) expect(listed).toContain(`"${content}"`);
      expect(await countOn(PORTS.a)).toBe(await countOn(PORTS.b));
      expect(await countOn(PORTS.a)).toBeGreaterThanOrEqual(acknowledged.length);
    }, 300_000);

    it('an instance starts without Redis, serves, and joins it when it comes', async () => {
      await kill('b', 'SIGKILL');
      await redisRelay.stop();
      try {
        await startInstance('b');
        expect((await timed(PORTS.b, '/api/products')).status).toBe(200);
        expect(await readiness(PORTS.b)).toMatchObject({ status: 503, body: { redis: 'down' } });
      } finally {
        await redisRelay.resume();
      }
      await eventually(
        'b to be ready once Redis is back',
        async () => (await readiness(PORTS.b)).status === 200,
        {
          timeoutMs: 1500,
        },
      );
    }, 300_000);

    it('an instance given credentials the store refuses stops at its start, saying which settings to check', async () => {
      const child = spawnInstance('wrong-keys', PORTS.spare, {
        S3_ACCESS_KEY_ID: 'NOT-THE-KEY',
        S3_SECRET_ACCESS_KEY: 'not-the-secret',
      });
      const exited = once(child, 'exit') as Promise<[number | null]>;
      const started = setTimeout(() => child.kill('SIGKILL'), 120_000);
      const [code] = await exited.finally(() => clearTimeout(started));
      expect(code).toBe(1);
      expect(logs.get('wrong-keys')).toContain(
        'The shop could not start: the object store refused the shop: check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
      );
    }, 300_000);

    it('answers 503, never 500, while the database ends the instances’ connections (what its restart does), and serves again after', async () => {
      const token = await login(PORTS.lb);
      const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const product = (
        await json(PORTS.lb, '/api/products/create', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: await productForm('Restart bazy'),
        })
      ).body.product.id as number;
      const admin = new Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const statuses: number[] = [];
      try {
        const load = (async () => {
          for (let n = 0; n < 30; n += 1) {
            statuses.push(
              (
                await timed(PORTS.lb, `/api/products/${product}/comments`, {
                  method: 'POST',
                  headers: auth,
                  body: JSON.stringify({ content: `restart ${n}` }),
                })
              ).status,
            );
            statuses.push((await timed(PORTS.lb, `/api/products?limit=5&offset=${n}`)).status);
          }
        })();
        for (let cut = 0; cut < 4; cut += 1) {
          await new Promise((resolve) => setTimeout(resolve, 150));
          await admin.query(
            'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
            [new URL(database.url).pathname.slice(1)],
          );
        }
        await load;
      } finally {
        await admin.end();
      }
      const unexpected = statuses.filter((status) => ![200, 201, 503].includes(status));
      // What nginx and the instances said, shown only when an answer was unexpected.
      const said = (text: string) => (unexpected.length ? text.split('\n').slice(-40).join('\n') : '');
      expect({
        unexpected,
        nginx: said(balancerErrors()),
        a: said(logs.get('a') ?? ''),
        b: said(logs.get('b') ?? ''),
      }).toEqual({ unexpected: [], nginx: '', a: '', b: '' });
      await eventually(
        'the shop to answer through nginx',
        async () => (await timed(PORTS.lb, '/api/products')).status === 200,
        { timeoutMs: 5000 },
      );
    }, 180_000);

    // Last: the restarted instance keeps a short upload deadline.
    it('after a kill -9 in the middle of uploads, the bucket holds exactly the files of the rows that committed once the sweep after the restart has run', async () => {
      const token = await login(PORTS.a);
      const acknowledged: number[] = [];
      // Straight to one instance (through nginx a cut upload could be retried on the other).
      const uploads = Array.from({ length: 8 }, async (_, n) => {
        const body = await productForm(`Przerwane ${n}`);
        const res = await fetch(url(PORTS.a, '/api/products/create'), {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body,
        }).catch(() => undefined);
        if (res?.status === 201)
          acknowledged.push(((await res.json()) as { product: { id: number } }).product.id);
      });
      // Killed once the first is answered: the others are being encoded, stored or published.
      await eventually('a first upload to be answered', () => acknowledged.length > 0, {
        timeoutMs: 120_000,
      });
      await kill('a', 'SIGKILL');
      await Promise.all(uploads);
      expect(acknowledged.length).toBeGreaterThan(0);
      const left =
        (await bucketKeys()).filter((key) => !key.startsWith('.pending/')).length - (await rowKeys()).length;
      // A start sweeps what is older than twice the upload deadline, and sweeps again once that has passed.
      await startInstance('a', { UPLOAD_TIMEOUT_MS: '4000' });
      const expected = await rowKeys();
      for (const id of acknowledged) expect((await json(PORTS.a, `/api/products/${id}`)).status).toBe(200);
      // A failure shows the bucket's last listing.
      await eventually(
        `the bucket to hold exactly the committed rows' files (${left} more right after the kill)`,
        bucketKeys,
        { until: (keys) => JSON.stringify(keys) === JSON.stringify(expected), timeoutMs: 60_000 },
      );
      // Every committed row's files are there.
      expect((await bucketKeys()).filter((key) => expected.includes(key))).toEqual(expected);
    }, 300_000);
  },
);
