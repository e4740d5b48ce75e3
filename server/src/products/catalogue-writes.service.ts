import { Inject, Injectable } from '@nestjs/common';
import type { RequestContext } from '../common/context/request-context';
import { AppError, FieldErrors, notFound } from '../common/errors/app-error';
import { DomainEvents } from '../common/events/domain-events';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionalConnection } from '../database/transactional-connection';
import { ImageIntake } from '../media/image-intake';
import type { PreparedImage } from '../media/image-variants';
import { FileWrites } from '../media/write-with-files';
import { PRODUCT_PICTURES_FOLDER } from './product-pictures.service';
import { checkNew, insertImage, keysOf, refuse, replaceImages, type StoredImage } from './catalogue-pictures';
import type { CreateProductInput, ProductImageInput, UpdateProductInput } from './dto/product.input';
import type { Product } from './product.model';
import { insertProducts } from './insert-products';
import { ProductsService } from './products.service';
import { searchNameOf } from './search-name';
import { checkTexts, productTexts, type ProductTexts } from './product-texts';

/** For the shop's own writers (demo seed, test factories, bench), never an API's: no resolver or controller passes them. */
export interface CreateOptions {
  /** Pictures already encoded (the demo's cached drawings), by position: those need no upload. */
  prepared?: PreparedImage[];
  /** When the piece was added (the demo spreads its pieces over months); now when not given. */
  createdAt?: Date;
  /**
   * The prepared pictures are rows only, and no file is written (their `files` are left out): for the
   * test factories and the bench, which read rows and never the images. Without it every prepared
   * picture brings its files.
   */
  rowsOnly?: boolean;
}

/** One product of `createMany`: the same input as `create`, and its own prepared pictures and date. */
export interface NewProduct {
  input: CreateProductInput;
  prepared?: PreparedImage[];
  createdAt?: Date;
}

export interface CreateManyOptions {
  /** As `CreateOptions.rowsOnly`, for every product. */
  rowsOnly?: boolean;
  /** Products written by one set of statements in one transaction (default 5,000). */
  batchSize?: number;
}

/** Enough products a statement to make a large catalogue quick, few enough to keep a statement's parameters a few megabytes. */
const BATCH_SIZE = 5_000;

/** The folder of product pictures in the image store. */
const FOLDER = PRODUCT_PICTURES_FOLDER;

/**
 * The catalogue's only writer: products, their colours and categories, and their pictures (rows and
 * files, DESIGN "Images"; the pictures' checks and rows are in catalogue-pictures.ts). Both APIs call it with the same validated input and the caller's context;
 * who may call it is the access guard's to decide (`@Allow('admin')` on every route), as everywhere.
 *
 * All or nothing: uploads are read and encoded before any row is written (nothing is kept when a
 * file is refused or the client goes away), the rows change in one short transaction, and the new
 * files are published inside it, before it commits (media/write-with-files.ts): a file that cannot be
 * published takes the rows back, a commit that fails takes the files back.
 */
