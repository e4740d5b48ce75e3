import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { print } from 'graphql';
import request from 'supertest';
import { IMAGE_STORE, type ImageStore } from '../../server/src/media/image-store';
import { catalogueAdminApp } from '../support/catalogue-admin';
import { LEAK, startTestApp, type TestApp } from '../support/test-app';
import { CreateProductDocument as CREATE, UpdateProductDocument as UPDATE } from './gql/graphql';

// A catalogue write that fails (the database refuses a step, the store cannot publish, the commit fails, the
// client goes away, the process crashed) leaves every row and every stored file as it was.
describe('catalogue administration: a failed product write leaves the rows and the stored pictures as they were', () => {
  const shop = catalogueAdminApp();
  const { snapshot, upload, newProduct, createWithTwo, filesOf } = shop;
  let t: TestApp;
  let admin: { token: string };
  let red: Buffer;
  let gold: Buffer;
  beforeAll(() => {
    ({ t, admin, red, gold } = shop.parts);
  });

  it('keeps an edit all or nothing: when the database refuses a later step, the product row, its links, pictures and files stay as they were', async () => {
    const product = await createWithTwo();
    const [first, second] = product.images;
    // The database refuses the edit's colour links, a step after the product row was updated and a picture dropped.
    await t.sql(
      `CREATE FUNCTION refuse_ivory() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`,
    );
    await t.sql(
      `CREATE TRIGGER refuse_ivory BEFORE INSERT ON product_colors FOR EACH ROW WHEN (NEW.color_id = 11) EXECUTE FUNCTION refuse_ivory()`,
    );
    try {
      const before = await snapshot();
      const res = await upload(
        UPDATE,
        {
          id: product.id,
          input: {
            name: 'Never saved',
            price: 1,
            colorIds: [11],
            images: [{ id: second.id }, { file: null }],
          },
        },
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
        {
          id: product.id,
          input: {
            name: 'Never saved',
            price: 1,
            availability: 'SOLD',
            colorIds: [11],
            categoryIds: [5],
            images: [{ id: second.id, colorId: 7 }, { file: null }],
          },
        },
        [{ path: 'variables.input.images.1.file', body: red, name: 'new.jpg' }],
        admin.token,
      ).expect(200);
      expect(edit.body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
      expect(await snapshot()).toEqual(before);
      // The picture the edit would have dropped keeps its files.
      expect(filesOf(first.imageUrl)).toHaveLength(8);
      const create = await upload(
        CREATE,
        newProduct([{ file: null }]),
        [{ path: 'variables.input.images.0.file', body: gold, name: 'gold.png' }],
        admin.token,
      ).expect(200);
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
    await t.sql(
      `CREATE FUNCTION refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused at commit'; END $$`,
    );
    await t.sql(
      `CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER UPDATE ON products DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_at_commit()`,
    );
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
      expect(published.mock.calls[0][0]).toHaveLength(8);
      expect(await snapshot()).toEqual(before);
      expect(filesOf(first.imageUrl)).toHaveLength(8);
    } finally {
      published.mockRestore();
      await t.sql(`DROP TRIGGER refuse_at_commit ON products`);
      await t.sql(`DROP FUNCTION refuse_at_commit()`);
    }
  });

  it('keeps nothing when the client goes away mid-upload (GraphQL and REST)', async () => {
    await createWithTwo();
    const before = await snapshot();
    const server = t.http.listening
      ? t.http
      : await new Promise<typeof t.http>((resolve) => t.http.listen(0, '127.0.0.1', () => resolve(t.http)));
    const { port } = server.address() as AddressInfo;
    const boundary = 'soutache-boundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
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
        req.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="half.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        );
        req.write(red.subarray(0, Math.floor(red.length / 2)));
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 300);
      });
    await sendHalf(
      '/graphql',
      part('operations', JSON.stringify({ query: print(CREATE), variables: newProduct([{ file: null }]) })) +
        part('map', JSON.stringify({ 0: ['variables.input.images.0.file'] })),
      '0',
      { 'Apollo-Require-Preflight': 'true' },
    );
    await sendHalf(
      '/api/products/create',
      part('name', 'Half') +
        part('price', '1') +
        part('description', 'Half.') +
        part('colorIds', '[]') +
        part('categoryIds', '[]'),
      'images',
      {},
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await snapshot()).toEqual(before);
    await request(t.http).get('/api/products').expect(200);
  });

  it('refuses a body that ends without its closing boundary as a malformed request over both APIs, never an internal error, and keeps nothing', async () => {
    await createWithTwo();
    const before = await snapshot();
    const boundary = 'cut-boundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const file = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="red.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    // Every byte of the picture arrives, then the body ends: no "\r\n--boundary--".
    const cut = (head: string, fileField: string) =>
      Buffer.concat([Buffer.from(head + file(fileField)), red]);
    const send = (path: string, body: Buffer, headers: Record<string, string> = {}) =>
      request(t.http)
        .post(path)
        .set({
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          Authorization: `Bearer ${admin.token}`,
          ...headers,
        })
        .send(body);

    const graphql = await send(
      '/graphql',
      cut(
        part(
          'operations',
          JSON.stringify({ query: print(CREATE), variables: newProduct([{ file: null }]) }),
        ) + part('map', JSON.stringify({ 0: ['variables.input.images.0.file'] })),
        '0',
      ),
      { 'Apollo-Require-Preflight': 'true' },
    );
    expect(graphql.status).toBeLessThan(500);
    expect(graphql.body.errors[0]).toMatchObject({
      message: 'Malformed multipart request',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const rest = await send(
      '/api/products/create',
      cut(part('name', 'Cut') + part('price', '1') + part('description', 'Cut.'), 'images'),
    );
    expect(rest.status).toBe(400);
    expect(JSON.stringify([graphql.body, rest.body])).not.toMatch(LEAK);
    expect(await snapshot()).toEqual(before);
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
