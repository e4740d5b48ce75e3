import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { IMAGE_STORE, type ImageStore } from '../../server/src/media/image-store';
import { ImageSweep } from '../../server/src/media/image-sweep';
import { eventually } from '../support/eventually';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { registerAdmin, startTestApp, TestApp } from '../support/test-app';

const HOUR = 60 * 60 * 1000;
const picture = (width: number, background: string) =>
  sharp({ create: { width, height: width, channels: 3, background } })
    .jpeg()
    .toBuffer();

/**
 * The image store end to end, on the local folder and on an S3 bucket (a real S3-protocol server
 * started here): pictures written with their rows, served at /uploads/, removed with them, and swept
 * when no row points at them, pending files a crash left included.
 */
describe.each([
  ['the local folder', false],
  ['an S3 bucket', true],
])('pictures in %s', (_name, onS3) => {
  let s3: TestS3Server | undefined;
  let t: TestApp;
  let store: ImageStore;
  let admin: { token: string };
  let red: Buffer;

  beforeAll(async () => {
    s3 = onS3 ? await startS3Server() : undefined;
    t = await startTestApp({ ...s3?.env, IMAGE_SWEEP_INTERVAL_MS: '0' });
    store = t.app.get<ImageStore>(IMAGE_STORE);
    admin = await registerAdmin(t);
    red = await picture(600, '#a01020');
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const auth = () => ({ Authorization: `Bearer ${admin.token}` });
  /** Every file the store holds, pending ones under `.pending/`. */
  const stored = async () => {
    const keys: string[] = [];
    for await (const file of store.list()) keys.push(file.pending ? `.pending/${file.key}` : file.key);
    return keys.sort();
  };
  const imageOf = (url: string) => url.replace(/^\/uploads\//, '').replace(/-\d+\.webp$/, '');
  const filesOf = async (url: string) => (await stored()).filter((key) => key.startsWith(`${imageOf(url)}-`));
  const sweep = (ageMs: number) => t.app.get(ImageSweep).sweep(false, Date.now() + ageMs);

  async function createProduct(): Promise<{ id: number; images: { id: number; image_url: string }[] }> {
    const res = await request(t.http)
      .post('/api/products/create')
      .set(auth())
      .field('name', 'Kolczyki')
      .field('price', '120')
      .field('description', 'Red earrings.')
      .field('colorIds', '[1]')
      .field('categoryIds', '[1]')
      .attach('images', red, 'red.jpg')
      .expect(201);
    return res.body.product;
  }

  it('serves a photo at its /uploads/ address with a year’s cache, its ETag, Range and 304, and nothing else there', async () => {
    const product = await createProduct();
    const url = product.images[0].image_url;
    expect(url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-600\.webp$/);
    const full = await request(t.http).get(url).buffer(true).expect(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(full.headers['cache-control']).toMatch(/immutable/);
    expect(full.headers['content-security-policy']).toBe("default-src 'none'");
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.headers.etag).toMatch(/"/);
    expect(full.body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    await request(t.http).get(url).set('If-None-Match', full.headers.etag).expect(304);
    const part = await request(t.http).get(url).set('Range', 'bytes=0-9').buffer(true).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${full.body.length}`);
    expect(part.body).toEqual(full.body.subarray(0, 10));
    const head = await request(t.http).head(url).expect(200);
    expect(head.headers['content-length']).toBe(String(full.body.length));
    await request(t.http).get('/uploads/products/00000000-0000-0000-0000-000000000000-640.webp').expect(404);
    await store.putPending('products/not-yet-320.webp', Buffer.from('pending'));
    await request(t.http).get('/uploads/.pending/products/not-yet-320.webp').expect(404);
    await request(t.http).get('/uploads/products/not-yet-320.webp').expect(404);
    await store.removePending(['products/not-yet-320.webp']);
  });

  it('an edit adds a photo with its files, deleting a photo and then the product removes every file of theirs', async () => {
    const product = await createProduct();
    const edited = await request(t.http)
      .put(`/api/products/${product.id}/edit`)
      .set(auth())
      .field('existingImages', JSON.stringify({ id: product.images[0].id }))
      .attach('images', red, 'again.jpg')
      .expect(200);
    const [first, second] = edited.body.product.images;
    // Two sizes in WebP and AVIF, and the link previews (JPEGs of 1200×630 and 1200×1200).
    expect(await filesOf(first.image_url)).toHaveLength(6);
    expect(await filesOf(second.image_url)).toHaveLength(6);
    await request(t.http).delete(`/api/products/images/${first.id}`).set(auth()).expect(200);
    expect(await filesOf(first.image_url)).toEqual([]);
    await request(t.http).get(first.image_url).expect(404);
    await request(t.http).delete(`/api/products/${product.id}`).set(auth()).expect(200);
    expect(await filesOf(second.image_url)).toEqual([]);
    expect((await stored()).filter((key) => key.startsWith('.pending/products/'))).toEqual([]);
  });

  it('keeps a create all or nothing when the store fails half-way through publishing: no row, no file', async () => {
    const before = { files: await stored(), products: await t.sql('SELECT id FROM products ORDER BY id') };
    const publish = store.publish.bind(store);
    const failing = jest.spyOn(store, 'publish').mockImplementation(async (keys: string[]) => {
      await publish(keys.slice(0, 1));
      throw new Error('store unreachable');
    });
    try {
      await request(t.http)
        .post('/api/products/create')
        .set(auth())
        .field('name', 'Never saved')
        .field('price', '1')
        .field('description', 'x')
        .attach('images', red, 'red.jpg')
        .expect(500);
    } finally {
      failing.mockRestore();
    }
    expect({ files: await stored(), products: await t.sql('SELECT id FROM products ORDER BY id') }).toEqual(
      before,
    );
  });

  it('a publication edit that replaces its background removes the old one, unless another publication still shows it', async () => {
    const upload = async (color: string) =>
      (
        await request(t.http)
          .post('/api/publications/backgrounds')
          .set(auth())
          .attach('file', await picture(900, color), 'bg.jpg')
          .expect(201)
      ).body as {
        image: string;
        imageUrl: string;
      };
    const first = await upload('#203040');
    const second = await upload('#405060');
    const publish = (image: string) => ({ title: 'Wiosna', abstract: 'Nowe', content: 'Tekst', image });
    const { body } = await request(t.http)
      .post('/api/publications/create')
      .set(auth())
      .send(publish(first.image))
      .expect(201);
    expect(await filesOf(first.imageUrl)).toHaveLength(8);
    await request(t.http)
      .put(`/api/publications/${body.id}/edit`)
      .set(auth())
      .send(publish(second.image))
      .expect(200);
    expect(await filesOf(first.imageUrl)).toEqual([]);
    await request(t.http).get(first.imageUrl).expect(404);
    // A second publication shows the same background: replacing it on the first keeps it for the second.
    const other = await request(t.http)
      .post('/api/publications/create')
      .set(auth())
      .send(publish(second.image))
      .expect(201);
    await request(t.http).put(`/api/publications/${body.id}/edit`).set(auth()).send(publish('')).expect(200);
    expect(await filesOf(second.imageUrl)).toHaveLength(8);
    await request(t.http).get(second.imageUrl).expect(200);
    // Named in a publication's Markdown only, a picture is in use too.
    await request(t.http)
      .put(`/api/publications/${other.body.id}/edit`)
      .set(auth())
      .send({ ...publish(''), content: `![x](${second.imageUrl})` })
      .expect(200);
    expect(await filesOf(second.imageUrl)).toHaveLength(8);
    expect((await sweep(48 * HOUR)).orphans).toBe(0);
    expect(await filesOf(second.imageUrl)).toHaveLength(8);
  });

  it('sweeps pictures no row points at once old enough, files a crash left pending, and keeps every picture in use', async () => {
    const kept = await createProduct();
    // A delete whose file removal never ran (kill -9 between its commit and the removal).
    const lost = await createProduct();
    await t.sql('DELETE FROM products WHERE id = $1', [lost.id]);
    await store.putPending('products/left-by-a-crash-320.webp', Buffer.from('half'));
    const unused = (
      await request(t.http)
        .post('/api/publications/backgrounds')
        .set(auth())
        .attach('file', await picture(400, '#102030'), 'bg.jpg')
        .expect(201)
    ).body.imageUrl as string;
    // Younger than twice the longest upload: a write in progress may still commit rows for them.
    expect(await sweep(0)).toMatchObject({ pending: 0, orphans: 0 });
    expect(await filesOf(lost.images[0].image_url)).toHaveLength(6);
    // Past it: the lost product's files and the pending one go; an unused background waits for its form a day.
    expect(await sweep(10 * 60 * 1000)).toMatchObject({ pending: 1, orphans: 6 });
    expect(await filesOf(lost.images[0].image_url)).toEqual([]);
    expect((await stored()).filter((key) => key.startsWith('.pending/'))).toEqual([]);
    expect(await filesOf(unused)).toHaveLength(6);
    expect(await sweep(25 * HOUR)).toMatchObject({ orphans: 6 });
    expect(await filesOf(unused)).toEqual([]);
    expect(await filesOf(kept.images[0].image_url)).toHaveLength(6);
    await request(t.http).get(kept.images[0].image_url).expect(200);
  });
});

describe('pictures in an S3 bucket behind a CDN (PUBLIC_IMAGE_BASE)', () => {
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

  it('sends the browser to the same key under PUBLIC_IMAGE_BASE, for good', async () => {
    const res = await request(t.http)
      .get('/uploads/products/0b9e4c1e-7d3a-4f7e-9a51-000000000340-640.webp')
      .expect(301);
    expect(res.headers.location).toBe(
      'https://images.shop.test/pictures/products/0b9e4c1e-7d3a-4f7e-9a51-000000000340-640.webp',
    );
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });
});

describe('the local folder swept at start and on a schedule', () => {
  it('removes orphans older than the longest upload, pending files and empty temp folders; keeps the spool folder and fresh files', async () => {
    const uploads = mkdtempSync(join(tmpdir(), 'soutache-sweep-'));
    const old = new Date(Date.now() - 2 * HOUR);
    const write = (path: string, aged = true) => {
      mkdirSync(join(uploads, path, '..'), { recursive: true });
      writeFileSync(join(uploads, path), 'x');
      if (aged) utimesSync(join(uploads, path), old, old);
    };
    write('products/orphan-320.webp');
    write('products/fresh-320.webp', false);
    write('.pending/products/left-320.webp');
    mkdirSync(join(uploads, '.pending', 'backgrounds', 'empty'), { recursive: true });
    mkdirSync(join(uploads, '.pending', 'incoming'), { recursive: true });
    for (const dir of ['.pending/backgrounds/empty', '.pending/backgrounds', '.pending/incoming'])
      utimesSync(join(uploads, dir), old, old);
    const t = await startTestApp({ UPLOAD_DIR: uploads, IMAGE_SWEEP_INTERVAL_MS: '200' });
    try {
      expect(existsSync(join(uploads, 'products/orphan-320.webp'))).toBe(false);
      expect(existsSync(join(uploads, '.pending/products/left-320.webp'))).toBe(false);
      expect(existsSync(join(uploads, '.pending/backgrounds'))).toBe(false);
      expect(existsSync(join(uploads, '.pending/incoming'))).toBe(true);
      expect(existsSync(join(uploads, 'products/fresh-320.webp'))).toBe(true);
      // Then on its schedule: an orphan that has grown old meanwhile goes too.
      utimesSync(join(uploads, 'products/fresh-320.webp'), old, old);
      await eventually(
        'the scheduled sweep to remove the aged orphan',
        () => !existsSync(join(uploads, 'products/fresh-320.webp')),
        { timeoutMs: 5000 },
      );
    } finally {
      await t.close();
      rmSync(uploads, { recursive: true, force: true });
    }
  });
});
