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
  files: { key: string; body: Buffer }[];
}

export const variantKey = (base: string, width: number, format: ImageFormat) => `${base}-${width}.${format}`;

/** The widths an image is stored in, from its largest (its own width, at most the largest variant): each standard one below it, then it. */
/** A picture's smallest stored size in `format`, or undefined when it has no sizes (a list's thumbnail). */
export const smallestVariantKey = (base: string | null, widths: number[] | null, format: ImageFormat): string | undefined =>
  base && widths?.length ? variantKey(base, Math.min(...widths), format) : undefined;

export const variantWidths = (largest: number): number[] => [...VARIANT_WIDTHS.filter((w) => w < largest), largest];

/** Whether the decoder refused an image over the pixel cap. */
export const isPixelLimit = (error: unknown) => /pixel limit/i.test(String((error as Error)?.message));

/** libvips loads with the first picture: a shop that takes no upload never holds its memory. */
export const loadSharp = async () => (await import('sharp')).default;

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * Decodes an image (re-encoding strips EXIF and anything appended to it), and makes its width
 * variants in WebP and AVIF plus its dominant colour. Runs outside any database transaction.
 *
 * The picture is decoded once, turned upright by its EXIF orientation and scaled to the largest
 * variant's width (a JPEG is decoded at a fraction of its size straight away); every variant and the
 * colour are made from those pixels. Decoding the whole photo for each variant and for the colour
 * held a 50 MP photo's 150 MB of pixels in memory; a 16-bit picture comes out in 8 bits, as every variant is.
 */
export async function prepareImage(input: Buffer, folder: string, maxPixels = MAX_INPUT_PIXELS): Promise<PreparedImage> {
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
      const body = await (format === 'webp' ? resized.webp({ quality: 80 }) : resized.avif({ quality: 55, effort: 2 })).toBuffer();
      files.push({ key: variantKey(base, w, format), body });
    }
  }
  return {
    base,
    width,
    height,
    placeholder: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    widths,
    files,
  };
}

/** Every file of a stored image: each width in each format. */
export const imageKeys = (base: string, widths: number[]) => widths.flatMap((width) => IMAGE_FORMATS.map((format) => variantKey(base, width, format)));
