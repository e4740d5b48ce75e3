import { randomUUID } from 'node:crypto';
import { systemContext } from '../../server/src/common/context/request-context';
import type { PreparedImage } from '../../server/src/media/image-variants';
import { CatalogueWritesService } from '../../server/src/products/catalogue-writes.service';
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
  altText?: string;
}

export interface ProductFixture {
  name: string;
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
}

/**
 * A product written by the catalogue's one writer (server/src/products/catalogue-writes.service.ts),
 * as the maker's screens write it, instead of the tests' own INSERTs.
 */
export async function addProduct(t: TestApp, p: ProductFixture): Promise<number> {
  const writes = t.app.get(CatalogueWritesService);
  const ctx = systemContext('test-factory');
  const pictures = p.pictures ?? [{}];
  // The writer takes no product without a picture (spec §5): a piece without any loses its only one again, as in the edit screen.
  const given = pictures.length ? pictures : [{}];
  const prepared: PreparedImage[] = given.map((picture) => ({
    base: picture.key ?? `products/test-${randomUUID()}`,
    width: picture.width ?? 640,
    height: picture.height ?? 800,
    placeholder: picture.placeholder ?? '#c9a045',
    widths: picture.widths ?? [320, 640],
    files: [],
  }));
  const product = await writes.create(
    ctx,
    {
      name: p.name,
      price: p.price ?? 100,
      descriptionEn: p.descriptionEn ?? `${p.name} in English`,
      descriptionPl: p.descriptionPl ?? `${p.name} po polsku`,
      availability: p.availability ?? 'AVAILABLE',
      colorIds: p.colors ?? [],
      categoryIds: p.categories ?? [],
      images: given.map((picture) => ({ colorId: picture.colorId ?? null, altTextEn: picture.altText ?? '', altTextPl: picture.altText ?? '' })),
    },
    { prepared, rowsOnly: true, createdAt: p.daysAgo === undefined ? undefined : new Date(Date.now() - p.daysAgo * 24 * 3600 * 1000) },
  );
  if (!pictures.length) await writes.removeImage(ctx, product.images[0].id);
  return product.id;
}
