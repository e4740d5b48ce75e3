import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { RedisConnection } from '../../server/src/common/rate-limit/redis';
import { eventually } from '../support/eventually';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { newAccount, registerUser, startTestApp, type TestApp } from '../support/test-app';

/**
 * Redis (REDIS_URL) is a part the shop can do without: stopped, hung or absent at start, every
 * instance keeps serving at its usual speed (counters and login delays per instance, nothing kept,
 * no news heard), writes work, and the instance rejoins within a second once Redis answers. Redis is
 * reached through a relay the test stops and hangs (the machine's Redis itself is never touched).
 * Skipped without REDIS_URL.
 */
const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;
const target = redisUrl ? new URL(redisUrl) : undefined;

type RedisClient = NonNullable<RedisConnection['client']>;
/** How long one request took, and its status. */
const timed = async (send: () => request.Test) => {
  const started = Date.now();
  const res = await send().timeout(10_000);
  return { status: res.status, ms: Date.now() - started, res };
};
const outageLogs = (t: TestApp) => t.logs.filter((line) => line.includes('Redis does not answer'));

describeWithRedis('Redis stopped, hung or absent: the shop serves on', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  /** A client of the test's own, straight to Redis: it hears what the instance relays. */
  let listener: RedisClient;
  const heard: string[] = [];
  const prefix = `outage-${randomBytes(4).toString('hex')}:`;

  /** ioredis (the server's dependency) as the app has it, pointed at Redis itself and willing to wait for its connection. */
  const direct = () =>
    t.app.get(RedisConnection).client!.duplicate({
      host: target!.hostname,
      port: Number(target!.port || 6379),
      lazyConnect: false,
      enableOfflineQueue: true,
    });

  beforeAll(async () => {
    proxy = await startTcpProxy(
      { host: target!.hostname, port: Number(target!.port || 6379) },
      { stopped: true },
    );
    // Absent at start: the instance starts all the same.
    t = await startTestApp({
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      REDIS_PREFIX: prefix,
      REDIS_TIMEOUT_MS: '300',
      RATE_LIMIT_LOGIN: '3',
    });
    listener = direct();
    listener.on('message', (_channel: string, message: string) => heard.push(message));
    await listener.subscribe(`${prefix}domain-events`);
  }, 60_000);
  afterAll(async () => {
    await proxy?.resume();
    await listener?.quit();
    await t?.close();
    await proxy?.close();
  });

  it('starts without Redis and answers at once, then joins it within a second of its coming', async () => {
    for (const path of ['/api/products', '/api/categories']) {
      const { status, ms } = await timed(() => request(t.http).get(path));
      expect(status).toBe(200);
      expect(ms).toBeLessThan(1000);
    }
    expect(
      (await timed(() => request(t.http).post('/graphql').send({ query: '{ __typename }' }))).status,
    ).toBe(200);
    await proxy.resume();
    // Counted in Redis again: the instance's request counter appears there.
    const counted = async () => {
      await request(t.http).get('/api/categories');
      return (await listenerKeys()).some((key) => key.includes('throttle:request:'));
    };
    await eventually('the request counter in Redis', counted, { timeoutMs: 1500, everyMs: 20 });
  });

  async function listenerKeys(): Promise<string[]> {
    const reader = direct();
    try {
      return await reader.keys(`${prefix}*`);
    } finally {
      reader.disconnect();
    }
  }

  it('stopped: every request answers at its usual speed, the outage is logged once, logins are still limited per instance and writes work', async () => {
    await proxy.stop();
    const before = outageLogs(t).length;
    const times: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const { status, ms } = await timed(() =>
        request(t.http).get(i % 2 ? '/api/products' : '/api/categories'),
      );
      expect(status).toBe(200);
      times.push(ms);
    }
    expect(Math.max(...times)).toBeLessThan(1000);
    expect(outageLogs(t).length - before).toBeLessThanOrEqual(1);
    expect(outageLogs(t).length).toBeGreaterThan(0);

    // The login limit (3 a minute here) is counted by the instance itself meanwhile.
    const account = await registerUser(t, newAccount('Bez Redisa'));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await request(t.http).post('/api/login').send({ email: account.email, password: account.password }))
          .status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);

    // A write is taken; its news reaches the others once Redis is back (within a few seconds).
    const [{ id }] = await t.sql<{ id: number }>(
      `INSERT INTO publications (title_pl, abstract_pl, content_pl) VALUES ('P', 'A', 'C') RETURNING id`,
    );
    const comment = await request(t.http)
      .post(`/api/publications/${id}/comments`)
      .set('Authorization', `Bearer ${account.token}`)
      .send({ content: 'Mimo wszystko' });
    expect(comment.status).toBe(201);
    await proxy.resume();
    await eventually(
      'the comment’s news to be relayed',
      () => heard.some((message) => message.includes(`"publicationId":${id}`)),
      { timeoutMs: 3000, everyMs: 20 },
    );
  });

  it('hung (connections open, nothing answered): only the first request waits, at most REDIS_TIMEOUT_MS, and the instance rejoins within a second of Redis answering', async () => {
    // Connected through the relay first (the previous case brought Redis back).
    await eventually('Redis to be usable', () => t.app.get(RedisConnection).usable, {
      timeoutMs: 2000,
      everyMs: 20,
    });
    proxy.hang();
    const times: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const { status, ms } = await timed(() => request(t.http).get('/api/categories'));
      expect(status).toBe(200);
      times.push(ms);
    }
    // One request may wait for the timeout (300 ms here); none waits longer, and the rest not at all.
    expect(Math.max(...times)).toBeLessThan(1000);
    expect(times.filter((ms) => ms >= 250).length).toBeLessThanOrEqual(1);
    const resumed = Date.now();
    await proxy.resume();
    await eventually('Redis to be usable again', () => t.app.get(RedisConnection).usable, {
      timeoutMs: 1000,
      everyMs: 20,
    });
    expect(Date.now() - resumed).toBeLessThan(1000);
  });
});
