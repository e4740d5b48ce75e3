import { print } from 'graphql';
import request from 'supertest';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config';
import { catalogueAdminApp, MAX_FILE_BYTES, MAX_FILES } from '../support/catalogue-admin';
import { gql, LEAK, type TestApp } from '../support/test-app';
import {
  AdminProductDocument as ADMIN_PRODUCT,
  CreateProductDocument as CREATE,
  DeleteProductDocument as DELETE,
  DeleteProductImageDocument as DELETE_IMAGE,
  UpdateProductDocument as UPDATE,
  UploadLimitsDocument as UPLOAD_LIMITS,
} from './gql/graphql';

// Who may write the catalogue and what it takes: the upload limits the admin screens are told, the writes
// refused to anyone but an admin, and bad input refused with its status and field, changing nothing.
describe('catalogue administration: the limits of a product write, and the writes refused', () => {
  const shop = catalogueAdminApp();
  const { snapshot, upload, newProduct, createWithTwo } = shop;
  let t: TestApp;
  let admin: { token: string };
  let user: { token: string };
  let red: Buffer;
  beforeAll(() => {
    ({ t, admin, user, red } = shop.parts);
  });

  it("tells the admin screens the shop's own upload limits (UPLOAD_MAX_*), and no one else", async () => {
    const answer = await gql(t, UPLOAD_LIMITS, {}, admin.token);
    expect(answer.data?.uploadLimits).toEqual({
      maxFileBytes: MAX_FILE_BYTES,
      maxFiles: MAX_FILES,
      maxPixels: t.app.get<AppConfig>(APP_CONFIG).uploads.maxPixels,
    });
    expect((await gql(t, UPLOAD_LIMITS, {}, user.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t, UPLOAD_LIMITS, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
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
    await rest(
      request(t.http).post('/api/products/create').set('Authorization', `Bearer ${user.token}`),
    ).expect(403);
    await rest(
      request(t.http).put(`/api/products/${product.id}/edit`).set('Authorization', `Bearer ${user.token}`),
    ).expect(403);
    await request(t.http).delete(`/api/products/${product.id}`).expect(401);
    await request(t.http)
      .delete(`/api/products/${product.id}`)
      .set('Authorization', `Bearer ${user.token}`)
      .expect(403);
    await request(t.http)
      .delete(`/api/products/images/${product.images[0].id}`)
      .set('Authorization', `Bearer ${user.token}`)
      .expect(403);
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
    const cases: {
      name: string;
      status: number;
      code: string;
      field: string;
      reason: string;
      refusedBeforeGraphQL?: true;
      send: () => request.Test;
    }[] = [
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
              {
                path: 'variables.input.images.1.file',
                body: Buffer.concat([red, Buffer.alloc(MAX_FILE_BYTES)]),
                name: 'big.jpg',
              },
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
        send: () =>
          restCreate().attach('images', Buffer.concat([red, Buffer.alloc(MAX_FILE_BYTES)]), 'big.jpg'),
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
          const files = images.map((_, i) => ({
            path: `variables.input.images.${i}.file`,
            body: red,
            name: `${i}.jpg`,
          }));
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
        send: () =>
          upload(
            CREATE,
            newProduct([{ file: null, colorId: 999 }]),
            [{ path: 'variables.input.images.0.file', body: red, name: 'r.jpg' }],
            admin.token,
          ),
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
        send: () =>
          upload(
            CREATE,
            newProduct([{ file: null }], { name: '   ' }),
            [{ path: 'variables.input.images.0.file', body: red, name: 'r.jpg' }],
            admin.token,
          ),
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
      const all = {
        name: 'Broszka',
        price: '120',
        description: 'A brooch.',
        descriptionpl: 'Broszka.',
        colorIds: '[3]',
        categoryIds: '[4]',
        ...fields,
      };
      for (const [name, value] of Object.entries(all)) req.field(name, value);
      return req;
    }

    it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
      await createWithTwo();
      const before = await snapshot();
      const res = await c.send();
      const body = res.body;
      const error = body.errors?.[0];
      const code = error
        ? error.extensions.code
        : { 400: 'BAD_USER_INPUT', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' }[
            res.status as 400
          ];
      const fields = error ? error.extensions.fields : body.fields;
      expect({ code, fields }).toEqual({
        code: c.code,
        fields: expect.objectContaining({ [c.field]: [c.reason] }),
      });
      // GraphQL answers its execution errors with 200, REST with the status.
      expect(res.status).toBe(error && !c.refusedBeforeGraphQL ? 200 : c.status);
      expect(JSON.stringify(body)).not.toMatch(LEAK);
      expect(await snapshot()).toEqual(before);
    });
  });
});
