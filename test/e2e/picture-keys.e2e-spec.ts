import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import request from 'supertest';
import { IMAGE_STORE } from '../../server/src/media/image-store';
import { ImageSweep } from '../../server/src/media/image-sweep';
import type { S3ImageStore } from '../../server/src/media/s3-image-store';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { registerAdmin, startTestApp, TestApp } from '../support/test-app';

const HOUR = 60 * 60 * 1000;
const picture = () =>
  sharp({ create: { width: 500, height: 500, channels: 3, background: '#802040' } })
    .jpeg()
    .toBuffer();
const A_PICTURE = 'products/0b9e4c1e-7d3a-4f7e-9a51-000000000340-640.webp';
const LONG_KEY = `products/${'a'.repeat(3000)}-320.webp`;

/** Puts an object in the bucket as another application (or an operator's backup) would. */
const putObject = (t: TestApp, s3: TestS3Server, key: string) =>
  t.app
    .get<S3ImageStore>(IMAGE_STORE)
    .client.send(new PutObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: key, Body: 'not a picture' }));
const bucketKeys = async (t: TestApp, s3: TestS3Server) => {
  const page = await t.app
    .get<S3ImageStore>(IMAGE_STORE)
    .client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
};

/** /uploads/ answers the shop's own pictures only, from the folder, the bucket or through PUBLIC_IMAGE_BASE. */
describe('/uploads/ serves the shop’s own pictures only', () => {
  describe('behind a CDN (PUBLIC_IMAGE_BASE with a path)', () => {
    let s3: TestS3Server;
    let t: TestApp;
    beforeAll(async () => {
      s3 = await startS3Server();
      t = await startTestApp({ ...s3.env, PUBLIC_IMAGE_BASE: 'https://images.shop.test/pictures/' });
    });
    afterAll(async () => {
      await t.close();
      await s3.close();
    });

    it.each(
      [
        '/uploads/..%2f..%2fattacker-bucket/x',
        '/uploads/products/..%2f..%2f..%2fattacker-bucket%2fx-320.webp',
        '/uploads/.pending/products/0b9e4c1e-7d3a-4f7e-9a51-000000000340-640.webp',
        '/uploads/%2epending/products/0b9e4c1e-7d3a-4f7e-9a51-000000000340-640.webp',
        '/uploads/backups/shop.dump',
        '/uploads/products/shop.dump',
        '/uploads/elsewhere/0b9e4c1e-7d3a-4f7e-9a51-000000000340-640.webp',
        `/uploads/${LONG_KEY}`,
      ].map((path) => [path.length > 100 ? `a ${path.length}-character key` : path, path]),
    )('never redirects anywhere: %s', async (_label, path) => {
      const res = await request(t.http).get(path);
      expect([res.status, res.headers.location]).toEqual([404, undefined]);
    });

    it('redirects a picture key to the same key under the base', async () => {
      const res = await request(t.http).get(`/uploads/${A_PICTURE}`).expect(301);
      expect(res.headers.location).toBe(`https://images.shop.test/pictures/${A_PICTURE}`);
    });
  });

  describe('from a bucket the shop shares (S3_PREFIX)', () => {
    let s3: TestS3Server;
    let t: TestApp;
    let admin: { token: string };
    beforeAll(async () => {
      s3 = await startS3Server();
      t = await startTestApp({ ...s3.env, S3_PREFIX: '/shop/pictures/', IMAGE_SWEEP_INTERVAL_MS: '0' });
      admin = await registerAdmin(t);
    });
    afterAll(async () => {
      await t.close();
      await s3.close();
    });

    it('keeps its pictures under the prefix, serves them, and neither serves nor sweeps what else the bucket holds', async () => {
      const created = await request(t.http)
        .post('/api/products/create')
        .set('Authorization', `Bearer ${admin.token}`)
        .field('name', 'Kolczyki')
        .field('price', '120')
        .field('description', 'Red earrings.')
        .field('colorIds', '[1]')
        .field('categoryIds', '[1]')
        .attach('images', await picture(), 'red.jpg')
        .expect(201);
      const url = created.body.product.images[0].image_url as string;
      const key = url.replace(/^\/uploads\//, '');
      await request(t.http).get(url).expect(200).expect('Content-Type', 'image/webp');
      // Another application's objects: a backup, and a file shaped like a picture outside the prefix.
      const foreign = [
        'backups/shop.dump',
        key.replace(/^products\/[^-]+/, 'products/ffffffff'),
        'shop/pictures/backups/shop.dump',
      ];
      for (const name of foreign) await putObject(t, s3, name);
      const keys = await bucketKeys(t, s3);
      expect(keys).toContain(`shop/pictures/${key}`);
      expect(
        keys.filter((name) => !foreign.includes(name) && !name.startsWith('shop/pictures/products/')),
      ).toEqual([]);
      for (const path of ['/uploads/backups/shop.dump', `/uploads/${foreign[1]}`, `/uploads/${LONG_KEY}`]) {
        expect([path, (await request(t.http).get(path)).status]).toEqual([path, 404]);
      }
      // Long after: the shop's own picture is in use and stays; nothing outside the prefix is touched.
      expect(await t.app.get(ImageSweep).sweep(false, Date.now() + 48 * HOUR)).toMatchObject({ orphans: 0 });
      expect(await bucketKeys(t, s3)).toEqual(keys);
    });
  });

  describe('from the local folder', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('answers 404, not 500, for a key too long for the disk, and serves no other file put there', async () => {
      const res = await request(t.http).get(`/uploads/${LONG_KEY}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404 });
      mkdirSync(join(t.uploadDir, 'backups'), { recursive: true });
      writeFileSync(join(t.uploadDir, 'backups', 'shop.dump'), 'not a picture');
      writeFileSync(join(t.uploadDir, 'notes.txt'), 'not a picture');
      mkdirSync(join(t.uploadDir, 'products'), { recursive: true });
      writeFileSync(join(t.uploadDir, A_PICTURE), 'a picture');
      for (const path of ['/uploads/backups/shop.dump', '/uploads/notes.txt'])
        expect([path, (await request(t.http).get(path)).status]).toEqual([path, 404]);
      await request(t.http).get(`/uploads/${A_PICTURE}`).expect(200);
    });

    it('answers an unsatisfiable Range with 416 and logs no error', async () => {
      mkdirSync(join(t.uploadDir, 'products'), { recursive: true });
      writeFileSync(join(t.uploadDir, 'products', 'range-test-320.webp'), Buffer.alloc(100));
      await request(t.http).get('/uploads/products/range-test-320.webp').expect(200);
      const res = await request(t.http)
        .get('/uploads/products/range-test-320.webp')
        .set('Range', 'bytes=999999999-');
      expect(res.status).toBe(416);
      expect(t.logs.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
    });

    it('serves nothing through a symbolic link inside the uploads folder', async () => {
      const outside = mkdtempSync(join(tmpdir(), 'soutache-outside-'));
      writeFileSync(join(outside, 'secret.webp'), 'not for visitors');
      mkdirSync(join(t.uploadDir, 'products'), { recursive: true });
      symlinkSync(join(outside, 'secret.webp'), join(t.uploadDir, 'products', 'linked-320.webp'));
      symlinkSync(outside, join(t.uploadDir, 'linked-folder'));
      for (const path of ['/uploads/products/linked-320.webp', '/uploads/linked-folder/secret.webp']) {
        const res = await request(t.http).get(path);
        expect([path, res.status]).toEqual([path, 404]);
        expect(res.text).not.toContain('not for visitors');
      }
      rmSync(outside, { recursive: true, force: true });
    });
  });
});
