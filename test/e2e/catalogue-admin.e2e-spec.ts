import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { print } from 'graphql';
import sharp from 'sharp';
import request from 'supertest';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config';
import { IMAGE_STORE, type ImageStore } from '../../server/src/media/image-store';
import { gql, LEAK, registerAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import {
  AdminProductDocument as ADMIN_PRODUCT,
  CreateProductDocument as CREATE,
  DeleteProductDocument as DELETE,
  DeleteProductImageDocument as DELETE_IMAGE,
  UpdateProductDocument as UPDATE,
  UploadLimitsDocument as UPLOAD_LIMITS,
} from './gql/graphql';

// Colour ids (reference data): 1 red, 3 gold, 7 turquoise, 11 ivory. Category ids: 1 earrings, 2 necklaces, 5 bridal.
const MAX_FILE_BYTES = 300_000;
const MAX_FILES = 3;

/** A real picture: a gradient in one colour, `width` wide, as JPEG or PNG. */
function picture(width: number, rgb: [number, number, number], format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width, height: Math.round(width * 1.25), channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

interface Upload {
  path: string;
  body: Buffer;
  name: string;
}

describe('catalogue administration: products and their pictures, written by admins over GraphQL and REST', () => {
  let t: TestApp;
  let admin: { token: string };
  let user: { token: string };
  let uploadDir: string;
  let red: Buffer;
  let gold: Buffer;

  beforeAll(async () => {
    t = await startTestApp({ UPLOAD_MAX_FILE_BYTES: String(MAX_FILE_BYTES), UPLOAD_MAX_FILES: String(MAX_FILES) });
    uploadDir = t.app.get<AppConfig>(APP_CONFIG).uploadDir;
    admin = await registerAdmin(t);
    user = await registerUser(t);
    red = await picture(800, [200, 30, 40]);
    gold = await picture(500, [200, 160, 60], 'png');
  });
  afterAll(() => t.close());

  it("tells the admin screens the shop's own upload limits (UPLOAD_MAX_*), and no one else", async () => {
    const answer = await gql(t, UPLOAD_LIMITS, {}, admin.token);
    expect(answer.data?.uploadLimits).toEqual({ maxFileBytes: MAX_FILE_BYTES, maxFiles: MAX_FILES, maxPixels: t.app.get<AppConfig>(APP_CONFIG).uploads.maxPixels });
    expect((await gql(t, UPLOAD_LIMITS, {}, user.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t, UPLOAD_LIMITS, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  /** Every file in the store, pending ones included. */
  const files = (): string[] => {
    try {
      return readdirSync(uploadDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(uploadDir.length + 1))
        .sort();
    } catch {
      return [];
    }
  };
  /** What a failed write must leave exactly as it was: every catalogue row and every stored file. */
  const snapshot = async () => ({
    products: await t.sql('SELECT id, name_en, name_pl, price, description_en, description_pl, availability FROM products ORDER BY id'),
    images: await t.sql('SELECT id, product_id, file_key, color_id, position, alt_text_en, alt_text_pl FROM product_images ORDER BY id'),
    colors: await t.sql('SELECT * FROM product_colors ORDER BY 1, 2'),
    categories: await t.sql('SELECT * FROM product_categories ORDER BY 1, 2'),
    files: files(),
  });

  /** A GraphQL multipart request (GraphQL multipart request spec), as Apollo's upload link sends it. */
  function upload(document: Parameters<typeof print>[0], variables: Record<string, unknown>, uploads: Upload[], token?: string) {
    const req = request(t.http).post('/graphql').set('Apollo-Require-Preflight', 'true');
    if (token) req.set('Authorization', `Bearer ${token}`);
    req.field('operations', JSON.stringify({ query: print(document), variables }));
    req.field('map', JSON.stringify(Object.fromEntries(uploads.map((u, i) => [String(i), [u.path]]))));
    for (const [i, u] of uploads.entries()) req.attach(String(i), u.body, u.name);
    return req;
  }

  const newProduct = (images: Record<string, unknown>[], overrides: Record<string, unknown> = {}) => ({
    input: {
      name: 'Kolczyki Złoty Świt',
      price: 249.5,
      descriptionEn: 'Gold earrings with a red stone.',
      descriptionPl: 'Złote kolczyki z czerwonym kamieniem.',
      availability: 'MADE_TO_ORDER',
      colorIds: [3, 1],
      categoryIds: [1],
      images,
      ...overrides,
    },
  });

  async function createWithTwo() {
    const res = await upload(
      CREATE,
      newProduct([
        { file: null, colorId: 1, altTextEn: 'Red stone', altTextPl: 'Czerwony kamień' },
        { file: null, colorId: 3 },
      ]),
      [
        { path: 'variables.input.images.0.file', body: red, name: 'red.jpg' },
        { path: 'variables.input.images.1.file', body: gold, name: 'gold.png' },
      ],
      admin.token,
    ).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.createProduct as { id: number; images: { id: number; imageUrl: string; colorId: number | null }[] };
  }

  const keyOf = (imageUrl: string) => imageUrl.replace(/^\/uploads\//, '').replace(/-\d+\.webp$/, '');
  const filesOf = (imageUrl: string) => files().filter((file) => file.startsWith(keyOf(imageUrl)));

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
    // The first picture is the cover; every width in WebP and AVIF, never wider than the original.
    expect(filesOf(product.images[0].imageUrl)).toHaveLength(6);
    expect(filesOf(product.images[1].imageUrl)).toHaveLength(4);
    expect(files().some((file) => file.startsWith('.pending'))).toBe(false);
    const served = await request(t.http).get(product.images[0].imageUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const list = await request(t.http).get('/api/products').expect(200);
    expect(list.body.products[0]).toMatchObject({ id: product.id, name: 'Kolczyki Złoty Świt' });
    const english = await request(t.http).get(`/api/products/${product.id}`).set('Accept-Language', 'en').expect(200);
    expect(english.body).toMatchObject({ description: 'Gold earrings with a red stone.', images: [{ alt_text: 'Red stone', color_id: 1 }, { color_id: 3 }] });
    const polish = await request(t.http).get(`/api/products/${product.id}`).expect(200);
    expect(polish.body.images[0].alt_text).toBe('Czerwony kamień');
    const edit = await gql(t, ADMIN_PRODUCT, { id: product.id }, admin.token);
    expect(edit.data?.adminProduct).toMatchObject({
      descriptionEn: 'Gold earrings with a red stone.',
      descriptionPl: 'Złote kolczyki z czerwonym kamieniem.',
      colorIds: [1, 3],
      categoryIds: [1],
      images: [{ altTextEn: 'Red stone', altTextPl: 'Czerwony kamień', colorId: 1 }, { altTextEn: '', altTextPl: '', colorId: 3 }],
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
    expect(updated).toMatchObject({ name: 'Kolczyki Złoty Zmierzch', price: 260, availability: 'SOLD', colors: [{ id: 7 }] });
    expect(updated.images.map((image: { id: number; colorId: number }) => [image.id === second.id, image.colorId])).toEqual([
      [true, 7],
      [false, 11],
    ]);
    expect(filesOf(first.imageUrl)).toEqual([]);
    expect(filesOf(second.imageUrl)).toHaveLength(4);
    expect(filesOf(updated.images[1].imageUrl)).toHaveLength(6);
    // Reordered back, the kept picture's colour cleared; nothing given for alt texts keeps them.
    const again = await gql(
      t,
      UPDATE,
      { id: product.id, input: { images: [{ id: updated.images[1].id }, { id: second.id, colorId: null }] } },
      admin.token,
    );
    expect(again.data?.updateProduct.images.map((image) => [image.id, image.colorId, image.altText])).toEqual([
      [updated.images[1].id, 11, ''],
      [second.id, null, 'Turquoise now'],
    ]);
    // The list shows the change at once (a product change drops what lists products: server/src/cache).
    const list = await request(t.http).get('/api/products').expect(200);
    expect(list.body.products.find((p: { id: number }) => p.id === product.id).name).toBe('Kolczyki Złoty Zmierzch');
  });

  it('keeps an edit all or nothing: when the database refuses a later step, the product row, its links, pictures and files stay as they were', async () => {
    const product = await createWithTwo();
    const [first, second] = product.images;
    // The database refuses the edit's colour links, a step after the product row was updated and a picture dropped.
    await t.sql(`CREATE FUNCTION refuse_ivory() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`);
    await t.sql(`CREATE TRIGGER refuse_ivory BEFORE INSERT ON product_colors FOR EACH ROW WHEN (NEW.color_id = 11) EXECUTE FUNCTION refuse_ivory()`);
    try {
      const before = await snapshot();
      const res = await upload(
        UPDATE,
        { id: product.id, input: { name: 'Never saved', price: 1, colorIds: [11], images: [{ id: second.id }, { file: null }] } },
        [{ path: 'variables.input.images.1.file', body: red, name: 'new.jpg' }],
        admin.token,
      ).expect(200);
      expect(res.body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
      expect(await snapshot()).toEqual(before);
      // The picture the edit would have dropped keeps its files.
      expect(filesOf(first.imageUrl).length).toBeGreaterThan(0);
    } finally {
      await t.sql(`DROP TRIGGER refuse_ivory ON product_colors`);
      await t.sql(`DROP FUNCTION refuse_ivory()`);
    }
  });

  it('keeps a create and an edit all or nothing when their new files cannot be published: the rows are taken back before they commit', async () => {
    const product = await createWithTwo();
    const [first, second] = product.images;
    const store = t.app.get<ImageStore>(IMAGE_STORE);
    const publish = store.publish.bind(store);
    // The store publishes the first file, then fails (a full disk, a lost mount): the transaction is still open.
    const failing = jest.spyOn(store, 'publish').mockImplementation(async (keys: string[]) => {
      await publish(keys.slice(0, 1));
      throw new Error('no space left on device');
    });
    try {
      const before = await snapshot();
      const edit = await upload(
        UPDATE,
        { id: product.id, input: { name: 'Never saved', price: 1, availability: 'SOLD', colorIds: [11], categoryIds: [5], images: [{ id: second.id, colorId: 7 }, { file: null }] } },
        [{ path: 'variables.input.images.1.file', body: red, name: 'new.jpg' }],
        admin.token,
      ).expect(200);
      expect(edit.body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
      expect(await snapshot()).toEqual(before);
      // The picture the edit would have dropped keeps its files.
      expect(filesOf(first.imageUrl)).toHaveLength(6);
      const create = await upload(CREATE, newProduct([{ file: null }]), [{ path: 'variables.input.images.0.file', body: gold, name: 'gold.png' }], admin.token).expect(200);
      expect(create.body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
      const rest = await request(t.http)
        .put(`/api/products/${product.id}/edit`)
        .set('Authorization', `Bearer ${admin.token}`)
        .field('name', 'Never saved either')
        .attach('images', gold, 'c.png')
        .expect(500);
      expect(JSON.stringify(rest.body)).not.toMatch(LEAK);
      expect(failing).toHaveBeenCalledTimes(3);
      expect(await snapshot()).toEqual(before);
    } finally {
      failing.mockRestore();
    }
  });

  it('takes the published files back when the commit itself fails after they were published', async () => {
    const product = await createWithTwo();
    const [first, second] = product.images;
    // Checked at COMMIT, after the edit's new files were published: the database refuses the transaction there.
    await t.sql(`CREATE FUNCTION refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused at commit'; END $$`);
    await t.sql(`CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER UPDATE ON products DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_at_commit()`);
    const store = t.app.get<ImageStore>(IMAGE_STORE);
    const published = jest.spyOn(store, 'publish');
    try {
      const before = await snapshot();
      const res = await upload(
        UPDATE,
        { id: product.id, input: { name: 'Never saved', images: [{ id: second.id }, { file: null }] } },
        [{ path: 'variables.input.images.1.file', body: red, name: 'new.jpg' }],
        admin.token,
      ).expect(200);
      expect(res.body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
      expect(published).toHaveBeenCalledTimes(1);
      expect(published.mock.calls[0][0]).toHaveLength(6);
      expect(await snapshot()).toEqual(before);
      expect(filesOf(first.imageUrl)).toHaveLength(6);
    } finally {
      published.mockRestore();
      await t.sql(`DROP TRIGGER refuse_at_commit ON products`);
      await t.sql(`DROP FUNCTION refuse_at_commit()`);
    }
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
    expect((await gql(t, DELETE, { id: product.id }, admin.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(t, DELETE_IMAGE, { id: first.id }, admin.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
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
    expect(created.body.product).toMatchObject({ name: 'Naszyjnik Morski', price: 480, colors: [{ id: 7 }], categories: [{ id: 2 }] });
    expect(created.body.product.images.map((image: { color_id: number | null }) => image.color_id)).toEqual([null, 7]);
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
    expect(edited.body.product).toMatchObject({ name: 'Naszyjnik Morski II', price: 500.5, description: 'A deeper sea-blue necklace.' });
    expect(edited.body.product.images.map((image: { id: number; color_id: number | null }) => [image.id, image.color_id])).toEqual([
      [b.id, 11],
      [a.id, null],
      [expect.any(Number), 1],
    ]);
    // REST edit writes `description` into the request's language: the Polish one stays.
    const [row] = await t.sql<{ description_pl: string }>('SELECT description_pl FROM products WHERE id = $1', [id]);
    expect(row.description_pl).toBe('Morski naszyjnik.');
    const afterImage = await request(t.http).delete(`/api/products/images/${a.id}`).set(auth).expect(200);
    expect(afterImage.body.product.images.map((image: { id: number }) => image.id)).not.toContain(a.id);
    expect(filesOf(a.image_url)).toEqual([]);
    await request(t.http).delete(`/api/products/${id}`).set(auth).expect(200, { id });
    expect(filesOf(b.image_url)).toEqual([]);
    await request(t.http).delete(`/api/products/${id}`).set(auth).expect(404);
  });

  it('lets only admins write: 401 without a token, 403 for a user, before any file is read; nothing changes', async () => {
    const product = await createWithTwo();
    const before = await snapshot();
    const file = [{ path: 'variables.input.images.0.file', body: red, name: 'red.jpg' }];
    const anonymous = await upload(CREATE, newProduct([{ file: null }]), file).expect(401);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const forbidden = await upload(CREATE, newProduct([{ file: null }]), file, user.token).expect(403);
    expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const calls = [
      (token?: string) => gql(t, DELETE, { id: product.id }, token),
      (token?: string) => gql(t, DELETE_IMAGE, { id: product.images[0].id }, token),
      (token?: string) => gql(t, UPDATE, { id: product.id, input: { name: 'Stolen' } }, token),
      (token?: string) => gql(t, ADMIN_PRODUCT, { id: product.id }, token),
    ];
    for (const call of calls) {
      expect((await call()).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await call(user.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const rest = (req: request.Test) => req.field('name', 'x').attach('images', red, 'red.jpg');
    await rest(request(t.http).post('/api/products/create')).expect(401);
    await rest(request(t.http).post('/api/products/create').set('Authorization', `Bearer ${user.token}`)).expect(403);
    await rest(request(t.http).put(`/api/products/${product.id}/edit`).set('Authorization', `Bearer ${user.token}`)).expect(403);
    await request(t.http).delete(`/api/products/${product.id}`).expect(401);
    await request(t.http).delete(`/api/products/${product.id}`).set('Authorization', `Bearer ${user.token}`).expect(403);
    await request(t.http).delete(`/api/products/images/${product.images[0].id}`).set('Authorization', `Bearer ${user.token}`).expect(403);
    // Uploads without Apollo's preflight header are refused (CSRF prevention), admin or not.
    await request(t.http)
      .post('/graphql')
      .set('Authorization', `Bearer ${admin.token}`)
      .field('operations', JSON.stringify({ query: print(CREATE), variables: newProduct([{ file: null }]) }))
      .field('map', JSON.stringify({ 0: ['variables.input.images.0.file'] }))
      .attach('0', red, 'red.jpg')
      .expect(400);
    expect(await snapshot()).toEqual(before);
  });

  describe('refuses bad input with its status and the field named, leaving the database and the store as they were', () => {
    const text = Buffer.from('<?php echo "not a picture"; ?>');
    /** `refusedBeforeGraphQL`: refused while the request is read, before any resolver runs (a GraphQL answer with its HTTP status). */
    const cases: { name: string; status: number; code: string; field: string; reason: string; refusedBeforeGraphQL?: true; send: () => request.Test }[] = [
      {
        name: 'a text file named .png among good pictures (GraphQL)',
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        field: 'images.1',
        reason: 'FILE_TYPE_NOT_ALLOWED',
        send: () =>
          upload(
            CREATE,
            newProduct([{ file: null }, { file: null }]),
            [
              { path: 'variables.input.images.0.file', body: red, name: 'red.jpg' },
              { path: 'variables.input.images.1.file', body: text, name: 'photo.png' },
            ],
            admin.token,
          ),
      },
      {
        name: 'a text file named .png (REST)',
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        field: 'images.0',
        reason: 'FILE_TYPE_NOT_ALLOWED',
        send: () => restCreate().attach('images', text, { filename: 'photo.png', contentType: 'image/png' }),
      },
      {
        name: 'an oversized file (GraphQL)',
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        field: 'images.1',
        reason: 'FILE_TOO_LARGE',
        send: () =>
          upload(
            CREATE,
            newProduct([{ file: null }, { file: null }]),
            [
              { path: 'variables.input.images.0.file', body: red, name: 'red.jpg' },
              { path: 'variables.input.images.1.file', body: Buffer.concat([red, Buffer.alloc(MAX_FILE_BYTES)]), name: 'big.jpg' },
            ],
            admin.token,
          ),
      },
      {
        name: 'an oversized file (REST)',
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        field: 'images.0',
        reason: 'FILE_TOO_LARGE',
        send: () => restCreate().attach('images', Buffer.concat([red, Buffer.alloc(MAX_FILE_BYTES)]), 'big.jpg'),
      },
      {
        name: 'too many files (GraphQL)',
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        field: 'images',
        reason: 'TOO_MANY_FILES',
        refusedBeforeGraphQL: true,
        send: () => {
          const images = Array.from({ length: MAX_FILES + 1 }, () => ({ file: null }));
          const files = images.map((_, i) => ({ path: `variables.input.images.${i}.file`, body: red, name: `${i}.jpg` }));
          return upload(CREATE, newProduct(images), files, admin.token);
        },
      },
      {
        name: 'too many files (REST)',
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        field: 'images',
        reason: 'TOO_MANY_FILES',
        send: () => {
          const req = restCreate();
          for (let i = 0; i <= MAX_FILES; i += 1) req.attach('images', red, `${i}.jpg`);
          return req;
        },
      },
      {
        name: 'an unknown colour id (GraphQL)',
        status: 400,
        code: 'BAD_USER_INPUT',
        field: 'images.0.colorId',
        reason: 'UNKNOWN_COLOR',
        send: () => upload(CREATE, newProduct([{ file: null, colorId: 999 }]), [{ path: 'variables.input.images.0.file', body: red, name: 'r.jpg' }], admin.token),
      },
      {
        name: 'an unknown colour id (REST)',
        status: 400,
        code: 'BAD_USER_INPUT',
        field: 'colorIds',
        reason: 'UNKNOWN_COLOR',
        send: () => restCreate({ colorIds: '[3, 999]' }).attach('images', red, 'r.jpg'),
      },
      {
        name: 'a malformed JSON field (REST)',
        status: 400,
        code: 'BAD_USER_INPUT',
        field: 'imageColors',
        reason: 'INVALID_JSON',
        send: () => restCreate({ imageColors: '{0: 3' }).attach('images', red, 'r.jpg'),
      },
      {
        name: 'an empty name (GraphQL)',
        status: 400,
        code: 'BAD_USER_INPUT',
        field: 'name',
        reason: 'REQUIRED',
        send: () => upload(CREATE, newProduct([{ file: null }], { name: '   ' }), [{ path: 'variables.input.images.0.file', body: red, name: 'r.jpg' }], admin.token),
      },
      {
        name: 'an empty description in both languages (REST)',
        status: 400,
        code: 'BAD_USER_INPUT',
        field: 'description',
        reason: 'REQUIRED',
        send: () => restCreate({ description: ' \n ', descriptionpl: '' }).attach('images', red, 'r.jpg'),
      },
      {
        name: 'no picture (REST)',
        status: 400,
        code: 'BAD_USER_INPUT',
        field: 'images',
        reason: 'IMAGE_REQUIRED',
        send: () => restCreate(),
      },
      {
        name: 'a price with three decimals (REST)',
        status: 400,
        code: 'BAD_USER_INPUT',
        field: 'price',
        reason: 'TOO_MANY_DECIMALS',
        send: () => restCreate({ price: '10.005' }).attach('images', red, 'r.jpg'),
      },
    ];

    function restCreate(fields: Record<string, string> = {}) {
      const req = request(t.http).post('/api/products/create').set('Authorization', `Bearer ${admin.token}`);
      const all = { name: 'Broszka', price: '120', description: 'A brooch.', descriptionpl: 'Broszka.', colorIds: '[3]', categoryIds: '[4]', ...fields };
      for (const [name, value] of Object.entries(all)) req.field(name, value);
      return req;
    }

    it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
      await createWithTwo();
      const before = await snapshot();
      const res = await c.send();
      const body = res.body;
      const error = body.errors?.[0];
      const code = error ? error.extensions.code : { 400: 'BAD_USER_INPUT', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' }[res.status as 400];
      const fields = error ? error.extensions.fields : body.fields;
      expect({ code, fields }).toEqual({ code: c.code, fields: expect.objectContaining({ [c.field]: [c.reason] }) });
      // GraphQL answers its execution errors with 200, REST with the status.
      expect(res.status).toBe(error && !c.refusedBeforeGraphQL ? 200 : c.status);
      expect(JSON.stringify(body)).not.toMatch(LEAK);
      expect(await snapshot()).toEqual(before);
    });
  });

  it('keeps nothing when the client goes away mid-upload (GraphQL and REST)', async () => {
    await createWithTwo();
    const before = await snapshot();
    const server = t.http.listening ? t.http : await new Promise<typeof t.http>((resolve) => t.http.listen(0, '127.0.0.1', () => resolve(t.http)));
    const { port } = server.address() as AddressInfo;
    const boundary = 'soutache-boundary';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const sendHalf = (path: string, head: string, fileField: string, extraHeaders: Record<string, string>) =>
      new Promise<void>((resolve) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          path,
          method: path === '/graphql' ? 'POST' : 'POST',
          headers: {
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Content-Length': String(10_000_000),
            Authorization: `Bearer ${admin.token}`,
            ...extraHeaders,
          },
        });
        req.on('error', () => resolve());
        req.write(head);
        req.write(`--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="half.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
        req.write(red.subarray(0, Math.floor(red.length / 2)));
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 300);
      });
    await sendHalf(
      '/graphql',
      part('operations', JSON.stringify({ query: print(CREATE), variables: newProduct([{ file: null }]) })) + part('map', JSON.stringify({ 0: ['variables.input.images.0.file'] })),
      '0',
      { 'Apollo-Require-Preflight': 'true' },
    );
    await sendHalf('/api/products/create', part('name', 'Half') + part('price', '1') + part('description', 'Half.') + part('colorIds', '[]') + part('categoryIds', '[]'), 'images', {});
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await snapshot()).toEqual(before);
    await request(t.http).get('/api/products').expect(200);
  });

  it('strips camera metadata: a JPEG with GPS EXIF is stored without it', async () => {
    const withGps = await sharp({ create: { width: 700, height: 700, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 24/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '16/1 55/1 0/1' } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const res = await upload(CREATE, newProduct([{ file: null }]), [{ path: 'variables.input.images.0.file', body: withGps, name: 'gps.jpg' }], admin.token).expect(200);
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

describe('image store at start', () => {
  it('removes files a crashed write left pending, and keeps published ones', async () => {
    const uploads = mkdtempSync(join(tmpdir(), 'soutache-sweep-'));
    mkdirSync(join(uploads, '.pending', 'products'), { recursive: true });
    mkdirSync(join(uploads, 'products'), { recursive: true });
    writeFileSync(join(uploads, '.pending', 'products', 'left-320.webp'), 'half-written');
    writeFileSync(join(uploads, 'products', 'kept-320.webp'), 'published');
    const t = await startTestApp({ UPLOAD_DIR: uploads });
    try {
      expect(existsSync(join(uploads, '.pending', 'products', 'left-320.webp'))).toBe(false);
      expect(readFileSync(join(uploads, 'products', 'kept-320.webp'), 'utf8')).toBe('published');
    } finally {
      await t.close();
      rmSync(uploads, { recursive: true, force: true });
    }
  });
});

describe('slow uploads', () => {
  let t: TestApp;
  let port: number;
  let token: string;
  beforeAll(async () => {
    // Scaled down: other requests must arrive within 1 s, uploads within 4 s (60 s in the shop).
    t = await startTestApp({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000', UPLOAD_TIMEOUT_MS: '4000' });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    token = (await registerAdmin(t)).token;
  });
  afterAll(() => t.close());

  /** Sends a whole request in `parts` pieces, one every `everyMs`; answers the status, or 0 when the connection was cut. */
  function trickle(path: string, headers: Record<string, string>, body: Buffer, parts: number, everyMs: number) {
    return new Promise<number>((resolve) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, 'Content-Length': String(body.length) } });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', () => resolve(0));
      const size = Math.ceil(body.length / parts);
      let sent = 0;
      const timer = setInterval(() => {
        if (req.destroyed) return clearInterval(timer);
        req.write(body.subarray(sent, sent + size));
        sent += size;
        if (sent >= body.length) {
          clearInterval(timer);
          req.end();
        }
      }, everyMs);
    });
  }

  async function multipart() {
    const red = await picture(400, [200, 30, 40]);
    const boundary = 'slow-boundary';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head = part('name', 'Powolna broszka') + part('price', '10') + part('description', 'Sent slowly.') + part('colorIds', '[]') + part('categoryIds', '[]');
    const body = Buffer.concat([
      Buffer.from(`${head}--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      red,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Authorization: `Bearer ${token}` } };
  }

  it('takes an upload slower than other requests may be, within the upload limit', async () => {
    const { body, headers } = await multipart();
    expect(await trickle('/api/products/create', headers, body, 8, 250)).toBe(201);
    expect(await t.sql(`SELECT name_pl FROM products WHERE name_pl = 'Powolna broszka'`)).toHaveLength(1);
    // A publication background is an upload too.
    const boundary = 'slow-background';
    const background = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      await picture(400, [30, 60, 90]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const backgroundHeaders = { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Authorization: headers.Authorization };
    expect(await trickle('/api/publications/backgrounds', backgroundHeaders, background, 8, 250)).toBe(201);
    // The same pace is too slow for anything else.
    const login = Buffer.from(JSON.stringify({ email: 'slow@shop.test', password: 'Soutache-slow-1' }));
    expect(await trickle('/api/login', { 'Content-Type': 'application/json' }, login, 8, 250)).toBe(408);
  });

  it('cuts an upload slower than its limit, leaving no row and no file', async () => {
    await t.sql(`DELETE FROM products`);
    const uploadDir = t.app.get<AppConfig>(APP_CONFIG).uploadDir;
    const before = readdirSync(uploadDir, { recursive: true }).length;
    const { body, headers } = await multipart();
    const status = await trickle('/api/products/create', headers, body, 10, 600);
    expect([0, 408]).toContain(status);
    expect(await t.sql(`SELECT id FROM products`)).toEqual([]);
    // The bytes it spooled go when its connection closes, just after the answer.
    const deadline = Date.now() + 2000;
    while (readdirSync(uploadDir, { recursive: true }).length !== before && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 50));
    expect(readdirSync(uploadDir, { recursive: true }).length).toBe(before);
  });
});
