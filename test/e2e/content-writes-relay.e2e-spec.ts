import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { contentVersion } from '../../server/src/common/http/content-writes';
import { RedisConnection } from '../../server/src/common/rate-limit/redis';
import { registerUser, startTestApp, TestApp } from '../support/test-app';

/**
 * Instances behind one load balancer tell each other of their writes through Redis (REDIS_URL), so a
 * page kept rendered on one is not sent stale after a comment taken by another. Skipped without REDIS_URL.
 */
const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('content changes relayed between instances through Redis', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  let t: TestApp;
  // The app's own Redis client (ioredis is the server's dependency): one to publish, a copy to listen.
  let redis: NonNullable<RedisConnection['client']>;
  let listener: NonNullable<RedisConnection['client']>;
  const heard: unknown[] = [];

  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL: redisUrl!, REDIS_PREFIX: prefix });
    redis = t.app.get(RedisConnection).client!;
    listener = redis.duplicate();
    listener.on('message', (_channel: string, message: string) => heard.push(JSON.parse(message)));
    await listener.subscribe(`${prefix}content-writes`);
  });
  afterAll(async () => {
    await listener.quit();
    await t.close();
  });

  const eventually = async (check: () => boolean) => {
    for (let i = 0; i < 50 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    return check();
  };

  it('a comment taken here is announced with the one page it changes', async () => {
    const user = await registerUser(t);
    const [{ id }] = await t.sql<{ id: number }>(`INSERT INTO publications (title, abstract, content) VALUES ('P', 'A', 'C') RETURNING id`);
    await request(t.http).post(`/api/publications/${id}/comments`).set('Authorization', `Bearer ${user.token}`).send({ content: 'Hej' }).expect(201);
    expect(await eventually(() => heard.some((m) => JSON.stringify(m).includes(`/publication/${id}`)))).toBe(true);
    expect(heard).toContainEqual({ from: expect.any(String), change: { pages: [`/publication/${id}`] } });
  });

  it("another instance's change drops the kept pages it names here", async () => {
    const before = contentVersion('/jewellery/9');
    const elsewhere = contentVersion('/jewellery/10');
    await redis.publish(`${prefix}content-writes`, JSON.stringify({ from: 'another-instance', change: { pages: ['/jewellery/9'] } }));
    expect(await eventually(() => contentVersion('/jewellery/9') !== before)).toBe(true);
    expect(contentVersion('/jewellery/10')).toBe(elsewhere);
  });
});
