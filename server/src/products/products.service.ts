import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { notFound } from '../common/errors/app-error';
import { type RequestContext, seesDrafts } from '../common/context/request-context';
import type { Language } from '../i18n/locale';
import { TransactionalConnection } from '../database/transactional-connection';
import { variantKey, type ImageFormat } from '../media/image-variants';
import { IMAGE_STORE, type ImageStore } from '../media/image-store';
import { PictureSignatures } from '../media/picture-access';
import { gapsOf, localized, localizedColumns, type Untranslated } from '../i18n/bilingual-texts';
import { ScheduledPublishing } from '../common/events/scheduled-publishing';
import { SitemapEntries } from '../common/http/sitemap-entries';
import { sitePaths } from '../common/site-paths';
import { TranslationGapsService } from '../i18n/translation-gaps.service';
import type { ProductsArgs } from './dto/products.args';
import {
  ProductSortValue,
  type AdminProduct,
  type AdminProductImage,
  type Category,
  type Color,
  type Product,
  type ProductImage,
  type ProductPage,
} from './product.model';
import { isPublic, isUnpublished, visibleTo } from '../database/visibility';
import { containsPattern } from './search-name';

/** A product's row as the admin's edit form reads it: both languages, the ids of its colours and categories. */
interface AdminProductRow {
  id: number;
  name_en: string;
  name_pl: string;
  price: string;
  availability: Product['availability'];
  description_en: string;
  description_pl: string;
  draft: boolean;
  publish_at: Date | null;
  color_ids: number[];
  category_ids: number[];
}

interface ProductRow {
  id: number;
  name: string;
  name_lang: Language;
  description: string;
  description_lang: Language;
  price: string;
  availability: Product['availability'];
  average: string;
  rating_count: number;
  updated_at: Date;
  draft: boolean;
  publish_at: Date | null;
  total?: string;
  /** Read as JSON by the same statement: no second round trip per relation. */
  colors: Color[];
  categories: Category[];
  images: ImageRow[];
}

interface ImageRow {
  id: number;
  file_key: string;
  /** In the request's language, the other language's where it is empty (`altText`). */
  alt_text: string;
  /** The language alt_text is in (the admin's form reads the English one: no column). */
  alt_text_lang?: Language;
  color_id: number | null;
  width: number;
  height: number;
  placeholder: string;
  variant_widths: number[];
}

/** The list's orders: each ends with the newest first, then the id, so pages never overlap. */
const ORDERS: Record<ProductSortValue, string> = {
  [ProductSortValue.NEWEST]: 'p.created_at DESC, p.id DESC',
  [ProductSortValue.PRICE_ASC]: 'p.price ASC, p.created_at DESC, p.id DESC',
  [ProductSortValue.PRICE_DESC]: 'p.price DESC, p.created_at DESC, p.id DESC',
};

/** The items in a uniformly random order (Fisher-Yates; sorting by a random comparison is biased). */
export function shuffled<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** The catalogue as visitors read it: lists with filters, one product, colours and categories, localised. */
@Injectable()
export class ProductsService implements OnModuleInit {
  constructor(
    private readonly db: TransactionalConnection,
    @Inject(IMAGE_STORE) private readonly store: ImageStore,
    private readonly translations: TranslationGapsService,
    private readonly schedule: ScheduledPublishing,
    private readonly sitemap: SitemapEntries,
    private readonly signatures: PictureSignatures,
  ) {}

  /** The translation view lists the catalogue first, in its list's order; a piece scheduled for later drops its kept pages when its time comes. */
  onModuleInit(): void {
    this.translations.register(1, (ctx) => this.untranslated(ctx));
    this.sitemap.register(1, async (ctx) => {
      const rows = await this.db.query<{ id: number; updated_at: Date }[]>(
        ctx,
        `SELECT id, updated_at FROM products WHERE ${isPublic('')} ORDER BY id`,
      );
      return rows.map((row) => ({ path: sitePaths.product(row.id), lastmod: new Date(row.updated_at) }));
    });
    this.schedule.register(async (ctx, after, until) => {
      // The partial index on publish_at (migration PublishAtIndex) answers it.
      const rows = await this.db.query<{ id: number }[]>(
        ctx,
        `SELECT id FROM products WHERE NOT draft AND publish_at IS NOT NULL AND publish_at > $1 AND publish_at <= $2`,
        [after, until],
      );
      return rows.map((row) => ({ type: 'ProductChanged' as const, id: row.id }));
    });
  }

