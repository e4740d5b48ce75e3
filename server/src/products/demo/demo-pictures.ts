import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { CATALOGUE_COLORS } from '../../database/migrations/1764000000000-catalogue-reference';
import {
  IMAGE_FORMATS,
  loadSharp,
  prepareImage,
  SHARE_PREVIEWS,
  sharePreviewOf,
  variantKey,
  variantWidths,
  type PreparedImage,
} from '../../media/image-variants';
import { DEMO_PRODUCTS, type DemoProduct } from './catalogue';
import { drawJewellery, PICTURE_WIDTH } from './draw-jewellery';

/**
 * Drawn pictures and their sizes are the same every time (seeded drawing): made once per machine and
 * kept under its temp folder (TMPDIR's, asked at each use), so later first starts (and every test run's
 * fresh shop) copy them.
 */
export const pictureCache = () =>
  // TMPDIR read here as os.tmpdir() reads it, so that a test's own (Jest's copy of the environment) counts too.
  join(process.env.TMPDIR?.replace(/\/$/, '') || tmpdir(), 'soutache-demo-pictures-v1');

/** The sizes a demo picture has once whole: those an upload of its drawing would have. */
export const DEMO_WIDTHS = variantWidths(PICTURE_WIDTH);
/** The one size a demo picture is seeded with when the machine has not drawn it yet (the rest follow in the background). */
export const FIRST_WIDTH = DEMO_WIDTHS[0];

/**
 * A demo picture's name in the store: `products/demo-<piece>-<view>-<random>`, the piece's place in
 * DEMO_PRODUCTS and the view, so the background pass knows which drawing a picture seeded with its first
 * size only is (an upload's name is a bare random UUID, never this).
 */
const DEMO_NAME = /^products\/demo-(\d+)-(\d+)-[0-9a-f-]{36}$/;
const demoBase = (index: number, view: number) => `products/demo-${index}-${view}-${randomUUID()}`;

/** The piece and view a demo picture's name (`<folder>/<name>`) was drawn from; undefined for any other picture. */
export function demoDrawingOf(image: string): { index: number; view: number } | undefined {
  const match = DEMO_NAME.exec(image);
  if (!match) return undefined;
  const index = Number(match[1]);
  const view = Number(match[2]);
  return index < DEMO_PRODUCTS.length && view < DEMO_PRODUCTS[index].images ? { index, view } : undefined;
}

type CachedPicture = Omit<PreparedImage, 'base' | 'files'>;

/** The folder in the machine's cache (its name) that keeps the drawing of piece `index`, view `view`. */
export const cacheEntryOf = (index: number, view: number) => basename(drawing(index, view).dir);

function drawing(index: number, view: number): { svg: string; dir: string } {
  const product: DemoProduct = DEMO_PRODUCTS[index];
  const colors = product.colors.map((id) => CATALOGUE_COLORS.find((color) => color.id === id)!.hex);
  const svg = drawJewellery({ kind: product.kind, colors, seed: index + 1, view });
  return { svg, dir: join(pictureCache(), createHash('sha256').update(svg).digest('hex').slice(0, 24)) };
}

/** A cached picture's files under `base` (its link previews made from its largest WebP and kept when the cache lacks them); undefined when not cached. */
async function fromCache(dir: string, base: string): Promise<PreparedImage | undefined> {
  let meta: CachedPicture;
  try {
    meta = JSON.parse(await readFile(join(dir, 'meta.json'), 'utf8')) as CachedPicture;
  } catch {
    return undefined;
  }
  const files: PreparedImage['files'] = await Promise.all(
    meta.widths.flatMap((width) =>
      IMAGE_FORMATS.map(async (format) => ({
        key: variantKey(base, width, format),
        body: await readFile(join(dir, `${width}.${format}`)),
      })),
    ),
  );
  const largestWebp = files.findLast((file) => file.key.endsWith('.webp'))!.body;
  for (const preview of SHARE_PREVIEWS)
    files.push({ key: preview.key(base), body: await cachedPreview(dir, largestWebp, preview.key('')) });
  return { ...meta, base, files };
}

/**
 * The demo picture of piece `index` (its place in DEMO_PRODUCTS), view `view`, prepared as an upload
 * would be (sizes, formats, link previews, placeholder) under `base`: from the machine's cache, else
 * drawn, encoded and kept there.
 */
