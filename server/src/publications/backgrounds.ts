import { AppError } from '../common/errors/app-error';
import {
  isPixelLimit,
  loadSharp,
  MAX_INPUT_PIXELS,
  prepareImage,
  type PreparedImage,
  variantKey,
} from '../media/image-variants';
import { sniffImageType } from '../media/uploads';

/** The same refusal, code and field reason a product photo over the pixel cap gets. */
const tooManyPixels = () =>
  new AppError('PAYLOAD_TOO_LARGE', 'Image too large', { fields: { file: ['IMAGE_TOO_MANY_PIXELS'] } });
const unsupported = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a JPEG, PNG, WebP or AVIF image', {
    fields: { file: ['FILE_TYPE_NOT_ALLOWED'] },
  });

/**
 * A publication background as the product photos are taken: the type decided by the content (JPEG, PNG,
 * WebP, AVIF), decoded under the pixel cap and re-encoded in WebP and AVIF width variants (no metadata,
 * nothing appended survives). Answers the variants and the file name the publication keeps (its largest WebP).
 */
export async function prepareBackground(
  input: Buffer,
  folder: string,
  maxPixels = MAX_INPUT_PIXELS,
): Promise<{ prepared: PreparedImage; name: string }> {
  // Empty, truncated to a few bytes, or not one of the four types by its first bytes: never handed to the decoder.
  if (!sniffImageType(input)) throw unsupported();
  const sharp = await loadSharp();
  const meta = await sharp(input, { limitInputPixels: maxPixels })
    .metadata()
    .catch((error: unknown) => {
      if (isPixelLimit(error)) throw tooManyPixels();
      return undefined;
    });
  const format = meta?.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : undefined) : meta?.format;
  if (!format || !['jpeg', 'png', 'webp', 'avif'].includes(format)) throw unsupported();
  const prepared = await prepareImage(input, folder, maxPixels).catch((error: unknown) => {
    throw isPixelLimit(error) ? tooManyPixels() : unsupported();
  });
  const key = variantKey(prepared.base, prepared.widths[prepared.widths.length - 1], 'webp');
  return { prepared, name: key.slice(folder.length + 1) };
}