  private nameColumn = (locale: Language) => (locale === 'en' ? 'name_en' : 'name_pl');
  /** A picture's alt text in the request's language, the other one where it is empty. */
  private altText = (locale: Language, i: string) =>
    locale === 'en'
      ? `coalesce(nullif(${i}.alt_text_en, ''), ${i}.alt_text_pl)`
      : `coalesce(nullif(${i}.alt_text_pl, ''), ${i}.alt_text_en)`;
  /** The language of `altText`'s answer: the other one only when it alone is written. */
  private altTextLang = (locale: Language, i: string) =>
    locale === 'en'
      ? `CASE WHEN ${i}.alt_text_en = '' AND ${i}.alt_text_pl <> '' THEN 'pl' ELSE 'en' END`
      : `CASE WHEN ${i}.alt_text_pl = '' AND ${i}.alt_text_en <> '' THEN 'en' ELSE 'pl' END`;

  colors(ctx: RequestContext): Promise<Color[]> {
    return this.db.query<Color[]>(
      ctx,
      `SELECT id, ${this.nameColumn(ctx.locale)} AS name, hex FROM colors ORDER BY id`,
    );
  }

  categories(ctx: RequestContext): Promise<Category[]> {
    return this.db.query<Category[]>(
      ctx,
      `SELECT id, ${this.nameColumn(ctx.locale)} AS name FROM categories ORDER BY id`,
    );
  }

  /**
   * A page of the catalogue, newest first then by id (or by price, then newest first: `sort`). A product matches when it has any chosen colour,
   * is in any chosen category (an empty choice does not filter) and its name contains the query
   * ignoring case and diacritics. One statement whatever the page size: the page with its total and
   * each product's rating, colours, categories and images.
   */
  async list(ctx: RequestContext, args: ProductsArgs): Promise<ProductPage> {
    const { locale } = ctx;
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    // Products with any chosen colour, products in any chosen category: each an id set read from the
    // link table's (id, product) index, once per product. One id compares with `=`: the index then
    // gives the products in order.
    const ids = (table: string, column: string, chosen: number[]) =>
      chosen.length === 1
        ? `SELECT product_id FROM ${table} WHERE ${column} = ${param(chosen[0])}`
        : `SELECT DISTINCT product_id FROM ${table} WHERE ${column} = ANY(${param(chosen)}::int[])`;
    const linked: string[] = [];
    if (args.colors?.length) linked.push(ids('product_colors', 'color_id', args.colors));
    if (args.categories?.length) linked.push(ids('product_categories', 'category_id', args.categories));
    // Drafts are the admins' alone, on their page and in the admin panel's list: no list shows them.
    const own: string[] = [isPublic('p')];
    if (args.name?.trim())
      own.push(`p.search_name LIKE ${param(containsPattern(args.name.trim()))} ESCAPE '\\'`);
    if (args.availability?.length) own.push(`p.availability = ANY(${param(args.availability)}::varchar[])`);
    // Never empty: every list leaves drafts out, so the total always reads the product rows as the page does.
    const filter = `WHERE ${[...linked.map((set) => `p.id IN (${set})`), ...own].join(' AND ')}`;
    const count = `SELECT count(*) FROM products p ${filter}`;
    const countParams = params.length;
    const order = ORDERS[args.sort ?? ProductSortValue.NEWEST];
    const page = `(SELECT * FROM products p ${filter} ORDER BY ${order} LIMIT ${param(args.limit)} OFFSET ${param(args.offset)})`;
    const rows = await this.db.queryPrepared<ProductRow>(
      ctx,
      `${this.productSelect(locale, page, `(${count}) AS total`)} ORDER BY ${order}`,
      params,
    );
    const total = rows.length
      ? Number(rows[0].total)
      : args.offset === 0
        ? 0
        : Number(
            (await this.db.query<{ count: string }[]>(ctx, `${count}`, params.slice(0, countParams)))[0]
              .count,
          );
    return { items: rows.map((row) => this.product(ctx, row)), total };
  }

  /** One product; a draft only for an admin (to anyone else it does not exist). */
  async get(ctx: RequestContext, id: number): Promise<Product> {
    const { locale } = ctx;
    const params: unknown[] = [id];
    const visible = visibleTo(ctx, 'p', params);
    const rows = await this.db.queryPrepared<ProductRow>(
      ctx,
      `${this.productSelect(locale, 'products')} WHERE p.id = $1 AND ${visible}`,
      params,
    );
    if (!rows.length) throw notFound('Product not found');
    return this.product(ctx, rows[0]);
  }

