import {
  describeTopology,
  json,
  login,
  PAGES,
  PORTS,
  preflight,
  productForm,
  readiness,
  timed,
  twoInstances,
} from '../support/two-instances';
import { eventually } from '../support/eventually';
import type { TcpProxy } from '../support/tcp-proxy';

// With the object store or Redis stopped, then hung, the shop behind nginx stays up: only what needs the
// missing part is refused, and both instances rejoin it when it is back.
// Needs DATABASE_URL, REDIS_URL and nginx: see test/support/two-instances.ts (skipped without them outside CI).
describeTopology(
  'two instances behind nginx on PostgreSQL, Redis and an S3 bucket: the object store or Redis away',
  () => {
    const topology = twoInstances();
    const { logs } = topology;
    let redisRelay: TcpProxy;
    let storeRelay: TcpProxy;
    beforeAll(() => {
      ({ redisRelay, storeRelay } = topology.parts);
    });

    it('with the object store stopped, then hung, only pictures answer 503 (Retry-After, naming the picture store) through nginx; pages and the API answer as usual', async () => {
      const token = await login(PORTS.lb);
      const created = await json(PORTS.lb, '/api/products/create', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: await productForm('Przed awarią magazynu'),
      });
      expect(created.status).toBe(201);
      const picture = created.body.product.images[0].image_url as string;
      const product = `/jewellery/${created.body.product.id}`;
      for (const outage of ['stopped', 'hung'] as const) {
        if (outage === 'stopped') await storeRelay.stop();
        else storeRelay.hang();
        try {
          const others: number[] = [];
          const pictures: { status: number; retryAfter: string | null; text: string }[] = [];
          for (let round = 0; round < 3; round += 1) {
            for (const path of [...PAGES, product])
              others.push((await timed(PORTS.lb, path, preflight)).status);
            const answer = await timed(PORTS.lb, picture);
            pictures.push({
              status: answer.status,
              retryAfter: answer.headers.get('retry-after'),
              text: answer.text,
            });
          }
          // nginx never took an instance out for the shop's 503s: everything else is answered.
          expect(others.every((status) => status === 200)).toBe(true);
          for (const answer of pictures) {
            expect(answer.status).toBe(503);
            expect(Number(answer.retryAfter)).toBeGreaterThan(0);
            expect(answer.text).toContain('picture store');
          }
          for (const port of [PORTS.a, PORTS.b])
            expect(await readiness(port)).toMatchObject({
              status: 503,
              body: { database: 'up', redis: 'up', objectStore: 'down' },
            });
        } finally {
          await storeRelay.resume();
        }
        expect((await timed(PORTS.lb, picture)).status).toBe(200);
      }
    }, 180_000);

    it('with Redis stopped, then hung, every request through nginx answers at its usual speed, writes work and are seen on the other instance, and both rejoin within a second', async () => {
      const token = await login(PORTS.lb);
      const created = await json(PORTS.a, '/api/products/create', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: await productForm('Bez Redisa'),
      });
      const id = created.body.product.id as number;
      const rename = async (name: string) => {
        const edit = new FormData();
        edit.set('name', name);
        return (
          await json(PORTS.a, `/api/products/${id}/edit`, {
            method: 'PUT',
            headers: { Authorization: `Bearer ${token}` },
            body: edit,
          })
        ).status;
      };
      const seenOnB = (name: string) =>
        eventually(
          `b to show "${name}"`,
          async () => (await timed(PORTS.b, `/jewellery/${id}`)).text.includes(name),
          {
            timeoutMs: 1000,
          },
        );
      for (const outage of ['stopped', 'hung'] as const) {
        if (outage === 'stopped') await redisRelay.stop();
        else redisRelay.hang();
        try {
          const times: number[] = [];
          for (let round = 0; round < 5; round += 1) {
            for (const path of PAGES) {
              const answer = await timed(PORTS.lb, path, preflight);
              expect(answer.status).toBe(200);
              times.push(answer.ms);
            }
          }
          // A hung Redis costs the first request on each instance REDIS_TIMEOUT_MS (300 ms) at most.
          expect(Math.max(...times)).toBeLessThan(1500);
          expect(await rename(`Zmiana ${outage}`)).toBe(200);
          await seenOnB(`Zmiana ${outage}`);
          for (const port of [PORTS.a, PORTS.b])
            expect(await readiness(port)).toMatchObject({
              status: 503,
              body: { database: 'up', redis: 'down', objectStore: 'up' },
            });
        } finally {
          await redisRelay.resume();
        }
        // Back within a second, and the news of a write on one reaches the other again.
        for (const port of [PORTS.a, PORTS.b])
          await eventually(
            `the instance on ${port} to be ready again`,
            async () => (await readiness(port)).status === 200,
            {
              timeoutMs: 1000,
            },
          );
        expect((await timed(PORTS.b, `/jewellery/${id}`)).status).toBe(200);
        expect(await rename(`Po powrocie ${outage}`)).toBe(200);
        await seenOnB(`Po powrocie ${outage}`);
      }
      expect((logs.get('a') ?? '').match(/Redis does not answer/g)?.length ?? 0).toBeLessThanOrEqual(2);
    }, 180_000);
  },
);
