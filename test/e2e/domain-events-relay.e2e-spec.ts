import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { contentVersion } from '../../server/src/common/http/content-writes';
import { RedisConnection } from '../../server/src/common/rate-limit/redis';
import { addProduct } from '../support/catalogue-factory';
import { registerUser, startTestApp, TestApp } from '../support/test-app';

/**
 * Instances behind one load balancer tell each other of their writes (domain events, published after
 * the commit) through Redis (REDIS_URL), so a page kept rendered on one is not sent stale after a
 * write taken by another. Skipped without REDIS_URL.
 */
const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('domain events relayed between instances through Redis', () => {
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
    await listener.subscribe(`${prefix}domain-events`);
  });
  afterAll(async () => {
    await listener.quit();
    await t.close();
  });

  const eventually = async (check: () => boolean) => {
    for (let i = 0; i < 50 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    return check();
  };

  it('a comment taken here is announced as a change of its publication’s comments', async () => {
    const user = await registerUser(t);
    const [{ id }] = await t.sql<{ id: number }>(`INSERT INTO publications (title, abstract, content) VALUES ('P', 'A', 'C') RETURNING id`);
    await request(t.http).post(`/api/publications/${id}/comments`).set('Authorization', `Bearer ${user.token}`).send({ content: 'Hej' }).expect(201);
    expect(await eventually(() => heard.some((m) => JSON.stringify(m).includes(`"publicationId":${id}`)))).toBe(true);
    expect(heard).toContainEqual({ from: expect.any(String), event: { type: 'CommentsChanged', target: { publicationId: id } } });
  });

  it("another instance's event drops here the kept pages it changes", async () => {
    const before = contentVersion('/jewellery/9');
    const elsewhere = contentVersion('/jewellery/10');
    await redis.publish(`${prefix}domain-events`, JSON.stringify({ from: 'another-instance', event: { type: 'CommentsChanged', target: { productId: 9 } } }));
    expect(await eventually(() => contentVersion('/jewellery/9') !== before)).toBe(true);
    expect(contentVersion('/jewellery/10')).toBe(elsewhere);
  });

  it('a product written here is announced after its commit, and drops every kept page on the others', async () => {
    // The catalogue's writer, as both APIs call it.
    const id = await addProduct(t, { name: 'Relayed' });
    expect(await eventually(() => heard.some((m) => JSON.stringify(m).includes(`"type":"ProductChanged","id":${id}`)))).toBe(true);
    const before = contentVersion();
    await redis.publish(`${prefix}domain-events`, JSON.stringify({ from: 'another-instance', event: { type: 'ProductChanged', id } }));
    expect(await eventually(() => contentVersion() !== before)).toBe(true);
  });
});
