import sharp from 'sharp';
import request from 'supertest';
import { createApp } from '../../server/src/app.setup';
import { createLogger } from '../../server/src/common/logging/logger';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { registerAdmin, startTestApp, type TestApp } from '../support/test-app';

/**
 * The object store (S3_BUCKET) down, hung or refusing the shop's credentials: only what needs a
 * picture waits, answered 503 with Retry-After naming the picture store, within the store's timeouts;
 * every other page and answer is served as usual; GET /health/ready names the part; credentials the
 * store refuses stop the start with the reason. The store is reached through a relay the test stops
 * and hangs.
 */
describe('the object store stopped, hung or refusing the shop', () => {
  let s3: TestS3Server;
  let proxy: TcpProxy;
  let t: TestApp;
  let admin: { token: string };
  let photoUrl: string;
  let photo: Buffer;

  beforeAll(async () => {
    s3 = await startS3Server();
    const endpoint = new URL(s3.env.S3_ENDPOINT);
    proxy = await startTcpProxy({ host: endpoint.hostname, port: Number(endpoint.port) });
    t = await startTestApp({
      ...s3.env,
      S3_ENDPOINT: `http://127.0.0.1:${proxy.port}`,
      S3_CONNECT_TIMEOUT_MS: '500',
      S3_REQUEST_TIMEOUT_MS: '1000',
      IMAGE_SWEEP_INTERVAL_MS: '0',
    });
    admin = await registerAdmin(t);
    photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#205080' } })
      .jpeg()
      .toBuffer();
    const created = await createProduct('Przed awarią').expect(201);
    photoUrl = created.body.product.images[0].image_url;
  });
  afterAll(async () => {
    await proxy.resume();
    await t.close();
    await proxy.close();
    await s3.close();
  });

  const createProduct = (name: string) =>
    request(t.http)
      .post('/api/products/create')
      .set('Authorization', `Bearer ${admin.token}`)
      .field('name', name)
      .field('price', '120')
      .field('description', 'Niebieskie kolczyki.')
      .attach('images', photo, 'blue.jpg')
      .timeout(20_000);

  /** Everything but pictures is answered as usual; pictures and picture writes are refused, clearly and soon. */
  async function expectOnlyPicturesRefused(): Promise<void> {
    for (const path of ['/api/products', '/api/categories', '/health'])
      expect((await request(t.http).get(path)).status).toBe(200);

    let started = Date.now();
    const picture = await request(t.http).get(photoUrl).timeout(20_000);
    expect(picture.status).toBe(503);
    expect(Number(picture.headers['retry-after'])).toBeGreaterThan(0);
    expect(picture.body.message).toMatch(/picture store/);
    expect(picture.body.message).not.toMatch(/database/);
    // Two attempts, each within the connect and request timeouts (0.5 s and 1 s here).
    expect(Date.now() - started).toBeLessThan(5000);

    const ready = await request(t.http).get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ database: 'up', objectStore: 'down', down: ['objectStore'] });

    const before = Number((await t.sql<{ n: string }>('SELECT count(*) AS n FROM products'))[0].n);
    started = Date.now();
    const create = await createProduct('W czasie awarii');
    expect(create.status).toBe(503);
    expect(create.body.message).toMatch(/picture store/);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(Number((await t.sql<{ n: string }>('SELECT count(*) AS n FROM products'))[0].n)).toBe(before);
  }

  it('is ready while every part answers', async () => {
    const ready = await request(t.http).get('/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'up', objectStore: 'up' });
    expect((await request(t.http).get(photoUrl)).status).toBe(200);
  });

  it('stopped: pictures answer 503 naming the picture store, everything else as usual', async () => {
    await proxy.stop();
    await expectOnlyPicturesRefused();
    await proxy.resume();
    expect((await request(t.http).get(photoUrl)).status).toBe(200);
  });

  it('hung (connections accepted, nothing answered): the same, within the store timeouts', async () => {
    proxy.hang();
    await expectOnlyPicturesRefused();
    await proxy.resume();
    expect((await request(t.http).get(photoUrl)).status).toBe(200);
    expect((await request(t.http).get('/health/ready')).status).toBe(200);
  });

  it('credentials the store refuses stop the start, saying which settings to check', async () => {
    const config = t.app.get<AppConfig>(APP_CONFIG);
    const wrong: AppConfig = {
      ...config,
      s3: { ...config.s3!, accessKeyId: 'NOT-THE-KEY', secretAccessKey: 'not-the-secret' },
    };
    const app = await createApp(wrong, createLogger('silent'));
    try {
      await expect(app.init()).rejects.toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});
