import { randomUUID } from 'node:crypto';
import { systemContext } from '../../server/src/common/context/request-context';
import type { PreparedImage } from '../../server/src/media/image-variants';
import { CatalogueWritesService, type NewProduct } from '../../server/src/products/catalogue-writes.service';
import type { Availability } from '../../server/src/products/product.entity';
import type { TestApp } from './test-app';

export interface PictureFixture {
  /** The store key of its files (none are written, `rowsOnly`: these tests read rows, not images). */
  key?: string;
  width?: number;
  height?: number;
  placeholder?: string;
  widths?: number[];
  colorId?: number | null;
  /** Both languages' alt text, unless one is given on its own below. */
  altText?: string;
  altTextEn?: string;
  altTextPl?: string;
}

export interface ProductFixture {
  /** The Polish name, the shop's first language. */
  name: string;
  nameEn?: string;
  colors?: number[];
  categories?: number[];
  price?: number;
  availability?: Availability;
  /** Added this many days ago (the list's order is newest first). */
  daysAgo?: number;
  descriptionEn?: string;
  descriptionPl?: string;
  /** One plain picture when not given; `[]` for a piece without any. */
  pictures?: PictureFixture[];
  /** Kept a draft (admins only) instead of published. */
  draft?: boolean;
}

/** A fixture as the writer's input, its pictures rows only (a piece without any gets one, taken away again after). */
function newProduct(p: ProductFixture): NewProduct {
  const pictures = p.pictures?.length ? p.pictures : [{}];
  return {
    input: {
      namePl: p.name,
      nameEn: p.nameEn ?? '',
      price: p.price ?? 100,
      descriptionEn: p.descriptionEn ?? `${p.name} in English`,
      descriptionPl: p.descriptionPl ?? `${p.name} po polsku`,
      availability: p.availability ?? 'AVAILABLE',
      colorIds: p.colors ?? [],
      categoryIds: p.categories ?? [],
      images: pictures.map((picture) => ({
        colorId: picture.colorId ?? null,
        altTextEn: picture.altTextEn ?? picture.altText ?? '',
        altTextPl: picture.altTextPl ?? picture.altText ?? '',
      })),
      draft: p.draft,
    },
    prepared: pictures.map((picture): PreparedImage => ({
      base: picture.key ?? `products/test-${randomUUID()}`,
      width: picture.width ?? 640,
      height: picture.height ?? 800,
      placeholder: picture.placeholder ?? '#c9a045',
      widths: picture.widths ?? [320, 640],
      files: [],
    })),
    createdAt: p.daysAgo === undefined ? undefined : new Date(Date.now() - p.daysAgo * 24 * 3600 * 1000),
  };
}

/**
 * A product written by the catalogue's one writer (server/src/products/catalogue-writes.service.ts),
 * as the maker's screens write it, instead of the tests' own INSERTs.
 */
export async function addProduct(t: TestApp, p: ProductFixture): Promise<number> {
  const writes = t.app.get(CatalogueWritesService);
  const ctx = systemContext('test-factory');
  const { input, prepared, createdAt } = newProduct(p);
  const product = await writes.create(ctx, input, { prepared, createdAt, rowsOnly: true });
  // The writer takes no product without a picture (spec §5): a piece without any loses its only one again, as in the edit screen.
  if (p.pictures?.length === 0) await writes.removeImage(ctx, product.images[0].id);
  return product.id;
}

/** Many products at once, by the writer's bulk create; their ids in the fixtures' order. */
export async function addProducts(t: TestApp, fixtures: ProductFixture[]): Promise<number[]> {
  const writes = t.app.get(CatalogueWritesService);
  const ctx = systemContext('test-factory');
  const ids = await writes.createMany(ctx, fixtures.map(newProduct), { rowsOnly: true });
  for (const [index, fixture] of fixtures.entries()) {
    if (fixture.pictures?.length === 0) {
      const [image] = await t.sql<{ id: number }>('SELECT id FROM product_images WHERE product_id = $1', [
        ids[index],
      ]);
      await writes.removeImage(ctx, image.id);
    }
  }
  return ids;
}
