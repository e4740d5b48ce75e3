import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOGUE_COLORS } from '../../database/migrations/1764000000000-catalogue-reference';
import {
  IMAGE_FORMATS,
  loadSharp,
  prepareImage,
  SHARE_PREVIEWS,
  sharePreviewOf,
  variantKey,
  type PreparedImage,
} from '../../media/image-variants';
import { DEMO_PRODUCTS, type DemoProduct } from './catalogue';
import { drawJewellery } from './draw-jewellery';

/**
 * Drawn pictures and their sizes are the same every time (seeded drawing): made once per machine and
 * kept under its temp folder, so later first starts (and every test run's fresh shop) copy them.
 */
const PICTURE_CACHE = join(tmpdir(), 'soutache-demo-pictures-v1');

type CachedPicture = Omit<PreparedImage, 'base' | 'files'>;

/** A demo picture prepared as an upload would be (sizes, formats, placeholder), under fresh random keys. */
export async function demoPicture(product: DemoProduct, seed: number, view: number): Promise<PreparedImage> {
  const colors = product.colors.map((id) => CATALOGUE_COLORS.find((color) => color.id === id)!.hex);
  const svg = drawJewellery({ kind: product.kind, colors, seed, view });
  const dir = join(PICTURE_CACHE, createHash('sha256').update(svg).digest('hex').slice(0, 24));
  const base = `products/${randomUUID()}`;
  try {
    const meta = JSON.parse(await readFile(join(dir, 'meta.json'), 'utf8')) as CachedPicture;
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
  } catch {
    const sharp = await loadSharp();
    const prepared = await prepareImage(await sharp(Buffer.from(svg)).png().toBuffer(), 'products');
    await mkdir(dir, { recursive: true });
    for (const file of prepared.files)
      await writeFile(join(dir, file.key.slice(prepared.base.length + 1)), file.body);
    const { base: _base, files: _files, ...meta } = prepared;
    await writeFile(join(dir, 'meta.json'), JSON.stringify(meta));
    return prepared;
  }
}

/**
 * A link preview kept beside a cached picture's sizes (`suffix` its key's end: `-1200.jpg`, `-1200sq.jpg`);
 * a cache made before previews were has none: made once from its largest WebP and kept (`npm run build`
 * does it, so a first start only copies).
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

/** Prepares every demo picture into the cache (run after the server's build, so a first start only copies). */
export async function prepareDemoPictures(): Promise<number> {
  let count = 0;
  for (const [index, product] of DEMO_PRODUCTS.entries()) {
    await Promise.all(
      Array.from({ length: product.images }, (_, view) => demoPicture(product, index + 1, view)),
    );
    count += product.images;
  }
  return count;
}

if (require.main === module) {
  const started = Date.now();
  prepareDemoPictures().then(
    (count) => console.log(`demo pictures ready: ${count} in ${Date.now() - started} ms (${PICTURE_CACHE})`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
