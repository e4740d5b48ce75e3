import { AppError } from '../common/errors/app-error';
import { imageKeys, loadSharp, MAX_INPUT_PIXELS, prepareImage, type PreparedImage, VARIANT_WIDTHS, variantKey } from '../media/image-variants';

/** The background upload's limit (DESIGN.md's 10 MB a file). */
export const BACKGROUND_MAX_BYTES = 10 * 1024 * 1024;

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a JPEG, PNG, WebP or AVIF image', { fields: { file: ['FILE_TYPE_NOT_ALLOWED'] } });

/**
 * A publication background as the product photos are taken: the type decided by the content (JPEG, PNG,
 * WebP, AVIF), decoded under the pixel cap and re-encoded in WebP and AVIF width variants (no metadata,
 * nothing appended survives). Answers the variants and the file name the publication keeps (its largest WebP).
 */
export async function prepareBackground(input: Buffer, folder: string, maxPixels = MAX_INPUT_PIXELS): Promise<{ prepared: PreparedImage; name: string }> {
  const sharp = await loadSharp();
  const meta = await sharp(input, { limitInputPixels: maxPixels })
    .metadata()
    .catch(() => undefined);
  const format = meta?.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : undefined) : meta?.format;
  if (!format || !['jpeg', 'png', 'webp', 'avif'].includes(format)) throw unsupported();
  const prepared = await prepareImage(input, folder, maxPixels).catch((error: unknown) => {
    if (/pixel limit/i.test(String((error as Error)?.message))) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Image too large', { fields: { file: ['IMAGE_TOO_MANY_PIXELS'] } });
    }
    throw unsupported();
  });
  const key = variantKey(prepared.base, prepared.widths[prepared.widths.length - 1], 'webp');
  return { prepared, name: key.slice(folder.length + 1) };
}

/** The name an upload answers: `<random base>-<largest width>.webp` (prepareBackground). */
const UPLOADED_BACKGROUND = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([1-9][0-9]{0,4})\.webp$/;

/**
 * Every file of a background the shop made from an upload, by the name a publication keeps: each width
 * up to the largest, in each format (prepareImage's widths). Any other image (a path, a URL, a file the
 * shop did not make) answers none: the shop removes only its own files.
 */
export function backgroundKeys(name: string, folder: string): string[] {
  const match = UPLOADED_BACKGROUND.exec(name);
  if (!match) return [];
  const largest = Number(match[2]);
  const widths = [...VARIANT_WIDTHS.filter((width) => width < largest), largest];
  return imageKeys(`${folder}/${match[1]}`, widths);
}
