import type { RequestContext } from '../common/context/request-context';
import { badInput, describeFields, type FieldErrors } from '../common/errors/app-error';
import type { TransactionalConnection } from '../database/transactional-connection';
import { imageKeys, type PreparedImage } from '../media/image-variants';
import type { CreateProductInput, ProductImageInput } from './dto/product.input';

// The pictures' part of the catalogue's writes (CatalogueWritesService, their only caller): the checks of
// new pictures, and their rows, in the caller's transaction (the files are the writer's, with FileWrites).

export interface StoredImage {
  id: number;
  file_key: string;
  variant_widths: number[];
}

export const keysOf = (images: StoredImage[]) =>
  images.flatMap((image) => imageKeys(image.file_key, image.variant_widths));

/** A refusal of the request's input: the fields with their reason codes, no submitted value. */
export const refuse = (fields: FieldErrors) => badInput(`Invalid input (${describeFields(fields)})`, fields);

/** Spec §5: at least one picture; each new one an upload or prepared (with its files unless rows only), none an existing one. */
export function checkNew(
  input: CreateProductInput,
  prepared: PreparedImage[] | undefined,
  rowsOnly: boolean | undefined,
  problems: FieldErrors,
): void {
  if (!input.images.length) problems.images = ['IMAGE_REQUIRED'];
  input.images.forEach((image, index) => {
    const ready = prepared?.[index];
    if ((!image.file && !ready) || image.id != null) problems[`images.${index}.file`] = ['REQUIRED'];
    // A trusted caller's mistake, not a visitor's: a picture whose files were forgotten would be a row pointing at nothing.
    else if (ready && !ready.files.length && !rowsOnly)
      throw new Error('A prepared picture without files needs rowsOnly');
  });
}

export async function insertImage(
  db: TransactionalConnection,
  tx: RequestContext,
  productId: number,
  position: number,
  image: ProductImageInput,
  file: PreparedImage,
) {
  await db.query<unknown>(
    tx,
    `INSERT INTO product_images (product_id, file_key, alt_text_en, alt_text_pl, color_id, position, width, height, placeholder, variant_widths)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      productId,
      file.base,
      image.altTextEn ?? '',
      image.altTextPl ?? '',
      image.colorId ?? null,
      position,
      file.width,
      file.height,
      file.placeholder,
      file.widths,
    ],
  );
}

/** The product's pictures become exactly `images`, in that order; answers the dropped ones. */
export async function replaceImages(
  db: TransactionalConnection,
  tx: RequestContext,
  id: number,
  images: ProductImageInput[],
  prepared: Map<number, PreparedImage>,
) {
  const current: StoredImage[] = await db.query(
    tx,
    `SELECT id, file_key, variant_widths FROM product_images WHERE product_id = $1 FOR UPDATE`,
    [id],
  );
  const kept = new Set(images.map((image) => image.id).filter((imageId) => imageId != null));
  // Deleted meanwhile by another request: refused, and this edit's new files go with the rollback.
  const missing = images.findIndex(
    (image) => image.id != null && !current.some((stored) => stored.id === image.id),
  );
  if (missing >= 0) throw refuse({ [`images.${missing}.id`]: ['UNKNOWN_IMAGE'] });
  const dropped = current.filter((stored) => !kept.has(stored.id));
  if (dropped.length)
    await db.query<unknown>(tx, `DELETE FROM product_images WHERE id = ANY($1::int[])`, [
      dropped.map((image) => image.id),
    ]);
  for (const [position, image] of images.entries()) {
    if (image.id == null) {
      await insertImage(db, tx, id, position, image, prepared.get(position)!);
      continue;
    }
    // A colour or alt text left out stays as it was; null clears the colour.
    await db.query<unknown>(
      tx,
      `UPDATE product_images SET position = $2,
          color_id = CASE WHEN $3 THEN color_id ELSE $4::int END,
          alt_text_en = coalesce($5, alt_text_en), alt_text_pl = coalesce($6, alt_text_pl)
        WHERE id = $1`,
      [
        image.id,
        position,
        image.colorId === undefined,
        image.colorId ?? null,
        image.altTextEn ?? null,
        image.altTextPl ?? null,
      ],
    );
  }
  return dropped;
}
