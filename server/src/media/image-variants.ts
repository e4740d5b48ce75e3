import { randomUUID } from 'node:crypto';

/** Widths every stored image is made in (never wider than the original), for srcset. */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;
export const IMAGE_FORMATS = ['webp', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** Refuses decompression bombs before any pixel is decoded (SECURITY.md D12). */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface PreparedImage {
  /** The random base of the image's keys: `<base>-<width>.<format>`. */
  base: string;
  width: number;
  height: number;
  placeholder: string;
  widths: number[];
  /** Every width in WebP and AVIF, and the link previews (`SHARE_PREVIEWS`). */
  files: { key: string; body: Buffer }[];
}

export const variantKey = (base: string, width: number, format: ImageFormat) => `${base}-${width}.${format}`;

/**
 * The link preview of every stored picture (Open Graph's 1.91:1 card, which WhatsApp, iMessage, Facebook
 * and Pinterest all read): a baseline JPEG of exactly this size, cropped around what the picture shows,
 * under its `maxBytes`. Its file follows the naming rule of every file of a picture, its width
 * and its format: `<base>-1200.jpg` (the client's head builds the same address, client/src/app/head.ts).
 */
export const SHARE_PREVIEW = { width: 1200, height: 630, maxBytes: 300_000 } as const;
export const sharePreviewKey = (base: string) => `${base}-${SHARE_PREVIEW.width}.jpg`;
/**
 * The square link preview, for Pinterest (whose pins are square or tall, and which crops a 1.91:1 card to
 * its middle): 1200×1200, the head's second og:image, named by the same rule with `sq` after its width.
 */
export const SHARE_SQUARE = { width: 1200, height: 1200, maxBytes: 300_000 } as const;
export const shareSquareKey = (base: string) => `${base}-${SHARE_SQUARE.width}sq.jpg`;
/** A picture's link previews, each with the key it is stored under: the card, then the square. */
export const SHARE_PREVIEWS = [
  { key: sharePreviewKey, size: SHARE_PREVIEW },
  { key: shareSquareKey, size: SHARE_SQUARE },
] as const;
export type SharePreviewSize = typeof SHARE_PREVIEW | typeof SHARE_SQUARE;
/** Qualities tried in turn until the preview is under its byte limit (a photo of fine detail or noise needs a lower one). */
const PREVIEW_QUALITIES = [82, 72, 62, 52, 42, 32, 22];

/** The widths an image is stored in, from its largest (its own width, at most the largest variant): each standard one below it, then it. */
/** A picture's smallest stored size in `format`, or undefined when it has no sizes (a list's thumbnail). */
export const smallestVariantKey = (
  base: string | null,
  widths: number[] | null,
  format: ImageFormat,
): string | undefined => (base && widths?.length ? variantKey(base, Math.min(...widths), format) : undefined);

export const variantWidths = (largest: number): number[] => [
  ...VARIANT_WIDTHS.filter((w) => w < largest),
  largest,
];

/** Whether the decoder refused an image over the pixel cap. */
export const isPixelLimit = (error: unknown) => /pixel limit/i.test(String((error as Error)?.message));

/** libvips loads with the first picture: a shop that takes no upload never holds its memory. */
export const loadSharp = async () => (await import('sharp')).default;

type SharpImage = ReturnType<Awaited<ReturnType<typeof loadSharp>>>;

/**
 * A link preview of `image` (decoded pixels or an encoded picture): covering its size (SHARE_PREVIEW's by default),
 * cropped around the region libvips' attention strategy finds most interesting (skin, saturated colour,
 * detail: the piece, not the table it lies on), enlarged when the picture is smaller, transparency laid
 * on white, in the highest quality of PREVIEW_QUALITIES under the byte limit.
 */
async function encodeSharePreview(
  image: SharpImage,
  size: SharePreviewSize = SHARE_PREVIEW,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width, height, maxBytes } = size;
  const { data, info } = await image
    .resize({ width, height, fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  let body: Buffer | undefined;
  for (const quality of PREVIEW_QUALITIES) {
    body = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .jpeg({ quality })
      .toBuffer();
    if (body.length < maxBytes) break;
  }
  return body!;
}

/**
 * A link preview of a picture stored before previews were made, from its largest stored size (the
 * shop's own WebP: decoded under the pixel cap all the same).
 */
export async function sharePreviewOf(
  stored: Buffer,
  maxPixels = MAX_INPUT_PIXELS,
  size: SharePreviewSize = SHARE_PREVIEW,
): Promise<Buffer> {
  const sharp = await loadSharp();
  return encodeSharePreview(sharp(stored, { limitInputPixels: maxPixels }).rotate(), size);
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * Decodes an image (re-encoding strips EXIF and anything appended to it), and makes its width
 * variants in WebP and AVIF, its link previews (JPEGs of 1200×630 and 1200×1200, SHARE_PREVIEWS) and its dominant colour.
 * Runs outside any database transaction.
 *
 * The picture is decoded once, turned upright by its EXIF orientation and scaled to the largest
 * variant's width (a JPEG is decoded at a fraction of its size straight away); every variant, the
 * preview and the colour are made from those pixels. Decoding the whole photo for each variant and for
 * the colour held a 50 MP photo's 150 MB of pixels in memory; a 16-bit picture comes out in 8 bits, as
 * every variant is.
 */
export async function prepareImage(
  input: Buffer,
  folder: string,
  maxPixels = MAX_INPUT_PIXELS,
): Promise<PreparedImage> {
  const sharp = await loadSharp();
  const largestVariant = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
  const { data, info } = await sharp(input, { limitInputPixels: maxPixels })
    .rotate()
    .resize({ width: largestVariant, withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  // The size as stored: upright, no wider than the largest variant.
  const { width, height, channels } = info;
  const pixels = () => sharp(data, { raw: { width, height, channels } });
  const { dominant } = await pixels().stats();
  const widths = variantWidths(width);
  const base = `${folder}/${randomUUID()}`;
  // One variant at a time: libvips already spreads each over its threads, and all at once only piles up memory.
  const files: PreparedImage['files'] = [];
  for (const w of widths) {
    for (const format of IMAGE_FORMATS) {
      const resized = w === width ? pixels() : pixels().resize({ width: w });
      const body = await (
        format === 'webp' ? resized.webp({ quality: 80 }) : resized.avif({ quality: 55, effort: 2 })
      ).toBuffer();
      files.push({ key: variantKey(base, w, format), body });
    }
  }
  for (const preview of SHARE_PREVIEWS)
    files.push({ key: preview.key(base), body: await encodeSharePreview(pixels(), preview.size) });
  return {
    base,
    width,
    height,
    placeholder: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    widths,
    files,
  };
}

/**
 * Every file of a stored image: each width in each format, and its link previews. A picture stored before
 * previews were made has none until the sweep's pass makes it (media/share-previews.ts): a removal of a
 * file not there is no error in either store, so a removal names it whatever; what counts the files a
 * picture has (a backup, the sweep) lists the store instead.
 */
export const imageKeys = (base: string, widths: number[]) => [
  ...widths.flatMap((width) => IMAGE_FORMATS.map((format) => variantKey(base, width, format))),
  ...SHARE_PREVIEWS.map((preview) => preview.key(base)),
];