  /** Spec §2's home slideshow: pictures of random pieces, one per piece, each time different. */
  async randomImages(ctx: RequestContext, count: number): Promise<ProductImage[]> {
    const rows: ImageRow[] = await this.db.query(
      ctx,
      `SELECT DISTINCT ON (i.product_id) i.id, i.file_key, ${this.altText(ctx.locale, 'i')} AS alt_text, ${this.altTextLang(ctx.locale, 'i')} AS alt_text_lang, i.color_id, i.width, i.height, i.placeholder, i.variant_widths
         FROM (SELECT product_id FROM product_images WHERE product_id IN (SELECT id FROM products WHERE ${isPublic('')}) GROUP BY product_id ORDER BY random() LIMIT $1) chosen
         JOIN product_images i ON i.product_id = chosen.product_id
        ORDER BY i.product_id, i.position, i.id`,
      [count],
    );
    return shuffled(rows.map((row) => this.image(row, false)));
  }

  /** Products by id (for lists kept elsewhere, e.g. favourites), in one statement like a page; never a draft. */
  async byIds(ctx: RequestContext, ids: number[]): Promise<Map<number, Product>> {
    if (!ids.length) return new Map();
    const rows: ProductRow[] = await this.db.query(
      ctx,
      `${this.productSelect(ctx.locale, 'products')} WHERE p.id = ANY($1::int[]) AND ${isPublic('p')}`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, this.product(ctx, row)]));
  }

  /** Spec §2 "Edit product": the product with both descriptions, both alt texts and the chosen ids. */
  async adminGet(ctx: RequestContext, id: number): Promise<AdminProduct> {
    const [row] = await this.db.query<AdminProductRow[]>(
      ctx,
      `SELECT p.id, p.name_en, p.name_pl, p.price, p.availability, p.description_en, p.description_pl, p.draft, p.publish_at,
          (SELECT coalesce(array_agg(color_id ORDER BY color_id), '{}') FROM product_colors WHERE product_id = p.id) AS color_ids,
          (SELECT coalesce(array_agg(category_id ORDER BY category_id), '{}') FROM product_categories WHERE product_id = p.id) AS category_ids
         FROM products p WHERE p.id = $1`,
      [id],
    );
    if (!row) throw notFound('Product not found');
    const images: (ImageRow & { alt_text_pl: string })[] = await this.db.query(
      ctx,
      `SELECT id, file_key, alt_text_en AS alt_text, alt_text_pl, color_id, width, height, placeholder, variant_widths
         FROM product_images WHERE product_id = $1 ORDER BY position, id`,
      [id],
    );
    return {
      id: row.id,
      name: localized(ctx.locale, { en: row.name_en, pl: row.name_pl }).text,
      nameEn: row.name_en,
      namePl: row.name_pl,
      price: Number(row.price),
      availability: row.availability,
      descriptionEn: row.description_en,
      descriptionPl: row.description_pl,
      colorIds: row.color_ids,
      categoryIds: row.category_ids,
      draft: row.draft,
      publishAt: row.publish_at ?? null,
      images: images.map((image): AdminProductImage => ({
        ...this.image(image, this.signsPictures(ctx, row)),
        altTextEn: image.alt_text,
        altTextPl: image.alt_text_pl,
      })),
    };
  }

  /** The admin panel's "Drafts": every piece not public yet (a draft, or scheduled for later), the last changed first. */
  async drafts(ctx: RequestContext): Promise<Product[]> {
    const rows: ProductRow[] = await this.db.query(
      ctx,
      `${this.productSelect(ctx.locale, 'products')} WHERE ${isUnpublished('p')} ORDER BY p.updated_at DESC, p.id DESC`,
    );
    return rows.map((row) => this.product(ctx, row));
  }

  /**
   * The translation view's products: each with a name, description or alt text missing in one
   * language, in the list's order (the first list page's pieces first), with what is missing.
   */
  async untranslated(ctx: RequestContext): Promise<Untranslated[]> {
    const rows: {
      id: number;
      name_en: string;
      name_pl: string;
      description_en: boolean;
      description_pl: boolean;
      images: { id: number; number: number; en: boolean; pl: boolean }[];
    }[] = await this.db.query(
      ctx,
      `SELECT p.id, p.name_en, p.name_pl, p.description_en <> '' AS description_en, p.description_pl <> '' AS description_pl,
          (SELECT coalesce(json_agg(json_build_object('id', i.id, 'number', i.number, 'en', i.alt_text_en <> '', 'pl', i.alt_text_pl <> '') ORDER BY i.number), '[]')
             FROM (SELECT id, alt_text_en, alt_text_pl, row_number() OVER (ORDER BY position, id) AS number FROM product_images WHERE product_id = p.id) i
            WHERE i.alt_text_en = '' OR i.alt_text_pl = '') AS images
         FROM products p
        WHERE p.name_en = '' OR p.name_pl = '' OR p.description_en = '' OR p.description_pl = ''
           OR EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id AND (i.alt_text_en = '' OR i.alt_text_pl = ''))
        ORDER BY p.created_at DESC, p.id DESC`,
    );
    return rows.map((row) => {
      const label = localized(ctx.locale, { en: row.name_en, pl: row.name_pl });
      return {
        kind: 'PRODUCT',
        id: row.id,
        label: label.text,
        labelLang: label.lang,
        missing: [
          ...gapsOf('NAME', { en: row.name_en !== '', pl: row.name_pl !== '' }),
          ...gapsOf('DESCRIPTION', { en: row.description_en, pl: row.description_pl }),
          ...row.images.flatMap((image) =>
            gapsOf('ALT_TEXT', { en: image.en, pl: image.pl }, { id: image.id, number: image.number }),
          ),
        ],
      };
    });
  }

  /**
   * Products of `source` (a table or a subquery, as `p`) with, for those rows only, their rating and
   * their colours, categories and images as JSON arrays (each an index scan on its link table).
   */
  private productSelect(locale: Language, source: string, extra?: string): string {
    const name = this.nameColumn(locale);
    return `SELECT p.id, ${localizedColumns(locale, 'p', 'name', 'name')}, ${localizedColumns(locale, 'p', 'description', 'description')},
        p.price, p.availability, p.updated_at, p.draft, p.publish_at,
        r.average, r.rating_count${extra ? `, ${extra}` : ''},
        (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.${name}, 'hex', c.hex) ORDER BY c.id), '[]')
           FROM product_colors pc JOIN colors c ON c.id = pc.color_id WHERE pc.product_id = p.id) AS colors,
        (SELECT coalesce(json_agg(json_build_object('id', k.id, 'name', k.${name}) ORDER BY k.id), '[]')
           FROM product_categories pk JOIN categories k ON k.id = pk.category_id WHERE pk.product_id = p.id) AS categories,
        (SELECT coalesce(json_agg(json_build_object('id', i.id, 'file_key', i.file_key, 'alt_text', ${this.altText(locale, 'i')}, 'alt_text_lang', ${this.altTextLang(locale, 'i')},
                  'color_id', i.color_id, 'width', i.width, 'height', i.height, 'placeholder', i.placeholder,
                  'variant_widths', i.variant_widths) ORDER BY i.position, i.id), '[]')
           FROM product_images i WHERE i.product_id = p.id) AS images
      FROM ${source} p
      CROSS JOIN LATERAL (SELECT coalesce(avg(value), 0) AS average, count(*)::int AS rating_count FROM ratings WHERE product_id = p.id) r`;
  }

  /**
   * Whether a piece's picture addresses are signed: while it is not public (a draft, or its publish time
   * still to come), /uploads/ keeps its pictures from the public (media/picture-access.ts), and only the
   * admins who read it get addresses that open them.
   */
  private signsPictures(ctx: RequestContext, row: { draft: boolean; publish_at: Date | null }): boolean {
    return (
      seesDrafts(ctx) &&
      (row.draft || (row.publish_at !== null && new Date(row.publish_at).getTime() > Date.now()))
    );
  }

  private product(ctx: RequestContext, row: ProductRow): Product {
    const signed = this.signsPictures(ctx, row);
    const images = row.images.map((image) => this.image(image, signed));
    return {
      id: row.id,
      name: row.name,
      nameLang: row.name_lang,
      description: row.description,
      descriptionLang: row.description_lang,
      price: Number(row.price),
      availability: row.availability,
      averageUserRate: Math.round(Number(row.average) * 100) / 100,
      ratingCount: row.rating_count,
      updatedAt: row.updated_at,
      draft: row.draft,
      publishAt: row.publish_at ?? null,
      colors: row.colors,
      categories: row.categories,
      images,
      cover: images[0] ?? null,
    };
  }

  /** A picture file's address: signed for an admin reading a piece not public yet. */
  private url(key: string, signed: boolean): string {
    return signed ? this.signatures.url(key) : this.store.url(key);
  }

  private srcset(row: ImageRow, format: ImageFormat, signed: boolean): string {
    return row.variant_widths
      .map((width) => `${this.url(variantKey(row.file_key, width, format), signed)} ${width}w`)
      .join(', ');
  }

  private image(row: ImageRow, signed: boolean): ProductImage {
    const largest = row.variant_widths[row.variant_widths.length - 1];
    return {
      id: row.id,
      imageUrl: this.url(variantKey(row.file_key, largest, 'webp'), signed),
      altText: row.alt_text,
      altTextLang: row.alt_text_lang ?? 'en',
      colorId: row.color_id,
      width: row.width,
      height: row.height,
      placeholder: row.placeholder,
      // Whole srcset strings rather than a list of sizes: a page of cards resolves two fields per image, not eighteen.
      avifSrcset: this.srcset(row, 'avif', signed),
      webpSrcset: this.srcset(row, 'webp', signed),
    };
  }
}
