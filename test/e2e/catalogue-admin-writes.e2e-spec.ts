import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { catalogueAdminApp } from '../support/catalogue-admin';
import { gql, type TestApp } from '../support/test-app';
import {
  AdminProductDocument as ADMIN_PRODUCT,
  CreateProductDocument as CREATE,
  DeleteProductDocument as DELETE,
  DeleteProductImageDocument as DELETE_IMAGE,
  UpdateProductDocument as UPDATE,
} from './gql/graphql';

// What an admin writes to the catalogue and how it shows: create, edit, delete over GraphQL and REST, and the
// stored pictures. Colour and category ids: test/support/catalogue-admin.ts.
describe('catalogue administration: products and their pictures created, edited and deleted by admins over GraphQL and REST', () => {
  const shop = catalogueAdminApp();
  const { files, upload, newProduct, createWithTwo, filesOf } = shop;
  let t: TestApp;
  let admin: { token: string };
  let uploadDir: string;
  let red: Buffer;
  let gold: Buffer;
  beforeAll(() => {
    ({ t, admin, uploadDir, red, gold } = shop.parts);
  });

  it('creates a product with two pictures and their colours; the list, the product page and the store show it at once', async () => {
    const product = await createWithTwo();
    expect(product).toMatchObject({
      name: 'Kolczyki Złoty Świt',
      price: 249.5,
      availability: 'MADE_TO_ORDER',
      colors: [{ id: 1 }, { id: 3 }],
      categories: [{ id: 1 }],
    });
    expect(product.images.map((image) => image.colorId)).toEqual([1, 3]);
    // The first picture is the cover; every width in WebP and AVIF, never wider than the original, and the link previews.
    expect(filesOf(product.images[0].imageUrl)).toHaveLength(8);
    expect(filesOf(product.images[1].imageUrl)).toHaveLength(6);
    expect(files().some((file) => file.startsWith('.pending'))).toBe(false);
    const served = await request(t.http).get(product.images[0].imageUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const list = await request(t.http).get('/api/products').expect(200);
    expect(list.body.products[0]).toMatchObject({ id: product.id, name: 'Kolczyki Złoty Świt' });
    const english = await request(t.http)
      .get(`/api/products/${product.id}`)
      .set('Accept-Language', 'en')
      .expect(200);
    expect(english.body).toMatchObject({
      description: 'Gold earrings with a red stone.',
      images: [{ alt_text: 'Red stone', color_id: 1 }, { color_id: 3 }],
    });
    const polish = await request(t.http).get(`/api/products/${product.id}`).expect(200);
    expect(polish.body.images[0].alt_text).toBe('Czerwony kamień');
    const edit = await gql(t, ADMIN_PRODUCT, { id: product.id }, admin.token);
    expect(edit.data?.adminProduct).toMatchObject({
      descriptionEn: 'Gold earrings with a red stone.',
      descriptionPl: 'Złote kolczyki z czerwonym kamieniem.',
      colorIds: [1, 3],
      categoryIds: [1],
      images: [
        { altTextEn: 'Red stone', altTextPl: 'Czerwony kamień', colorId: 1 },
        { altTextEn: '', altTextPl: '', colorId: 3 },
      ],
    });
  });

  it('edits a product: recolours, reorders, drops and adds pictures, and removes the dropped files', async () => {
    const product = await createWithTwo();
    const [first, second] = product.images;
    const res = await upload(
      UPDATE,
      {
        id: product.id,
        input: {
          name: 'Kolczyki Złoty Zmierzch',
          price: 260,
          availability: 'SOLD',
          colorIds: [7],
          images: [
            { id: second.id, colorId: 7, altTextEn: 'Turquoise now' },
            { file: null, colorId: 11 },
          ],
        },
      },
      [{ path: 'variables.input.images.1.file', body: red, name: 'new.jpg' }],
      admin.token,
    ).expect(200);
    expect(res.body.errors).toBeUndefined();
    const updated = res.body.data.updateProduct;
    expect(updated).toMatchObject({
      name: 'Kolczyki Złoty Zmierzch',
      price: 260,
      availability: 'SOLD',
      colors: [{ id: 7 }],
    });
    expect(
      updated.images.map((image: { id: number; colorId: number }) => [image.id === second.id, image.colorId]),
    ).toEqual([
      [true, 7],
      [false, 11],
    ]);
    expect(filesOf(first.imageUrl)).toEqual([]);
    expect(filesOf(second.imageUrl)).toHaveLength(6);
    expect(filesOf(updated.images[1].imageUrl)).toHaveLength(8);
    // Reordered back, the kept picture's colour cleared; nothing given for alt texts keeps them.
    const again = await gql(
      t,
      UPDATE,
      { id: product.id, input: { images: [{ id: updated.images[1].id }, { id: second.id, colorId: null }] } },
      admin.token,
    );
    expect(again.data?.updateProduct.images.map((image) => [image.id, image.colorId, image.altText])).toEqual(
      [
        [updated.images[1].id, 11, ''],
        [second.id, null, 'Turquoise now'],
      ],
    );
    // The list shows the change at once (a product change drops what lists products: server/src/cache).
    const list = await request(t.http).get('/api/products').expect(200);
    expect(list.body.products.find((p: { id: number }) => p.id === product.id).name).toBe(
      'Kolczyki Złoty Zmierzch',
    );
  });

  it('deletes one picture (every file of it) and then the product (its rows and every file)', async () => {
    const product = await createWithTwo();
    const [first, second] = product.images;
    const after = await gql(t, DELETE_IMAGE, { id: first.id }, admin.token);
    expect(after.data?.deleteProductImage.images.map((image) => image.id)).toEqual([second.id]);
    expect(filesOf(first.imageUrl)).toEqual([]);
    const deleted = await gql(t, DELETE, { id: product.id }, admin.token);
    expect(deleted.data?.deleteProduct).toBe(product.id);
    expect(filesOf(second.imageUrl)).toEqual([]);
    expect(await t.sql('SELECT id FROM product_images WHERE product_id = $1', [product.id])).toEqual([]);
    await request(t.http).get(`/api/products/${product.id}`).expect(404);
    expect((await gql(t, DELETE, { id: product.id }, admin.token)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await gql(t, DELETE_IMAGE, { id: first.id }, admin.token)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('takes the spec §7 REST calls: multipart create and edit, delete a picture, delete the product', async () => {
    const auth = { Authorization: `Bearer ${admin.token}` };
    const created = await request(t.http)
      .post('/api/products/create')
      .set(auth)
      .field('name', 'Naszyjnik Morski')
      .field('price', '480')
      .field('description', 'A sea-blue necklace.')
      .field('descriptionpl', 'Morski naszyjnik.')
      .field('colorIds', '[7]')
      .field('categoryIds', '[2]')
      .field('imageColors', '{"1": 7}')
      .attach('images', red, 'a.jpg')
      .attach('images', gold, 'b.png')
      .expect(201);
    const id = created.body.product.id;
    // The photos waited on disk (not in memory) while the request was read, and went once it was answered.
    expect(files().filter((file) => file.startsWith('.pending/'))).toEqual([]);
    expect(created.body.product).toMatchObject({
      name: 'Naszyjnik Morski',
      price: 480,
      colors: [{ id: 7 }],
      categories: [{ id: 2 }],
    });
    expect(created.body.product.images.map((image: { color_id: number | null }) => image.color_id)).toEqual([
      null,
      7,
    ]);
    const [a, b] = created.body.product.images;
    const edited = await request(t.http)
      .put(`/api/products/${id}/edit`)
      .set(auth)
      .set('Accept-Language', 'en')
      .field('name', 'Naszyjnik Morski II')
      .field('price', '500.5')
      .field('description', 'A deeper sea-blue necklace.')
      .field('colorIds', '[7, 11]')
      .field('categoryIds', '[2, 5]')
      .field('existingImages', JSON.stringify({ id: b.id, color_id: 11 }))
      .field('existingImages', JSON.stringify({ id: a.id }))
      .field('imageColors', '{"0": 1}')
      .attach('images', gold, 'c.png')
      .expect(200);
    expect(edited.body.product).toMatchObject({
      name: 'Naszyjnik Morski II',
      price: 500.5,
      description: 'A deeper sea-blue necklace.',
    });
    expect(
      edited.body.product.images.map((image: { id: number; color_id: number | null }) => [
        image.id,
        image.color_id,
      ]),
    ).toEqual([
      [b.id, 11],
      [a.id, null],
      [expect.any(Number), 1],
    ]);
    // REST edit writes `description` into the request's language: the Polish one stays.
    const [row] = await t.sql<{ description_pl: string }>(
      'SELECT description_pl FROM products WHERE id = $1',
      [id],
    );
    expect(row.description_pl).toBe('Morski naszyjnik.');
    const afterImage = await request(t.http).delete(`/api/products/images/${a.id}`).set(auth).expect(200);
    expect(afterImage.body.product.images.map((image: { id: number }) => image.id)).not.toContain(a.id);
    expect(filesOf(a.image_url)).toEqual([]);
    await request(t.http).delete(`/api/products/${id}`).set(auth).expect(200, { id });
    expect(filesOf(b.image_url)).toEqual([]);
    await request(t.http).delete(`/api/products/${id}`).set(auth).expect(404);
  });

  it('strips camera metadata: a JPEG with GPS EXIF is stored without it', async () => {
    const withGps = await sharp({
      create: { width: 700, height: 700, channels: 3, background: { r: 20, g: 120, b: 200 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 24/1 30/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '16/1 55/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const res = await upload(
      CREATE,
      newProduct([{ file: null }]),
      [{ path: 'variables.input.images.0.file', body: withGps, name: 'gps.jpg' }],
      admin.token,
    ).expect(200);
    const product = res.body.data.createProduct;
    const stored = filesOf(product.images[0].imageUrl);
    expect(stored.length).toBeGreaterThan(0);
    for (const file of stored) {
      const body = readFileSync(join(uploadDir, file));
      expect((await sharp(body).metadata()).exif).toBeUndefined();
      expect(body.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });
});
