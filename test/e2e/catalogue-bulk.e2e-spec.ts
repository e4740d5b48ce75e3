import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { systemContext } from '../../server/src/common/context/request-context';
import { CacheService } from '../../server/src/cache/cache.service';
import { Tags } from '../../server/src/cache/tag-versions';
import type { PreparedImage } from '../../server/src/media/image-variants';
import { CatalogueWritesService, type NewProduct } from '../../server/src/products/catalogue-writes.service';
import type { CreateProductInput } from '../../server/src/products/dto/product.input';
import { startTestApp, TestApp } from '../support/test-app';

// Colour ids (reference data): 1 red, 3 gold, 7 turquoise. Category ids: 1 earrings, 2 necklaces, 5 bridal.

/** A picture as the bench writes it: a row only, no file. */
const rowOnly = (key: string, widths = [320, 640]): PreparedImage => ({
  base: `products/${key}`,
  width: 640,
  height: 800,
  placeholder: '#c9a045',
  widths,
  files: [],
});

const piece = (name: string, overrides: Partial<CreateProductInput> = {}): CreateProductInput => ({
  name,
  price: 120.5,
  descriptionEn: `${name} in English`,
  colorIds: [1, 3],
  categoryIds: [2],
  images: [{ colorId: 3, altTextEn: 'Front', altTextPl: 'Przód' }, {}],
  ...overrides,
});

