import type { RequestContext } from '../common/context/request-context';
import type { TransactionalConnection } from '../database/transactional-connection';
import type { NewProduct } from './catalogue-writes.service';
import type { CreateProductInput } from './dto/product.input';
import { productTexts } from './product-texts';
import { searchNameOf } from './search-name';

/**
 * A batch of new products, checked already by the catalogue's writer (its `createMany`, the only
 * caller): the ids drawn first, then each table filled by one statement from arrays, in the caller's
 * transaction; the kept pages dropped once it commits.
 */
export async function insertProducts(
  db: TransactionalConnection,
  tx: RequestContext,
  batch: NewProduct[],
): Promise<number[]> {
  const ids: number[] = (
    await db.query<{ id: number }[]>(
      tx,
      `SELECT nextval(pg_get_serial_sequence('products', 'id'))::int AS id FROM generate_series(1, $1::int) ORDER BY 1`,
      [batch.length],
    )
  ).map((row) => row.id);
  const inputs = batch.map((product) => product.input);
  const texts = inputs.map((input) => productTexts(tx.locale, input));
  await db.query<unknown>(
    tx,
    `INSERT INTO products (id, name_en, name_pl, search_name, description_en, description_pl, price, availability, created_at, updated_at)
     SELECT id, name_en, name_pl, search_name, description_en, description_pl, price, availability, coalesce(created_at, now()), coalesce(created_at, now())
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::text[], $9::timestamptz[])
         AS t(id, name_en, name_pl, search_name, description_en, description_pl, price, availability, created_at)`,
    [
      ids,
      texts.map((text) => text.name.en ?? ''),
      texts.map((text) => text.name.pl ?? ''),
      texts.map((text) => searchNameOf(text.name)),
      texts.map((text) => text.description.en ?? ''),
      texts.map((text) => text.description.pl ?? ''),
      inputs.map((input) => input.price),
      inputs.map((input) => input.availability ?? 'AVAILABLE'),
      batch.map((product) => product.createdAt ?? null),
    ],
  );
  // A new product has no links yet: each id once (an id listed twice is one link) needs no ON CONFLICT, which costs a bulk write dearly.
  const pairs = (list: (input: CreateProductInput) => number[]) => {
    const productIds: number[] = [];
    const otherIds: number[] = [];
    for (const [index, input] of inputs.entries()) {
      for (const other of new Set(list(input))) {
        productIds.push(ids[index]);
        otherIds.push(other);
      }
    }
    return [productIds, otherIds];
  };
  await db.query<unknown>(
    tx,
    `INSERT INTO product_colors (product_id, color_id) SELECT * FROM unnest($1::int[], $2::int[])`,
    pairs((input) => input.colorIds),
  );
  await db.query<unknown>(
    tx,
    `INSERT INTO product_categories (product_id, category_id) SELECT * FROM unnest($1::int[], $2::int[])`,
    pairs((input) => input.categoryIds),
  );
  const images = batch.flatMap(({ input, prepared }, index) =>
    input.images.map((image, position) => ({
      productId: ids[index],
      position,
      image,
      file: prepared![position],
    })),
  );
  await db.query<unknown>(
    tx,
    `INSERT INTO product_images (product_id, file_key, alt_text_en, alt_text_pl, color_id, position, width, height, placeholder, variant_widths)
     SELECT product_id, file_key, alt_text_en, alt_text_pl, color_id, position, width, height, placeholder, variant_widths::int[]
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[], $9::text[], $10::text[])
         AS t(product_id, file_key, alt_text_en, alt_text_pl, color_id, position, width, height, placeholder, variant_widths)`,
    [
      images.map((row) => row.productId),
      images.map((row) => row.file.base),
      images.map((row) => row.image.altTextEn ?? ''),
      images.map((row) => row.image.altTextPl ?? ''),
      images.map((row) => row.image.colorId ?? null),
      images.map((row) => row.position),
      images.map((row) => row.file.width),
      images.map((row) => row.file.height),
      images.map((row) => row.file.placeholder),
      // An array a row: sent as its text, since unnest would flatten an array of arrays.
      images.map((row) => `{${row.file.widths.join(',')}}`),
    ],
  );
  return ids;
}
