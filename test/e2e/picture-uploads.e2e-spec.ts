import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { addProduct } from '../support/catalogue-factory';
import { registerAdmin, startTestApp, TestApp } from '../support/test-app';
import { eventually } from '../support/eventually';

/** A photo the encoder takes a while over (noise does not compress), `width` wide. */
const noisyPhoto = (width: number) =>
  sharp({
    create: {
      width,
      height: Math.round(width * 1.25),
      channels: 3,
      background: { r: 140, g: 90, b: 70 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Pictures sent to the shop: encoded one at a time, dropped with a client that went away, checked before they are kept. */
describe('picture uploads', () => {
  let t: TestApp;
  let admin: { id: number; token: string };

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    admin = await registerAdmin(t);
  });
  afterAll(() => t.close());

  const createProduct = (name: string, photo: Buffer) =>
    request(t.http)
      .post('/api/products/create')
      .set(auth(admin.token))
      .field('name', name)
      .field('price', '250')
      .field('description', 'A piece.')
      .field('descriptionpl', 'Kolczyki.')
      .field('colorIds', '[3]')
      .field('categoryIds', '[1]')
      .attach('images', photo, `${name}.jpg`);

  /** Files in the image store's pending area (written, not yet published or removed). */
  const pendingFiles = () => {
    const pending = join(t.uploadDir, '.pending');
    return existsSync(pending)
      ? readdirSync(pending, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
          .length
      : 0;
  };

  const untilNoPendingFiles = () =>
    eventually('no pending upload files', () => pendingFiles() === 0, { timeoutMs: 30_000 });

  /** The client of `sent` goes away after `ms`: 'aborted', or 'answered' had the answer come first. */
  const giveUp = async (sent: request.Test, ms: number) => {
    const outcome = sent.then(
      () => 'answered',
      () => 'aborted',
    );
    await new Promise((resolve) => setTimeout(resolve, ms));
    sent.abort();
    return outcome;
  };

  const productsNamed = async (name: string) =>
    (await t.sql('SELECT id FROM products WHERE name_pl = $1', [name])).length;

  describe('an upload whose client went away is neither encoded nor committed, and requests are encoded in turn', () => {
    it('drops an upload given up while it waits behind another, and answers the one before it', async () => {
      const [large, small] = await Promise.all([noisyPhoto(1400), noisyPhoto(300)]);
      const first = createProduct('Answered first', large).then((res) => res.status);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await giveUp(createProduct('Given up while waiting', small), 300)).toBe('aborted');
      expect(await first).toBe(201);
      // The one after it in line, answered once the queue has passed where the given-up upload stood.
      expect((await createProduct('After them', small)).status).toBe(201);
      await untilNoPendingFiles();
      expect(await productsNamed('Given up while waiting')).toBe(0);
      expect(await productsNamed('Answered first')).toBe(1);
    });

    it('commits nothing for a client that went away while its picture was encoded', async () => {
      const large = await noisyPhoto(1600);
      expect(await giveUp(createProduct('Given up while encoding', large), 500)).toBe('aborted');
      // Answered only after the given-up one's encode ended: by then its write was attempted, or dropped.
      expect((await createProduct('Behind the given-up one', await noisyPhoto(300))).status).toBe(201);
      await untilNoPendingFiles();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await productsNamed('Given up while encoding')).toBe(0);
      expect(pendingFiles()).toBe(0);
    });

    it('answers three uploads sent one after another in the order they were sent', async () => {
      const photos = await Promise.all([noisyPhoto(900), noisyPhoto(900), noisyPhoto(900)]);
      const finished: number[] = [];
      const sent: Promise<void>[] = [];
      for (const [n, photo] of photos.entries()) {
        sent.push(
          createProduct(`In turn ${n}`, photo).then((res) => {
            expect(res.status).toBe(201);
            finished.push(n);
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      await Promise.all(sent);
      expect(finished).toEqual([0, 1, 2]);
    });
  });

  it('refuses an empty file sent as a publication background with 415, as an empty photo is', async () => {
    const empty = await request(t.http)
      .post('/api/publications/backgrounds')
      .set(auth(admin.token))
      .attach('file', Buffer.alloc(0), 'empty.jpg')
      .expect(415);
    expect(empty.body.fields).toEqual({ file: ['FILE_TYPE_NOT_ALLOWED'] });
    const few = await request(t.http)
      .post('/api/publications/backgrounds')
      .set(auth(admin.token))
      .attach('file', Buffer.from([0xff, 0xd8, 0xff]), 'cut.jpg')
      .expect(415);
    expect(few.body.fields).toEqual({ file: ['FILE_TYPE_NOT_ALLOWED'] });
  });

  it('holds JSON in multipart form fields to the 32-level depth rule: 400 naming the field, never 500', async () => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const photo = await noisyPhoto(200);
    for (const field of ['colorIds', 'imageColors', 'imageAltTexts']) {
      const req = request(t.http)
        .post('/api/products/create')
        .set(auth(admin.token))
        .field('name', 'Deep')
        .field('price', '10')
        .field('description', 'x')
        .field('colorIds', field === 'colorIds' ? deep : '[3]')
        .field('categoryIds', '[1]');
      if (field !== 'colorIds') req.field(field, deep);
      const res = await req.attach('images', photo, 'a.jpg').expect(400);
      expect(res.body.fields[field]).toEqual(['TOO_DEEP']);
    }
    const id = await addProduct(t, { name: 'Edited deeply' });
    const edit = await request(t.http)
      .put(`/api/products/${id}/edit`)
      .set(auth(admin.token))
      .field('existingImages', deep)
      .expect(400);
    expect(edit.body.fields.existingImages).toEqual(['TOO_DEEP']);
    expect(await productsNamed('Deep')).toBe(0);
  });

  it('records a picture turned by its EXIF orientation as it is stored: upright', async () => {
    // 1400 x 700 as encoded, to be shown turned a quarter (orientation 6): 700 x 1400 upright.
    const sideways = await sharp({
      create: { width: 1400, height: 700, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await createProduct('Turned upright', sideways).expect(201);
    const [image] = await t.sql<{ width: number; height: number; variant_widths: number[] }>(
      'SELECT width, height, variant_widths FROM product_images WHERE product_id = $1',
      [res.body.product.id],
    );
    expect(image).toEqual({ width: 700, height: 1400, variant_widths: [320, 640, 700] });
    const stored = readdirSync(join(t.uploadDir, 'products')).find((name) => name.endsWith('-700.webp'));
    expect(await sharp(join(t.uploadDir, 'products', stored!)).metadata()).toMatchObject({
      width: 700,
      height: 1400,
    });
  });

  describe('every picture over the pixel cap gets one rule and one reason', () => {
    let small: TestApp;
    let smallAdmin: { token: string };
    beforeAll(async () => {
      small = await startTestApp({ UPLOAD_MAX_PIXELS: '100000' });
      smallAdmin = await registerAdmin(small);
    });
    afterAll(() => small.close());

    it('refuses a background and a product photo over the cap alike: 413 IMAGE_TOO_MANY_PIXELS', async () => {
      const big = await sharp({
        create: { width: 500, height: 400, channels: 3, background: { r: 200, g: 40, b: 40 } },
      })
        .png()
        .toBuffer();
      const background = await request(small.http)
        .post('/api/publications/backgrounds')
        .set(auth(smallAdmin.token))
        .attach('file', big, 'big.png')
        .expect(413);
      expect(background.body).toMatchObject({ statusCode: 413, fields: { file: ['IMAGE_TOO_MANY_PIXELS'] } });
      const photo = await request(small.http)
        .post('/api/products/create')
        .set(auth(smallAdmin.token))
        .field('name', 'Too many pixels')
        .field('price', '10')
        .field('description', 'x')
        .field('colorIds', '[3]')
        .field('categoryIds', '[1]')
        .attach('images', big, 'big.png')
        .expect(413);
      expect(photo.body).toMatchObject({
        statusCode: 413,
        fields: { 'images.0': ['IMAGE_TOO_MANY_PIXELS'] },
      });
    });
  });
});
