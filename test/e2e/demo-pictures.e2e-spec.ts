import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import request from 'supertest';
import { SHARE_PREVIEWS } from '../../server/src/media/image-variants';
import { DEMO_PRODUCTS } from '../../server/src/products/demo/catalogue';
import {
  cacheEntryOf,
  DEMO_WIDTHS,
  FIRST_WIDTH,
  pictureCache,
  prepareDemoPictures,
} from '../../server/src/products/demo/demo-pictures';
import { DemoPicturesPass } from '../../server/src/products/demo/demo-pictures-pass';
import { requireClientBuild } from '../support/client-build';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Drawings left out of this machine's picture cache (piece and view): the first start seeds them with their
 * smallest size alone. The newest piece's cover among them, which the home page, the list and its page show.
 */
const LEFT_OUT = [
  [DEMO_PRODUCTS.length - 1, 0],
  [DEMO_PRODUCTS.length - 1, 1],
  [0, 0],
  [5, 2],
] as const;
const COLD = LEFT_OUT.length;

const PRODUCTS = `query DemoPictures { products(limit: 100) { products { id images { imageUrl avifSrcset webpSrcset } } } }`;

interface Image {
  imageUrl: string;
  avifSrcset: string;
  webpSrcset: string;
}

const srcsetUrls = (srcset: string) =>
  srcset
    .split(', ')
    .filter(Boolean)
    .map((entry) => entry.split(' ')[0]);
const widthsOf = (srcset: string) =>
  srcset
    .split(', ')
    .filter(Boolean)
    .map((entry) => entry.split(' ')[1]);

/**
 * A first start on a machine whose picture cache lacks some drawings (a fresh clone lacks them all): the
 * shop seeds those with their smallest size in WebP and AVIF, answers at once, and adds every other size
 * and the link previews in the background, announcing each picture's sizes only once they are stored.
 */