export async function demoPicture(
  index: number,
  view: number,
  base = demoBase(index, view),
): Promise<PreparedImage> {
  const { svg, dir } = drawing(index, view);
  const cached = await fromCache(dir, base).catch(() => undefined);
  if (cached) return cached;
  const sharp = await loadSharp();
  const prepared = await prepareImage(await sharp(Buffer.from(svg)).png().toBuffer(), 'products');
  await mkdir(dir, { recursive: true });
  for (const file of prepared.files)
    await writeFile(join(dir, file.key.slice(prepared.base.length + 1)), file.body);
  const { base: made, files, ...meta } = prepared;
  // meta.json last, each file whole before it: a reader takes an entry only once it has meta.json.
  await writeFile(join(dir, 'meta.json'), JSON.stringify(meta));
  return {
    ...meta,
    base,
    files: files.map((file) => ({ ...file, key: base + file.key.slice(made.length) })),
  };
}

/**
 * The demo picture for the seeding: whole from the machine's cache when it is there; else drawn
 * straight at its smallest size alone, in WebP and AVIF (a tenth of the work of every size, the link
 * previews and AVIF's largest), with no link preview: DemoPicturesPass adds the rest in the background
 * and announces it once stored. `whole` says which.
 */
export async function seedDemoPicture(
  index: number,
  view: number,
): Promise<{ prepared: PreparedImage; whole: boolean }> {
  const base = demoBase(index, view);
  const { svg, dir } = drawing(index, view);
  const cached = await fromCache(dir, base).catch(() => undefined);
  if (cached) return { prepared: cached, whole: true };
  const sharp = await loadSharp();
  const scale = FIRST_WIDTH / PICTURE_WIDTH;
  // Rendered at the size itself (72 dpi is the SVG's own size): no full-size pixels to draw and shrink.
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * scale })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const { dominant } = await pixels().stats();
  const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');
  const files: PreparedImage['files'] = [
    { key: variantKey(base, info.width, 'webp'), body: await pixels().webp({ quality: 80 }).toBuffer() },
    {
      key: variantKey(base, info.width, 'avif'),
      body: await pixels().avif({ quality: 55, effort: 2 }).toBuffer(),
    },
  ];
  return {
    prepared: {
      base,
      width: info.width,
      height: info.height,
      placeholder: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
      widths: [info.width],
      files,
    },
    whole: false,
  };
}

/**
 * The largest WebP of a demo picture (`<folder>/<name>`), the file a page names whole (a post's
 * background): from the cache, else drawn and encoded alone. The background pass makes the same file.
 */
export async function largestDemoWebp(image: string): Promise<{ key: string; body: Buffer }> {
  const { index, view } = demoDrawingOf(image)!;
  const { svg, dir } = drawing(index, view);
  const largest = DEMO_WIDTHS[DEMO_WIDTHS.length - 1];
  const key = variantKey(image, largest, 'webp');
  try {
    return { key, body: await readFile(join(dir, `${largest}.webp`)) };
  } catch {
    const sharp = await loadSharp();
    return { key, body: await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer() };
  }
}

/**
 * A link preview kept beside a cached picture's sizes (`suffix` its key's end: `-1200.jpg`, `-1200sq.jpg`);
 * a cache made before previews were has none: made once from its largest WebP and kept.
 */
async function cachedPreview(dir: string, largestWebp: Buffer, suffix: string): Promise<Buffer> {
  const preview = SHARE_PREVIEWS.find((candidate) => candidate.key('') === suffix)!;
  const file = join(dir, suffix.slice(1));
  try {
    return await readFile(file);
  } catch {
    const body = await sharePreviewOf(largestWebp, undefined, preview.size);
    // Whole or not at all: another process's first start may read it meanwhile.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, body);
    await rename(partial, file);
    return body;
  }
}

/**
 * Prepares every demo picture into the cache, so a first start only copies them (the test command runs
 * it after the build; `npm start` does not wait for it: a first start seeds with the smallest size and
 * adds the rest while the shop answers).
 */
export async function prepareDemoPictures(): Promise<number> {
  let count = 0;
  for (const [index, product] of DEMO_PRODUCTS.entries()) {
    await Promise.all(Array.from({ length: product.images }, (_, view) => demoPicture(index, view)));
    count += product.images;
  }
  return count;
}

if (require.main === module) {
  const started = Date.now();
  prepareDemoPictures().then(
    (count) => console.log(`demo pictures ready: ${count} in ${Date.now() - started} ms (${pictureCache()})`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