describe("the catalogue writer's bulk create (the bench's and seeds' path), beside create", () => {
  let t: TestApp;
  let writes: CatalogueWritesService;
  const ctx = systemContext('bulk-test');

  beforeAll(async () => {
    t = await startTestApp();
    writes = t.app.get(CatalogueWritesService);
  });
  afterAll(() => t.close());

  /** Every file in the store, pending ones included. */
  const files = (): string[] => {
    try {
      return readdirSync(t.uploadDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(t.uploadDir.length + 1))
        .sort();
    } catch {
      return [];
    }
  };
  const snapshot = async () => ({
    products: await t.sql('SELECT * FROM products ORDER BY id'),
    images: await t.sql('SELECT * FROM product_images ORDER BY id'),
    colors: await t.sql('SELECT * FROM product_colors ORDER BY 1, 2'),
    categories: await t.sql('SELECT * FROM product_categories ORDER BY 1, 2'),
    files: files(),
  });
  /** A product's rows without what differs from one write to the next (ids, keys, dates). */
  const rowsOf = async (id: number) => ({
    product: (
      await t.sql(
        'SELECT name_en, name_pl, search_name, description_en, description_pl, price, availability FROM products WHERE id = $1',
        [id],
      )
    )[0],
    images: await t.sql(
      'SELECT alt_text_en, alt_text_pl, color_id, position, width, height, placeholder, variant_widths FROM product_images WHERE product_id = $1 ORDER BY position',
      [id],
    ),
    colors: (
      await t.sql<{ color_id: number }>(
        'SELECT color_id FROM product_colors WHERE product_id = $1 ORDER BY 1',
        [id],
      )
    ).map((row) => row.color_id),
    categories: (
      await t.sql<{ category_id: number }>(
        'SELECT category_id FROM product_categories WHERE product_id = $1 ORDER BY 1',
        [id],
      )
    ).map((row) => row.category_id),
  });

  it('writes each product as create writes it (the name folded for search alike), in batches, answering the ids in order', async () => {
    const input = piece('Kolczyki Złote Łany');
    const one = await writes.create(ctx, input, {
      prepared: [rowOnly('single-a'), rowOnly('single-b')],
      rowsOnly: true,
    });
    const all = () => t.app.get(CacheService).versions.snapshot([Tags.all]);
    const before = all();
    const products: NewProduct[] = Array.from({ length: 7 }, (_, n) => ({
      input:
        n === 0
          ? input
          : piece(`Naszyjnik ${n}`, {
              availability: n % 2 ? 'SOLD' : undefined,
              descriptionPl: `Naszyjnik ${n} po polsku`,
              categoryIds: [2, 5],
            }),
      prepared: [rowOnly(`bulk-${n}-a`), rowOnly(`bulk-${n}-b`, [320])],
      createdAt: new Date(Date.UTC(2026, 0, 1 + n)),
    }));
    const ids = await writes.createMany(ctx, products, { rowsOnly: true, batchSize: 3 });
    expect(ids).toHaveLength(7);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(ids[0]).toBeGreaterThan(one.id);
    expect(await rowsOf(ids[0])).toEqual({ ...(await rowsOf(one.id)), images: expect.any(Array) });
    expect((await rowsOf(ids[0])).images.map((image) => image.variant_widths)).toEqual([[320, 640], [320]]);
    expect((await rowsOf(ids[0])).product.search_name).toBe('kolczyki zlote lany');
    expect(await rowsOf(ids[3])).toMatchObject({
      product: {
        name_en: 'Naszyjnik 3',
        name_pl: '',
        description_pl: 'Naszyjnik 3 po polsku',
        availability: 'SOLD',
        price: '120.50',
      },
      colors: [1, 3],
      categories: [2, 5],
      images: [
        { color_id: 3, alt_text_en: 'Front', alt_text_pl: 'Przód', position: 0 },
        { color_id: null, alt_text_en: '', position: 1 },
      ],
    });
    const [{ created_at }] = await t.sql<{ created_at: Date }>(
      'SELECT created_at FROM products WHERE id = $1',
      [ids[6]],
    );
    expect(created_at.toISOString()).toBe('2026-01-07T00:00:00.000Z');
    // Rows only: no file was written; the kept pages were dropped once the batches committed.
    expect(files()).toEqual([]);
    expect(all()).not.toEqual(before);
    const found = await request(t.http).get('/api/products?name=naszyjnik&limit=20').expect(200);
    expect(found.body.total).toBe(6);
  });

  it('publishes the files of prepared pictures that bring them, and leaves none pending', async () => {
    const prepared = (key: string): PreparedImage => ({
      ...rowOnly(key, [320]),
      files: ['webp', 'avif'].map((format) => ({
        key: `products/${key}-320.${format}`,
        body: Buffer.from(`${key} ${format}`),
      })),
    });
    const ids = await writes.createMany(ctx, [
      { input: piece('Broszka A', { images: [{}] }), prepared: [prepared('with-files-a')] },
      { input: piece('Broszka B', { images: [{}] }), prepared: [prepared('with-files-b')] },
    ]);
    expect(ids).toHaveLength(2);
    expect(files()).toEqual([
      'products/with-files-a-320.avif',
      'products/with-files-a-320.webp',
      'products/with-files-b-320.avif',
      'products/with-files-b-320.webp',
    ]);
    await writes.remove(ctx, ids[0]);
    await writes.remove(ctx, ids[1]);
    expect(files()).toEqual([]);
  });

  it('refuses what create refuses, naming the product and the field, before writing any batch', async () => {
    const before = await snapshot();
    const products: NewProduct[] = [
      { input: piece('Dobry'), prepared: [rowOnly('fine-a'), rowOnly('fine-b')] },
      { input: piece('Nieznany kolor', { colorIds: [999] }), prepared: [rowOnly('bad-a'), rowOnly('bad-b')] },
      { input: piece('Bez zdjęć', { images: [] }), prepared: [] },
      {
        input: piece('Upload', { images: [{ file: { read: () => Promise.resolve(Buffer.alloc(0)) } }] }),
        prepared: [],
      },
      {
        input: piece('Zła kategoria', { categoryIds: [77], images: [{ colorId: 998 }] }),
        prepared: [rowOnly('bad-c')],
      },
    ];
    const error = await writes
      .createMany(ctx, products, { rowsOnly: true, batchSize: 1 })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: {
        fields: {
          'products.1.colorIds': ['UNKNOWN_COLOR'],
          'products.2.images': ['IMAGE_REQUIRED'],
          'products.3.images.0.file': ['NOT_ALLOWED'],
          'products.4.categoryIds': ['UNKNOWN_CATEGORY'],
          'products.4.images.0.colorId': ['UNKNOWN_COLOR'],
        },
      },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('takes a prepared picture without files only with rowsOnly, and rowsOnly without uploads', async () => {
    const before = await snapshot();
    await expect(
      writes.createMany(ctx, [
        { input: piece('Bez plików', { images: [{}] }), prepared: [rowOnly('no-files')] },
      ]),
    ).rejects.toThrow('rowsOnly');
    await expect(
      writes.create(ctx, piece('Bez plików', { images: [{}] }), { prepared: [rowOnly('no-files')] }),
    ).rejects.toThrow('rowsOnly');
    const upload = { read: () => Promise.resolve(Buffer.alloc(0)) };
    await expect(
      writes.create(ctx, piece('Upload', { images: [{ file: upload }] }), { rowsOnly: true }),
    ).rejects.toThrow('not uploads');
    expect(await snapshot()).toEqual(before);
  });

  it('takes back a whole batch the database refuses, keeping the batches committed before it', async () => {
    const before = (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0].n;
    // The second batch's second picture reuses a key: the unique file_key refuses that batch's images statement.
    const products: NewProduct[] = ['a', 'b', 'c', 'c'].map((key, n) => ({
      input: piece(`Partia ${n}`, { images: [{}] }),
      prepared: [rowOnly(`batch-${key}`)],
    }));
    await expect(writes.createMany(ctx, products, { rowsOnly: true, batchSize: 2 })).rejects.toThrow(
      /duplicate key/,
    );
    const names = (
      await t.sql<{ name: string }>(
        `SELECT name_en AS name FROM products WHERE name_en LIKE 'Partia %' ORDER BY id`,
      )
    ).map((row) => row.name);
    expect(names).toEqual(['Partia 0', 'Partia 1']);
    expect((await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0].n).toBe(before + 2);
  });
});
