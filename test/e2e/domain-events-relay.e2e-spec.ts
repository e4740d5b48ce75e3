import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { CacheService } from '../../server/src/cache/cache.service';
import { pageTags } from '../../server/src/cache/page-tags';
import { DomainEventsRelay } from '../../server/src/common/events/domain-events-relay';
import { RedisConnection } from '../../server/src/common/rate-limit/redis';
import { addProduct } from '../support/catalogue-factory';
import { eventually } from '../support/eventually';
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
  // Redis clients of ioredis (the server's dependency): one to publish, one to listen.
  let redis: NonNullable<RedisConnection['client']>;
  let listener: NonNullable<RedisConnection['client']>;
  const heard: unknown[] = [];

  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL: redisUrl!, REDIS_PREFIX: prefix });
    // Clients of the test's own, straight to Redis (the app's waits for nothing: no offline queue).
    const app = t.app.get(RedisConnection).client!;
    redis = app.duplicate({ lazyConnect: false, enableOfflineQueue: true });
    listener = app.duplicate({ lazyConnect: false, enableOfflineQueue: true });
    listener.on('message', (_channel: string, message: string) => heard.push(JSON.parse(message)));
    await listener.subscribe(`${prefix}domain-events`);
  });
  afterAll(async () => {
    await listener.quit();
    await redis.quit();
    await t.close();
  });

  /** The versions of what the page at `path` shows, here (undefined while nothing may be kept). */
  const versionOf = (path: string) =>
    JSON.stringify(t.app.get(CacheService).pages.begin(pageTags(path))?.versions);

  /** The relay answers within a millisecond or so here: a second is plenty. */
  const soon = (what: string, check: () => boolean) =>
    eventually(what, check, { timeoutMs: 1000, everyMs: 20 });

  it('a comment taken here is announced as a change of its publication’s comments', async () => {
    const user = await registerUser(t);
    const [{ id }] = await t.sql<{ id: number }>(
      `INSERT INTO publications (title_pl, abstract_pl, content_pl) VALUES ('P', 'A', 'C') RETURNING id`,
    );
    await request(t.http)
      .post(`/api/publications/${id}/comments`)
      .set('Authorization', `Bearer ${user.token}`)
      .send({ content: 'Hej' })
      .expect(201);
    await soon('the comment to be announced', () =>
      heard.some((m) => JSON.stringify(m).includes(`"publicationId":${id}`)),
    );
    expect(heard).toContainEqual({
      from: expect.any(String),
      event: { type: 'CommentsChanged', target: { publicationId: id } },
    });
  });

  it("another instance's event drops here the kept pages it changes", async () => {
    const before = versionOf('/jewellery/9');
    const elsewhere = versionOf('/jewellery/10');
    await redis.publish(
      `${prefix}domain-events`,
      JSON.stringify({
        from: 'another-instance',
        event: { type: 'CommentsChanged', target: { productId: 9 } },
      }),
    );
    await soon('the kept /jewellery/9 to be dropped', () => versionOf('/jewellery/9') !== before);
    expect(versionOf('/jewellery/10')).toBe(elsewhere);
  });

  it('a product written here is announced after its commit, and drops its page and the lists on the others', async () => {
    // The catalogue's writer, as both APIs call it.
    const id = await addProduct(t, { name: 'Relayed' });
    await soon('the product to be announced', () =>
      heard.some((m) => JSON.stringify(m).includes(`"type":"ProductChanged","id":${id}`)),
    );
    const before = versionOf('/jewellery');
    await redis.publish(
      `${prefix}domain-events`,
      JSON.stringify({ from: 'another-instance', event: { type: 'ProductChanged', id } }),
    );
    await soon('the kept /jewellery to be dropped', () => versionOf('/jewellery') !== before);
  });

  it('keeps nothing while it cannot hear the other instances (Redis unreachable), and keeps again once it hears them', async () => {
    const categoryName = async () =>
      (
        (await request(t.http).get('/api/categories').set('Accept-Language', 'en').expect(200)).body as {
          id: number;
          name: string;
        }[]
      ).find((c) => c.id === 2)!.name;
    const [before] = await t.sql<{ name_en: string }>('SELECT name_en FROM categories WHERE id = 2');
    const subscriber = (t.app.get(DomainEventsRelay) as unknown as { subscriber: typeof redis }).subscriber;
    try {
      expect(await categoryName()).toBe(before.name_en);
      // Changed behind the shop's back: the kept answer is sent while the instance hears the others...
      await t.sql("UPDATE categories SET name_en = 'Unheard necklaces' WHERE id = 2");
      expect(await categoryName()).toBe(before.name_en);
      // ...and not once it cannot (a write on another instance could go unheard): computed every time.
      subscriber.disconnect();
      await soon('nothing to be kept', () => versionOf('/jewellery') === undefined);
      expect(await categoryName()).toBe('Unheard necklaces');
      await t.sql('UPDATE categories SET name_en = $1 WHERE id = 2', [before.name_en]);
      expect(await categoryName()).toBe(before.name_en);
      // Subscribed again: it keeps, and hears, again.
      await subscriber.connect();
      await soon('pages to be kept again', () => versionOf('/jewellery') !== undefined);
      const kept = versionOf('/jewellery/9');
      await redis.publish(
        `${prefix}domain-events`,
        JSON.stringify({ from: 'another-instance', event: { type: 'ProductChanged', id: 9 } }),
      );
      await soon('the kept /jewellery/9 to be dropped', () => versionOf('/jewellery/9') !== kept);
    } finally {
      await t.sql('UPDATE categories SET name_en = $1 WHERE id = 2', [before.name_en]);
      if (subscriber.status !== 'ready') await subscriber.connect().catch(() => undefined);
    }
  });
});