@Injectable()
export class CatalogueWritesService {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly intake: ImageIntake,
    private readonly files: FileWrites,
    private readonly catalogue: ProductsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: DomainEvents,
  ) {}

  async create(
    ctx: RequestContext,
    input: CreateProductInput,
    options: CreateOptions = {},
  ): Promise<Product> {
    // Another trusted caller's mistake: an upload's files would be left out, its row pointing at nothing.
    if (options.rowsOnly && input.images.some((image) => image.file))
      throw new Error('rowsOnly takes prepared pictures only, not uploads');
    const problems: FieldErrors = {};
    const texts = productTexts(ctx.locale, input);
    checkTexts(texts, problems);
    checkNew(input, options.prepared, options.rowsOnly, problems);
    this.checkFileCount(input.images);
    this.checkReferences(
      input.colorIds,
      input.categoryIds,
      input.images,
      await this.knownReferences(ctx, [input]),
      problems,
    );
    if (Object.keys(problems).length) throw refuse(problems);
    const prepared = await this.intake.prepare(input.images, FOLDER, ctx.signal);
    options.prepared?.forEach((image, index) => prepared.set(index, image));
    const id = await this.files.write(ctx, {
      files: options.rowsOnly ? [] : [...prepared.values()].flatMap((image) => image.files),
      commit: async (tx) => {
        const [{ id }] = await this.db.query<{ id: number }[]>(
          tx,
          `INSERT INTO products (name_en, name_pl, search_name, description_en, description_pl, price, availability, created_at, updated_at, draft, publish_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, coalesce($8, now()), coalesce($8, now()), $9, $10) RETURNING id`,
          [
            texts.name.en ?? '',
            texts.name.pl ?? '',
            searchNameOf(texts.name),
            texts.description.en ?? '',
            texts.description.pl ?? '',
            input.price,
            input.availability ?? 'AVAILABLE',
            options.createdAt ?? null,
            input.draft === true,
            input.publishAt ?? null,
          ],
        );
        await this.link(tx, id, input.colorIds, input.categoryIds);
        for (const [position, image] of input.images.entries())
          await insertImage(this.db, tx, id, position, image, prepared.get(position)!);
        return id as number;
      },
    });
    await this.events.publish(ctx, { type: 'ProductChanged', id });
    return this.catalogue.get(ctx, id);
  }

  /**
   * Many new products at once, for the shop's own writers (the bench's large catalogue, a seed): each
   * input checked as `create` checks it (names folded alike), then written by a few set-based
   * statements a batch, each batch in one transaction with its files (pictures come prepared:
   * encoded already, or rows only). Every input is checked before the first batch is written; a
   * batch the database refuses is taken back whole, the batches before it stay. Answers the new ids,
   * in the inputs' order (ascending, as one `create` after another would give them).
   */
  async createMany(
    ctx: RequestContext,
    products: NewProduct[],
    options: CreateManyOptions = {},
  ): Promise<number[]> {
    const problems: FieldErrors = {};
    const known = await this.knownReferences(
      ctx,
      products.map((product) => product.input),
    );
    for (const [index, { input, prepared }] of products.entries()) {
      const own: FieldErrors = {};
      checkTexts(productTexts(ctx.locale, input), own);
      checkNew(input, prepared, options.rowsOnly, own);
      input.images.forEach((image, position) => {
        // Uploads are an API's: read, checked and encoded one request at a time by `create`.
        if (image.file) own[`images.${position}.file`] = ['NOT_ALLOWED'];
      });
      this.checkReferences(input.colorIds, input.categoryIds, input.images, known, own);
      for (const [field, codes] of Object.entries(own)) problems[`products.${index}.${field}`] = codes;
    }
    if (Object.keys(problems).length) throw refuse(problems);
    const ids: number[] = [];
    const size = options.batchSize ?? BATCH_SIZE;
    for (let start = 0; start < products.length; start += size) {
      const batch = products.slice(start, start + size);
      ids.push(
        ...(await this.files.write(ctx, {
          files: options.rowsOnly
            ? []
            : batch.flatMap((product) => product.prepared!.flatMap((image) => image.files)),
          commit: async (tx) => {
            const inserted = await insertProducts(this.db, tx, batch);
            // Written outside any request too (the demo seed, imports): what is kept may show the catalogue without them.
            await this.events.publish(tx, { type: 'CatalogueChanged' });
            return inserted;
          },
        })),
      );
    }
    return ids;
  }

  /**
   * A sale's mark on its piece, in the caller's transaction (orders): SOLD once it is paid for, AVAILABLE
   * again when a paid order is cancelled. Its pages and answers are dropped once that commits.
   */
  async markAvailability(ctx: RequestContext, id: number, availability: 'AVAILABLE' | 'SOLD'): Promise<void> {
    await this.db.query<unknown>(
      ctx,
      `UPDATE products SET availability = $2, updated_at = now() WHERE id = $1`,
      [id, availability],
    );
    await this.events.publish(ctx, { type: 'ProductChanged', id });
  }

  async update(ctx: RequestContext, id: number, input: UpdateProductInput): Promise<Product> {
    const problems: FieldErrors = {};
    const current: StoredImage[] = await this.db.query(
      ctx,
      `SELECT id, file_key, variant_widths FROM product_images WHERE product_id = $1`,
      [id],
    );
    const [stored] = await this.db.query<
      { name_en: string; name_pl: string; description_en: string; description_pl: string }[]
    >(ctx, `SELECT name_en, name_pl, description_en, description_pl FROM products WHERE id = $1`, [id]);
    if (!stored) throw notFound('Product not found');
    const texts = productTexts(ctx.locale, input);
    // What the product will say once the edit is saved: a version left out stays as it is.
    checkTexts(
      {
        ...texts,
        name: { en: texts.name.en ?? stored.name_en, pl: texts.name.pl ?? stored.name_pl },
        description: {
          en: texts.description.en ?? stored.description_en,
          pl: texts.description.pl ?? stored.description_pl,
        },
      },
      problems,
    );
    const images = input.images;
    if (images) {
      const seen = new Set<number>();
      images.forEach((image, index) => {
        const hasId = image.id != null;
        if (hasId === Boolean(image.file)) problems[`images.${index}`] = ['INVALID_VALUE'];
        else if (hasId && (seen.has(image.id!) || !current.some((stored) => stored.id === image.id)))
          problems[`images.${index}.id`] = ['UNKNOWN_IMAGE'];
        if (hasId) seen.add(image.id!);
      });
      this.checkFileCount(images);
    }
    const known = await this.knownReferences(ctx, [
      { colorIds: input.colorIds ?? [], categoryIds: input.categoryIds ?? [], images: images ?? [] },
    ]);
    this.checkReferences(input.colorIds ?? [], input.categoryIds ?? [], images ?? [], known, problems);
    if (Object.keys(problems).length) throw refuse(problems);
    const prepared = images
      ? await this.intake.prepare(images, FOLDER, ctx.signal)
      : new Map<number, PreparedImage>();
    await this.files.write(ctx, {
      files: [...prepared.values()].flatMap((image) => image.files),
      commit: async (tx) => {
        // The row lock makes two edits of one product take turns: the second sees the first's pictures.
        const [locked] = await this.db.query<{ id: number }[]>(
          tx,
          `SELECT id FROM products WHERE id = $1 FOR UPDATE`,
          [id],
        );
        if (!locked) throw notFound('Product not found');
        await this.updateFields(tx, id, input, texts);
        if (input.colorIds || input.categoryIds)
          await this.link(tx, id, input.colorIds, input.categoryIds, true);
        return images ? replaceImages(this.db, tx, id, images, prepared) : [];
      },
      obsolete: keysOf,
    });
    await this.events.publish(ctx, { type: 'ProductChanged', id });
    return this.catalogue.get(ctx, id);
  }

  /** Deletes a product with its pictures (every file), ratings, favourites and comments (DESIGN "Data"). */
  async remove(ctx: RequestContext, id: number): Promise<number> {
    await this.files.remove(ctx, keysOf, async (tx) => {
      const [locked] = await this.db.query<{ id: number }[]>(
        tx,
        `SELECT id FROM products WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!locked) throw notFound('Product not found');
      const images: StoredImage[] = await this.db.query(
        tx,
        `SELECT id, file_key, variant_widths FROM product_images WHERE product_id = $1`,
        [id],
      );
      await this.db.query<unknown>(tx, `DELETE FROM products WHERE id = $1`, [id]);
      return images;
    });
    await this.events.publish(ctx, { type: 'ProductChanged', id });
    return id;
  }

  /** Deletes one picture (its every file); answers the product as it is after. */
  async removeImage(ctx: RequestContext, imageId: number): Promise<Product> {
    const { productId } = await this.files.remove(
      ctx,
      ({ image }: { image: StoredImage; productId: number }) => keysOf([image]),
      async (tx) => {
        const [row]: (StoredImage & { product_id: number })[] = await this.db.query(
          tx,
          `SELECT id, product_id, file_key, variant_widths FROM product_images WHERE id = $1 FOR UPDATE`,
          [imageId],
        );
        if (!row) throw notFound('Image not found');
        await this.db.query<unknown>(tx, `DELETE FROM product_images WHERE id = $1`, [imageId]);
        await this.db.query<unknown>(tx, `UPDATE products SET updated_at = now() WHERE id = $1`, [
          row.product_id,
        ]);
        return { image: row, productId: row.product_id };
      },
    );
    await this.events.publish(ctx, { type: 'ProductChanged', id: productId });
    return this.catalogue.get(ctx, productId);
  }

  /** SECURITY.md: at most UPLOAD_MAX_FILES new files a request (graphql-upload stops more before they are read). */
  private checkFileCount(images: ProductImageInput[]): void {
    if (images.filter((image) => image.file).length > this.config.uploads.maxFiles) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Too many files', { fields: { images: ['TOO_MANY_FILES'] } });
    }
  }

  /** Which of the colours and categories `inputs` name exist, in one statement. */
  private async knownReferences(
    ctx: RequestContext,
    inputs: Pick<CreateProductInput, 'colorIds' | 'categoryIds' | 'images'>[],
  ) {
    const colorIds = new Set<number>();
    const categoryIds = new Set<number>();
    for (const input of inputs) {
      input.colorIds.forEach((id) => colorIds.add(id));
      input.categoryIds.forEach((id) => categoryIds.add(id));
      for (const image of input.images) if (image.colorId != null) colorIds.add(image.colorId);
    }
    const [{ colors, categories }] = await this.db.query<{ colors: number[]; categories: number[] }[]>(
      ctx,
      `SELECT (SELECT coalesce(array_agg(id), '{}') FROM colors WHERE id = ANY($1::int[])) AS colors,
              (SELECT coalesce(array_agg(id), '{}') FROM categories WHERE id = ANY($2::int[])) AS categories`,
      [[...colorIds], [...categoryIds]],
    );
    return { colors: new Set<number>(colors), categories: new Set<number>(categories) };
  }

  /** Colours and categories must exist; each refused id names its field. */
  private checkReferences(
    colorIds: number[],
    categoryIds: number[],
    images: ProductImageInput[],
    known: { colors: Set<number>; categories: Set<number> },
    problems: FieldErrors,
  ): void {
    if (colorIds.some((id) => !known.colors.has(id))) problems.colorIds = ['UNKNOWN_COLOR'];
    if (categoryIds.some((id) => !known.categories.has(id))) problems.categoryIds = ['UNKNOWN_CATEGORY'];
    images.forEach((image, index) => {
      if (image.colorId != null && !known.colors.has(image.colorId))
        problems[`images.${index}.colorId`] = ['UNKNOWN_COLOR'];
    });
  }

  private async link(
    tx: RequestContext,
    id: number,
    colorIds: number[] | undefined,
    categoryIds: number[] | undefined,
    replace = false,
  ) {
    if (colorIds) {
      if (replace) await this.db.query<unknown>(tx, `DELETE FROM product_colors WHERE product_id = $1`, [id]);
      await this.db.query<unknown>(
        tx,
        `INSERT INTO product_colors (product_id, color_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
        [id, colorIds],
      );
    }
    if (categoryIds) {
      if (replace)
        await this.db.query<unknown>(tx, `DELETE FROM product_categories WHERE product_id = $1`, [id]);
      await this.db.query<unknown>(
        tx,
        `INSERT INTO product_categories (product_id, category_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
        [id, categoryIds],
      );
    }
  }

  private async updateFields(tx: RequestContext, id: number, input: UpdateProductInput, texts: ProductTexts) {
    const sets: string[] = ['updated_at = now()'];
    const params: unknown[] = [id];
    const set = (column: string, value: unknown) => sets.push(`${column} = $${params.push(value)}`);
    if (texts.name.en !== undefined || texts.name.pl !== undefined) {
      const en = texts.name.en !== undefined ? `$${params.push(texts.name.en)}::varchar` : 'name_en';
      const pl = texts.name.pl !== undefined ? `$${params.push(texts.name.pl)}::varchar` : 'name_pl';
      sets.push(`name_en = ${en}, name_pl = ${pl}`);
      // Both names as they are after this edit, read under the row lock.
      const [current] = await this.db.query<{ en: string | null; pl: string | null }[]>(
        tx,
        `SELECT ${en} AS en, ${pl} AS pl FROM products WHERE id = $1`,
        params,
      );
      set('search_name', searchNameOf(current));
    }
    if (input.price != null) set('price', input.price);
    if (texts.description.en !== undefined) set('description_en', texts.description.en);
    if (texts.description.pl !== undefined) set('description_pl', texts.description.pl);
    if (input.availability != null) set('availability', input.availability);
    if (input.draft != null) set('draft', input.draft);
    // null clears the publish time; left out, it stays.
    if (input.publishAt !== undefined) set('publish_at', input.publishAt);
    await this.db.query<unknown>(tx, `UPDATE products SET ${sets.join(', ')} WHERE id = $1`, params);
  }
}
