import type { Availability, WrittenProduct_ProductFragment } from '../../../gql/catalogue-admin/graphql';
import { fromWarsawInput } from '../../../lib/dates';
import type { Photo } from '../photos';

export interface ProductFormValues {
  nameEn: string;
  namePl: string;
  price: string;
  availability: Availability;
  descriptionEn: string;
  descriptionPl: string;
  colorIds: number[];
  categoryIds: number[];
  photos: Photo[];
  /** The stored state on an edit (a draft is seen by admins only); a new piece has none yet. */
  draft?: boolean;
  /** When it goes public by itself, as the field shows it in the shop's time ("2026-12-01T09:00"); '' for none. */
  publishAt: string;
}

export const emptyProduct: ProductFormValues = {
  nameEn: '',
  namePl: '',
  price: '',
  availability: 'AVAILABLE',
  descriptionEn: '',
  descriptionPl: '',
  colorIds: [],
  categoryIds: [],
  photos: [],
  publishAt: '',
};

/**
 * The create and update mutations' input from the form: kept photos by id, new ones with a file that
 * travels as a multipart part at its place in the input (`input.images.<n>.file`).
 */
export function productInput(values: ProductFormValues, price: number, draft?: boolean) {
  const images = values.photos.map(({ id, colorId, altTextEn, altTextPl }) =>
    id !== undefined ? { id, colorId, altTextEn, altTextPl } : { file: null, colorId, altTextEn, altTextPl },
  );
  const files = values.photos.flatMap((photo, index) =>
    photo.file ? [{ path: `input.images.${index}.file`, file: photo.file }] : [],
  );
  const { nameEn, namePl, availability, descriptionEn, descriptionPl, colorIds, categoryIds } = values;
  // Always sent: an emptied field clears the publish time.
  const publishAt = fromWarsawInput(values.publishAt);
  return {
    input: {
      nameEn,
      namePl,
      price,
      availability,
      descriptionEn,
      descriptionPl,
      colorIds,
      categoryIds,
      images,
      publishAt,
      ...(draft === undefined ? {} : { draft }),
    },
    files,
  };
}

/** `draft`: true keeps (or takes back) the piece as a draft, false publishes it, undefined leaves the state as it is. */
export type SendProduct = (
  values: ProductFormValues,
  price: number,
  onProgress: (sent: number, total: number) => void,
  draft?: boolean,
) => Promise<WrittenProduct_ProductFragment>;

export type Message = {
  tone: 'success' | 'alert';
  text: string;
  details?: string[];
  /** Said only while one of these fields is still refused. */ fields?: string[];
};

let photoKeys = 0;
export const photoKey = () => `photo-${(photoKeys += 1)}`;