describe('demo pictures on a first start with drawings not cached yet', () => {
  let t: TestApp;
  let tmp: string;
  const tmpBefore = process.env.TMPDIR;

  beforeAll(async () => {
    requireClientBuild();
    // The machine's own cache (the test command makes it after the build), but a few drawings.
    if (!existsSync(pictureCache())) await prepareDemoPictures();
    tmp = mkdtempSync(join(tmpdir(), 'soutache-demo-cold-'));
    const left = new Set(LEFT_OUT.map(([index, view]) => cacheEntryOf(index, view)));
    cpSync(pictureCache(), join(tmp, 'soutache-demo-pictures-v1'), {
      recursive: true,
      filter: (source) => !left.has(basename(source)),
    });
    // The cache is under the temp folder, asked at each use.
    process.env.TMPDIR = tmp;
    t = await startTestApp({ SEED_DEMO: '1' });
  }, 600_000);

  afterAll(async () => {
    await t?.close();
    if (tmpBefore === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpBefore;
    rmSync(tmp, { recursive: true, force: true });
  });

  const images = async (): Promise<Image[]> => {
    const answer = await request(t.http)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: PRODUCTS })
      .expect(200);
    return (answer.body.data.products.products as { images: Image[] }[]).flatMap((product) => product.images);
  };

  /** Every /uploads/ address a text names, asked of the shop: each must be served. */
  const expectServed = async (texts: string[]) => {
    const urls = new Set(texts.flatMap((text) => text.match(/\/uploads\/[A-Za-z0-9/_.-]+/g) ?? []));
    expect(urls.size).toBeGreaterThan(0);
    const failed: string[] = [];
    for (const url of urls) {
      const answer = await request(t.http).get(url);
      if (answer.status !== 200) failed.push(`${url}: ${answer.status}`);
    }
    expect(failed).toEqual([]);
  };

  it('seeds the drawings not cached with their smallest size alone, and names only files it serves', async () => {
    const seeded = t.logs
      .map((line) => JSON.parse(line))
      .find((line) => line.event === 'demo_catalogue_seeded');
    expect(seeded).toMatchObject({ products: 34, firstSizeOnly: COLD });
    // The pages (their heads' link previews and preloads included), the API's pictures and the demo posts' backgrounds.
    const [cover] = await t.sql<{ id: number; file_key: string }>(
      `SELECT product_id AS id, file_key FROM product_images WHERE position = 0 ORDER BY product_id DESC LIMIT 1`,
    );
    expect(cover.file_key).toMatch(new RegExp(`^products/demo-${DEMO_PRODUCTS.length - 1}-0-`));
    const pages = await Promise.all(
      ['/', '/jewellery', `/jewellery/${cover.id}`, '/blog'].map(
        async (path) => (await request(t.http).get(path).expect(200)).text,
      ),
    );
    const [{ whole }] = await t.sql<{ whole: boolean }>(
      `SELECT variant_widths <> $2::int[] AS whole FROM product_images WHERE file_key = $1`,
      [cover.file_key, [FIRST_WIDTH]],
    );
    // Rendered before the pass reached it (the usual case): its page's head names no link preview of it yet.
    if (!whole) expect(pages[2]).not.toContain(`${cover.file_key}-1200`);
    const pictures = await images();
    expect(pictures).toHaveLength(91);
    await expectServed(pictures.flatMap((image) => [image.imageUrl, image.avifSrcset, image.webpSrcset]));
    const posts = await request(t.http).get('/api/publications').expect(200);
    const backgrounds = (posts.body.publications as { imageUrl: string }[]).map((post) => post.imageUrl);
    // A post names one file of a picture for good: its largest, made for it at once if need be.
    expect(backgrounds.every((url) => url.endsWith(`-${DEMO_WIDTHS.at(-1)}.webp`))).toBe(true);
    await expectServed([...pages, ...backgrounds]);
  });

  it('adds every other size in WebP and AVIF and the link previews in the background, announced once stored', async () => {
    await t.app.get(DemoPicturesPass).settled();
    const rows = await t.sql<{ file_key: string; variant_widths: number[] }>(
      `SELECT file_key, variant_widths FROM product_images`,
    );
    expect(rows.filter((row) => row.variant_widths.join() !== DEMO_WIDTHS.join())).toEqual([]);
    const pictures = await images();
    // The answers kept before are gone with the pass's ProductChanged: every picture is whole now.
    expect(
      pictures.every((image) => widthsOf(image.avifSrcset).join() === DEMO_WIDTHS.map((w) => `${w}w`).join()),
    ).toBe(true);
    await expectServed(pictures.flatMap((image) => [image.imageUrl, image.avifSrcset, image.webpSrcset]));
    const names = rows.map((row) => row.file_key);
    await expectServed(
      names.flatMap((name) => SHARE_PREVIEWS.map((preview) => `/uploads/${preview.key(name)}`)),
    );
    // Kept in the machine's cache: the next first start copies them.
    expect(readdirSync(join(tmp, 'soutache-demo-pictures-v1'))).toHaveLength(91);
  }, 300_000);

  it('finishes at a later start what a start stopped in the middle left: the rows say what is missing', async () => {
    const [{ file_key: image }] = await t.sql<{ file_key: string }>(
      `UPDATE product_images SET variant_widths = $1::int[], width = 320, height = 400
        WHERE id = (SELECT min(id) FROM product_images) RETURNING file_key`,
      [[FIRST_WIDTH]],
    );
    const pass = t.app.get(DemoPicturesPass);
    await pass.onApplicationBootstrap();
    await pass.settled();
    const [{ variant_widths }] = await t.sql<{ variant_widths: number[] }>(
      `SELECT variant_widths FROM product_images WHERE file_key = $1`,
      [image],
    );
    expect(variant_widths).toEqual(DEMO_WIDTHS);
    const picture = (await images()).find((candidate) => candidate.imageUrl.includes(image))!;
    expect(srcsetUrls(picture.avifSrcset)).toHaveLength(DEMO_WIDTHS.length);
    await expectServed([picture.avifSrcset, picture.webpSrcset]);
  }, 300_000);
});
