import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { loadConfig } from '../../server/src/config/app-config';
import { S3ImageStore } from '../../server/src/media/s3-image-store';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { registerAdmin, startTestApp, TestApp } from '../support/test-app';
import { eventually } from '../support/eventually';

const picture = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: '#205080' } })
    .jpeg()
    .toBuffer();

const until = (condition: () => boolean | Promise<boolean>, timeoutMs: number) =>
  eventually('the leftovers to go', condition, { timeoutMs, everyMs: 100 });

/** Every object of the bucket, read past the shop (as an operator would list it). */
const bucketKeys = async (s3: TestS3Server) => {
  const store = new S3ImageStore(
    loadConfig({ ...s3.env, DATA_DIR: join(tmpdir(), 'soutache-unused'), JWT_SECRET: 'x'.repeat(32) }).s3!,
  );
  const keys: string[] = [];
  for await (const file of store.list()) keys.push(file.pending ? `.pending/${file.key}` : file.key);
  store.onApplicationShutdown();
  return keys.sort();
};

const filesIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
    : 0;

/** What failed or killed writes leave, on disk and in the bucket, is gone within moments, not hours. */
describe('leftovers after faults', () => {
  describe('a delete while the bucket blinks', () => {
    let s3: TestS3Server;
    // The store blinks: a relay in front of the S3 server that the test stops and resumes.
    let relay: TcpProxy;
    let t: TestApp;
    let admin: { token: string };
    beforeAll(async () => {
      s3 = await startS3Server();
      relay = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(s3.env.S3_ENDPOINT).port) });
      t = await startTestApp({
        ...s3.env,
        S3_ENDPOINT: `http://127.0.0.1:${relay.port}`,
        IMAGE_SWEEP_INTERVAL_MS: '0',
      });
      admin = await registerAdmin(t);
    });
    afterAll(async () => {
      await relay.resume();
      await t.close();
      await relay.close();
      await s3.close();
    });

    it('answers the delete, and removes its files once the bucket is back', async () => {
      const created = await request(t.http)
        .post('/api/products/create')
        .set('Authorization', `Bearer ${admin.token}`)
        .field('name', 'Kolczyki na chwilę')
        .field('price', '90')
        .field('description', 'Earrings.')
        .field('colorIds', '[1]')
        .field('categoryIds', '[1]')
        .attach('images', await picture(), 'p.jpg')
        .expect(201);
      const base = (created.body.product.images[0].image_url as string)
        .replace(/^\/uploads\//, '')
        .replace(/-\d+\.webp$/, '');
      const files = async () => (await bucketKeys(s3)).filter((key) => key.startsWith(base));
      expect(await files()).toHaveLength(6);
      await relay.stop();
      await request(t.http)
        .delete(`/api/products/${created.body.product.id}`)
        .set('Authorization', `Bearer ${admin.token}`)
        .expect(200);
      expect(await files()).toHaveLength(6);
      await relay.resume();
      await until(async () => (await files()).length === 0, 15_000);
    });
  });

  describe('a start after a write was killed', () => {
    let s3: TestS3Server | undefined;
    let t: TestApp | undefined;
    let uploads: string;
    beforeEach(() => {
      uploads = mkdtempSync(join(tmpdir(), 'soutache-leftovers-'));
    });
    afterEach(async () => {
      await t?.close();
      await s3?.close();
      rmSync(uploads, { recursive: true, force: true });
      t = undefined;
      s3 = undefined;
    });

    /** What a write killed a moment ago left: a picture published for rows never committed, its pending twin, a half-read REST upload. */
    const killedWrite = () => {
      const name = `products/${randomUUID()}`;
      mkdirSync(join(uploads, '.pending', 'incoming'), { recursive: true });
      writeFileSync(join(uploads, '.pending', 'incoming', randomUUID()), 'half an upload');
      return { published: `${name}-320.webp`, pending: `${name}-640.webp` };
    };

    // Twice UPLOAD_TIMEOUT_MS (12 s) is longer than a start takes: at start they are too young to be taken for a dead write's.
    it('in the bucket and the local spool: gone once the upload deadline has passed', async () => {
      s3 = await startS3Server();
      const left = killedWrite();
      const store = new S3ImageStore(
        loadConfig({ ...s3.env, DATA_DIR: uploads, JWT_SECRET: 'x'.repeat(32) }).s3!,
      );
      await store.putPending(left.published, Buffer.from('a'));
      await store.publish([left.published]);
      await store.putPending(left.pending, Buffer.from('b'));
      store.onApplicationShutdown();
      expect(await bucketKeys(s3)).toEqual([`.pending/${left.pending}`, left.published]);
      t = await startTestApp({
        ...s3.env,
        UPLOAD_DIR: uploads,
        UPLOAD_TIMEOUT_MS: '6000',
        IMAGE_SWEEP_INTERVAL_MS: '0',
      });
      await until(
        async () => (await bucketKeys(s3!)).length === 0 && filesIn(join(uploads, '.pending')) === 0,
        45_000,
      );
    }, 90_000);

    it('in the local folder: gone once the upload deadline has passed', async () => {
      const left = killedWrite();
      mkdirSync(join(uploads, 'products'), { recursive: true });
      writeFileSync(join(uploads, left.published), 'a');
      t = await startTestApp({
        UPLOAD_DIR: uploads,
        UPLOAD_TIMEOUT_MS: '6000',
        IMAGE_SWEEP_INTERVAL_MS: '0',
      });
      // The pending files went before the first request; the published one once no write in progress can still want it.
      expect(filesIn(join(uploads, '.pending'))).toBe(0);
      await until(() => !existsSync(join(uploads, left.published)), 45_000);
    }, 90_000);
  });
});
