import type { TFunction } from 'i18next';
import { fieldReasonText } from '../../../lib/refusal-text';
import type { ServerRefusal } from '../../../lib/server-errors';
import type { Photo } from '../photos';

/** The fields with a place of their own on the form: their refusals stand under them, not in the list above the bar. */
const FORM_FIELDS = [
  'nameEn',
  'namePl',
  'price',
  'descriptionEn',
  'descriptionPl',
  'colorIds',
  'categoryIds',
];

export interface DescribedRefusal {
  /** Reason codes by the form's field. */
  fields: Record<string, string[]>;
  /** The lines above the bar: what has no field of its own, each refused photo by name. */
  details: string[];
  /** Reason codes by the photo's place in the list, for its card. */
  photoReasons: Map<number, string[]>;
}

/**
 * What the shop refused, in the visitor's language: each photo by name, each field under itself.
 * `deletesStored`: the save was to delete a stored photo, which spec §8 names when it did not happen.
 */
export function describeRefusal(
  t: TFunction,
  refusal: ServerRefusal | undefined,
  photos: Photo[],
  deletesStored: boolean,
  uploadParams: Record<string, number>,
): DescribedRefusal {
  const fields: Record<string, string[]> = {};
  const details: string[] = [];
  // Spec §8's message for a photo deletion that did not happen (the whole save did not).
  if (deletesStored && !Object.keys(refusal?.fields ?? {}).length)
    details.push(t('productForm.deleteImageError'));
  const photoReasons = new Map<number, string[]>();
  for (const [field, codes] of Object.entries(refusal?.fields ?? {})) {
    const photo = /^images\.(\d+)/.exec(field);
    if (photo) photoReasons.set(Number(photo[1]), [...(photoReasons.get(Number(photo[1])) ?? []), ...codes]);
    else fields[field] = codes;
  }
  // Each refused photo named above the bar, and marked on its own card.
  photos.forEach((photo, index) => {
    const codes = photoReasons.get(index);
    if (codes)
      details.push(
        t('productForm.fileRefused', {
          file: photo.file?.name ?? t('productForm.photoNumber', { number: index + 1 }),
          reason: codes.map((code) => fieldReasonText(t, 'product.images', code, uploadParams)).join(' '),
        }),
      );
  });
  for (const [field, codes] of Object.entries(fields)) {
    if (!FORM_FIELDS.includes(field)) {
      details.push(codes.map((code) => fieldReasonText(t, `product.${field}`, code, uploadParams)).join(' '));
    }
  }
  return { fields, details, photoReasons };
}

/** Refusals listed one a line: the chosen files refused at once (`alert`), or what has no field of its own. */
export function RefusalList({ lines, alert }: { lines: string[] | undefined; alert?: boolean }) {
  if (!lines?.length) return null;
  return (
    <ul className="product-form__refusals" role={alert ? 'alert' : undefined}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
