import sharp from 'sharp';
import request from 'supertest';
import { systemContext } from '../../server/src/common/context/request-context';
import { IMAGE_STORE, type ImageStore } from '../../server/src/media/image-store';
import { prepareImage } from '../../server/src/media/image-variants';
import { CatalogueWritesService } from '../../server/src/products/catalogue-writes.service';
import type { Availability } from '../../server/src/products/product.entity';
import { ImageSweep } from '../../server/src/media/image-sweep';
import { SharePreviews } from '../../server/src/media/share-previews';
import { requireClientBuild } from '../support/client-build';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { registerAdmin, startTestApp, type TestApp } from '../support/test-app';

const HOUR = 60 * 60 * 1000;
const SHOP = 'https://shop.test';

/** A photo of random pixels (the same every run): the hardest for a JPEG's size, so the preview's byte limit is tested. */
function noisyPhoto(width = 1800, height = 1200): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 88172645;
  for (let i = 0; i < pixels.length; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    pixels[i] = state & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
const plainPhoto = (color: string) =>
  sharp({ create: { width: 700, height: 900, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/** A stored size's address (`/uploads/<folder>/<name>-<width>.webp`, signed or not) to its picture's link preview's, unsigned. */
const previewOf = (url: string) => url.split('?')[0].replace(/-\d+\.webp$/, '-1200.jpg');
/** The same for its square preview, Pinterest's. */
const squareOf = (url: string) => url.split('?')[0].replace(/-\d+\.webp$/, '-1200sq.jpg');
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

/** What a chat app reads of a preview it fetched. */
async function fetched(t: TestApp, url: string) {
  const res = await request(t.http)
    .get(url)
    .buffer(true)
    .parse((answer, done) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => done(null, Buffer.concat(chunks)));
    });
  if (res.status !== 200) return { status: res.status };
  const body = res.body as Buffer;
  const { format, width, height } = await sharp(body).metadata();
  return {
    status: res.status,
    type: res.headers['content-type'],
    format,
    width,
    height,
    underLimit: body.length < 300_000,
  };
}
const A_PREVIEW = {
  status: 200,
  type: 'image/jpeg',
  format: 'jpeg',
  width: 1200,
  height: 630,
  underLimit: true,
};
const A_SQUARE = { ...A_PREVIEW, height: 1200 };

/**
 * Every stored picture has link previews beside its sizes: `<name>-1200.jpg`, a 1200×630 JPEG under
 * 300 kB (WhatsApp and older iMessage show no WebP), and `<name>-1200sq.jpg`, a 1200×1200 one for
 * Pinterest, made when the photo is saved, removed with it,
 * never an orphan, hidden with a draft's photos, and made in the background for a picture stored
 * before previews were. On the local folder and on an S3 bucket.
 */
describe.each([
  ['the local folder', false],
  ['an S3 bucket', true],
])('link previews of pictures in %s', (_name, onS3) => {
  let s3: TestS3Server | undefined;
  let t: TestApp;
  let store: ImageStore;
  let admin: { token: string };

  beforeAll(async () => {
    s3 = onS3 ? await startS3Server() : undefined;
    t = await startTestApp({ ...s3?.env, IMAGE_SWEEP_INTERVAL_MS: '0' });
    store = t.app.get<ImageStore>(IMAGE_STORE);
    admin = await registerAdmin(t);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const auth = () => ({ Authorization: `Bearer ${admin.token}` });
  const sweep = (ageMs: number) => t.app.get(ImageSweep).sweep(false, Date.now() + ageMs);
  /** Every file the store holds, pending ones under `.pending/`. */
  const stored = async () => {
    const keys: string[] = [];
    for await (const file of store.list()) keys.push(file.pending ? `.pending/${file.key}` : file.key);
    return keys.sort();
  };

  async function createPiece(
    photo: Buffer,
    fields: Record<string, string> = {},
  ): Promise<{ id: number; imageUrl: string }> {
    const sent = request(t.http)
      .post('/api/products/create')
      .set(auth())
      .field('name', 'Kolczyki')
      .field('price', '150')
      .field('description', 'Earrings.');
    for (const [name, value] of Object.entries(fields)) sent.field(name, value);
    const res = await sent.attach('images', photo, 'photo.jpg').expect(201);
    return { id: res.body.product.id, imageUrl: res.body.product.images[0].image_url };
  }

  it('makes a 1200×630 and a 1200×1200 JPEG under 300 kB when a photo is saved, keeps them while the photo is used, and removes them with the photo', async () => {
    const piece = await createPiece(await noisyPhoto());
    expect(await fetched(t, previewOf(piece.imageUrl))).toEqual(A_PREVIEW);
    expect(await fetched(t, squareOf(piece.imageUrl))).toEqual(A_SQUARE);
    // In use: not an orphan, however old.
    expect(await sweep(48 * HOUR)).toMatchObject({ orphans: 0 });
    expect(await store.has(keyOf(previewOf(piece.imageUrl)))).toBe(true);
    expect(await store.has(keyOf(squareOf(piece.imageUrl)))).toBe(true);
    await request(t.http).delete(`/api/products/${piece.id}`).set(auth()).expect(200);
    expect(await store.has(keyOf(previewOf(piece.imageUrl)))).toBe(false);
    expect(await store.has(keyOf(squareOf(piece.imageUrl)))).toBe(false);
    expect(await fetched(t, previewOf(piece.imageUrl))).toEqual({ status: 404 });
  });

  it('makes one for a publication background, swept with it when no post uses it', async () => {
    const upload = await request(t.http)
      .post('/api/publications/backgrounds')
      .set(auth())
      .attach('file', await plainPhoto('#304050'), 'bg.jpg')
      .expect(201);
    const preview = previewOf(upload.body.imageUrl as string);
    expect(await fetched(t, preview)).toEqual(A_PREVIEW);
    // An unused background waits a day for its form, then goes whole: its preview is no orphan left behind.
    expect(await sweep(25 * HOUR)).toMatchObject({ orphans: 8 });
    expect(
      (await stored()).filter((key) =>
        key.startsWith(keyOf(upload.body.imageUrl).replace(/-\d+\.webp$/, '')),
      ),
    ).toEqual([]);
  });

  it("keeps a draft's preview from the public as its photos, and opens it once the piece is published", async () => {
    const draft = await createPiece(await plainPhoto('#7a2040'), { draft: 'true' });
    expect(await fetched(t, previewOf(draft.imageUrl))).toEqual({ status: 404 });
    expect(await fetched(t, squareOf(draft.imageUrl))).toEqual({ status: 404 });
    await request(t.http)
      .put(`/api/products/${draft.id}/edit`)
      .set(auth())
      .field('draft', 'false')
      .expect(200);
    expect(await fetched(t, previewOf(draft.imageUrl))).toEqual(A_PREVIEW);
    expect(await fetched(t, squareOf(draft.imageUrl))).toEqual(A_SQUARE);
  });

  it('makes the previews of a picture stored without them in the background, from the listing the sweep makes, and says they are not there until then', async () => {
    const old = await createPiece(await plainPhoto('#205080'));
    const key = keyOf(previewOf(old.imageUrl));
    const square = keyOf(squareOf(old.imageUrl));
    const previews = t.app.get(SharePreviews);
    // As a picture stored before previews were made.
    await store.remove([key, square]);
    expect(await fetched(t, previewOf(old.imageUrl))).toEqual({ status: 404 });
    expect(previews.ready(key)).toBe(true);
    // The sweep at start (and at every round) hands it over; the sweep itself does not wait for it.
    const swept = await sweep(0);
    expect(swept).toMatchObject({ orphans: 0 });
    expect(await store.has(key)).toBe(false);
    // Until they are made, a page's head names the picture's WebP instead (the rendered heads below).
    expect([previews.ready(key), previews.ready(square)]).toEqual([false, false]);
    await previews.settled();
    expect([previews.ready(key), previews.ready(square)]).toEqual([true, true]);
    expect(await fetched(t, previewOf(old.imageUrl))).toEqual(A_PREVIEW);
    expect(await fetched(t, squareOf(old.imageUrl))).toEqual(A_SQUARE);
    expect(
      t.logs.map((line) => JSON.parse(line)).filter((line) => line.event === 'share_previews_made'),
    ).toEqual([expect.objectContaining({ count: 1 })]);
  });

  it("makes only the square preview of a picture stored with the card alone (before Pinterest's was made)", async () => {
    const old = await createPiece(await plainPhoto('#602040'));
    const card = await store.get(keyOf(previewOf(old.imageUrl)));
    await store.remove([keyOf(squareOf(old.imageUrl))]);
    await sweep(0);
    await t.app.get(SharePreviews).settled();
    expect(await fetched(t, squareOf(old.imageUrl))).toEqual(A_SQUARE);
    expect((await store.get(keyOf(previewOf(old.imageUrl))))!.equals(card!)).toBe(true);
  });

  it('leaves nothing behind for a picture deleted while its preview was being made', async () => {
    const gone = await createPiece(await plainPhoto('#508020'));
    const key = keyOf(previewOf(gone.imageUrl));
    const square = keyOf(squareOf(gone.imageUrl));
    await store.remove([key, square]);
    const image = key.replace(/-1200\.jpg$/, '');
    // Its rows gone by the time the previews are ready to publish: asked again under the picture's lock.
    t.app
      .get(SharePreviews)
      .backfill([{ image, source: keyOf(gone.imageUrl), missing: [key, square] }], async () => [image]);
    await t.app.get(SharePreviews).settled();
    expect(await store.has(key)).toBe(false);
    expect(await store.has(square)).toBe(false);
    expect((await stored()).filter((file) => file.startsWith('.pending/'))).toEqual([]);
  });
});

/** The head a chat app, Facebook or Pinterest reads: every meta tag in order, as [property or name, content]. */
function metaTags(html: string): [string, string][] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].map((m) => [m[1], m[2]]);
}
const values = (tags: [string, string][], name: string) =>
  tags.filter(([tag]) => tag === name).map(([, content]) => content);
/** The tags from the first og:image to the locale: each picture with its own properties. */
const imageTags = (tags: [string, string][]) => tags.filter(([tag]) => tag.startsWith('og:image'));

describe("a rendered page's link preview", () => {
  let t: TestApp;
  let admin: { token: string };

  beforeAll(async () => {
    requireClientBuild();
    t = await startTestApp({ PUBLIC_URL: SHOP, IMAGE_SWEEP_INTERVAL_MS: '0' });
    admin = await registerAdmin(t);
  });
  afterAll(() => t?.close());

  const auth = () => ({ Authorization: `Bearer ${admin.token}` });
  const page = async (address: string) => metaTags((await request(t.http).get(address).expect(200)).text);

  /** A piece named in both languages, its photo encoded as an upload's (the catalogue's writer, as the demo seed uses it). */
  async function createPiece(
    namePl: string,
    nameEn: string,
    availability: Availability = 'AVAILABLE',
  ): Promise<{ id: number; imageUrl: string }> {
    const { id, images } = await t.app.get(CatalogueWritesService).create(
      systemContext('share-previews-test'),
      {
        namePl,
        nameEn,
        price: 249.5,
        descriptionPl: 'Kolczyki.',
        descriptionEn: 'Earrings.',
        availability,
        colorIds: [],
        categoryIds: [],
        images: [{}],
      },
      { prepared: [await prepareImage(await plainPhoto('#9a3050'), 'products')] },
    );
    return { id, imageUrl: images[0].imageUrl };
  }

  it("lists a piece's JPEG first with its size, type and alt text in the page's language, then its WebP; with its price and availability", async () => {
    const piece = await createPiece('Kolczyki Zorza', 'Aurora earrings');
    const pl = await page(`/jewellery/${piece.id}`);
    expect(imageTags(pl)).toEqual([
      ['og:image', `${SHOP}${previewOf(piece.imageUrl)}`],
      ['og:image:type', 'image/jpeg'],
      ['og:image:width', '1200'],
      ['og:image:height', '630'],
      ['og:image:alt', 'Kolczyki Zorza'],
      ['og:image', `${SHOP}${squareOf(piece.imageUrl)}`],
      ['og:image:type', 'image/jpeg'],
      ['og:image:width', '1200'],
      ['og:image:height', '1200'],
      ['og:image:alt', 'Kolczyki Zorza'],
      ['og:image', `${SHOP}${piece.imageUrl}`],
      ['og:image:type', 'image/webp'],
      ['og:image:alt', 'Kolczyki Zorza'],
    ]);
    expect(values(pl, 'twitter:image')).toEqual([`${SHOP}${previewOf(piece.imageUrl)}`]);
    expect(values(pl, 'twitter:card')).toEqual(['summary_large_image']);
    expect(
      Object.fromEntries(
        pl.filter(([tag]) => /^(og:(type|site_name|locale|locale:alternate)|product:)/.test(tag)),
      ),
    ).toEqual({
      'og:type': 'product',
      'og:site_name': 'Soutache Studio',
      'og:locale': 'pl_PL',
      'og:locale:alternate': 'en_GB',
      'product:price:amount': '249.50',
      'product:price:currency': 'PLN',
      'product:availability': 'in stock',
    });
    // What the preview names is there: the JPEG a chat app fetches.
    expect(await fetched(t, previewOf(piece.imageUrl))).toEqual(A_PREVIEW);
    expect(await fetched(t, squareOf(piece.imageUrl))).toEqual(A_SQUARE);

    const en = await page(`/jewellery/${piece.id}?lang=en`);
    expect(values(en, 'og:image:alt')).toEqual(['Aurora earrings', 'Aurora earrings', 'Aurora earrings']);
    expect([values(en, 'og:locale'), values(en, 'og:locale:alternate')]).toEqual([['en_GB'], ['pl_PL']]);
  });

  it('says a piece is out of stock once sold, and preorder when made to order', async () => {
    const piece = await createPiece('Naszyjnik Noc', 'Night necklace');
    expect(values(await page(`/jewellery/${piece.id}`), 'product:availability')).toEqual(['in stock']);
    await request(t.http)
      .put(`/api/products/${piece.id}/edit`)
      .set(auth())
      .field('availability', 'SOLD')
      .expect(200);
    expect(values(await page(`/jewellery/${piece.id}`), 'product:availability')).toEqual(['out of stock']);
    const made = await createPiece('Broszka Świt', 'Dawn brooch', 'MADE_TO_ORDER');
    expect(values(await page(`/jewellery/${made.id}`), 'product:availability')).toEqual(['preorder']);
  });

  it('names the WebP while a picture stored before its previews has none, and the JPEGs once the background pass made them', async () => {
    const piece = await createPiece('Kolczyki Dawne', 'Old earrings');
    const store = t.app.get<ImageStore>(IMAGE_STORE);
    await store.remove([keyOf(previewOf(piece.imageUrl)), keyOf(squareOf(piece.imageUrl))]);
    await t.app.get(ImageSweep).sweep(false, Date.now());
    // Asked while the pass waits its two seconds: no JPEG a chat app would not find.
    expect(values(await page(`/jewellery/${piece.id}`), 'og:image')).toEqual([`${SHOP}${piece.imageUrl}`]);
    await t.app.get(SharePreviews).settled();
    // Another address of the page (the first is kept 30 s): the JPEGs again.
    expect(values(await page(`/jewellery/${piece.id}?lang=en`), 'og:image')).toEqual([
      `${SHOP}${previewOf(piece.imageUrl)}`,
      `${SHOP}${squareOf(piece.imageUrl)}`,
      `${SHOP}${piece.imageUrl}`,
    ]);
  });

  it("shows a post's background by its JPEG, and a post without one by the shop's own card", async () => {
    const upload = await request(t.http)
      .post('/api/publications/backgrounds')
      .set(auth())
      .attach('file', await plainPhoto('#405060'), 'bg.jpg')
      .expect(201);
    const post = (image: string) => ({ title: 'Wiosna', abstract: 'Nowa kolekcja', content: 'Tekst', image });
    const withBackground = await request(t.http)
      .post('/api/publications/create')
      .set(auth())
      .send(post(upload.body.image))
      .expect(201);
    const tags = await page(`/publication/${withBackground.body.id}`);
    expect(values(tags, 'og:image')).toEqual([
      `${SHOP}${previewOf(upload.body.imageUrl)}`,
      `${SHOP}${squareOf(upload.body.imageUrl)}`,
      `${SHOP}${upload.body.imageUrl}`,
    ]);
    expect(values(tags, 'og:type')).toEqual(['article']);
    expect(values(tags, 'og:image:alt')).toEqual(['Wiosna', 'Wiosna', 'Wiosna']);
    expect(values(tags, 'twitter:image')).toEqual([`${SHOP}${previewOf(upload.body.imageUrl)}`]);
    expect(await fetched(t, previewOf(upload.body.imageUrl))).toEqual(A_PREVIEW);

    const without = await request(t.http)
      .post('/api/publications/create')
      .set(auth())
      .send(post(''))
      .expect(201);
    expect(imageTags(await page(`/publication/${without.body.id}`))).toEqual([
      ['og:image', `${SHOP}/og-image.jpg`],
      ['og:image:type', 'image/jpeg'],
      ['og:image:width', '1200'],
      ['og:image:height', '630'],
      ['og:image:alt', 'Wiosna'],
    ]);
  });
});
