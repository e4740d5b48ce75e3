import zlib from 'node:zlib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { addProduct } from '../support/catalogue-factory';
import { gql, registerAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';

const LIST =
  'query List($limit: Int) { products(limit: $limit) { total products { id name averageUserRate ratingCount } } }';

/** SQL statements the app sent to its database while `work` ran (counted in its pg driver). */
async function statements(t: TestApp, work: () => Promise<unknown>): Promise<number> {
  const driver = (t.app.get(DataSource).driver as unknown as { postgres: typeof import('pg') }).postgres;
  const spy = jest.spyOn(driver.Client.prototype, 'query');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/**
 * The catalogue's and the blog's public reads are answered once and then sent as they
 * were (no Nest, Apollo or SQL) until a write or 30 s (server/src/cache/shared-answers.ts).
 */
describe('public reads kept until a write', () => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    t = await startTestApp();
    productId = await addProduct(t, { name: 'Kept answer', price: 120, categories: [1] });
  });
  afterAll(() => t.close());

  it('sends a REST read and a GraphQL query (POST and GET) again as they were, without the database', async () => {
    const first = await request(t.http).get('/api/products?limit=5').expect(200);
    let again!: request.Response;
    expect(
      await statements(
        t,
        async () => (again = await request(t.http).get('/api/products?limit=5').expect(200)),
      ),
    ).toBe(0);
    expect(again.body).toEqual(first.body);
    expect(again.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['cache-control']).toBe('public, max-age=30');
    expect(again.headers.etag).toBe(first.headers.etag);
    // Its ETag still answers 304, and each request keeps its own id and rate-limit count.
    const revalidated = await request(t.http)
      .get('/api/products?limit=5')
      .set('If-None-Match', first.headers.etag);
    expect(revalidated.status).toBe(304);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    const posted = await gql(t, LIST, { limit: 5 });
    let postedAgain!: Awaited<ReturnType<typeof gql>>;
    expect(await statements(t, async () => (postedAgain = await gql(t, LIST, { limit: 5 })))).toBe(0);
    expect(postedAgain.data).toEqual(posted.data);
    expect(postedAgain.headers['cache-control']).toBe('no-store');
    // Other variables are another answer.
    expect(await statements(t, () => gql(t, LIST, { limit: 4 }))).toBeGreaterThan(0);

    const get = () =>
      request(t.http)
        .get('/graphql')
        .query({ query: '{ colors { id name } }' })
        .set('apollo-require-preflight', 'true');
    await get().expect(200);
    let gotAgain!: request.Response;
    expect(await statements(t, async () => (gotAgain = await get().expect(200)))).toBe(0);
    expect(gotAgain.headers['cache-control']).toBe('public, max-age=30');
    expect(gotAgain.headers.vary).toMatch(/Accept-Language/);
  });

  it('keeps one answer per language', async () => {
    const pl = await request(t.http).get('/api/colors').set('Accept-Language', 'pl').expect(200);
    const en = await request(t.http).get('/api/colors').set('Accept-Language', 'en').expect(200);
    expect(en.body).not.toEqual(pl.body);
    expect(
      (await request(t.http).get('/api/colors').set('Accept-Language', 'pl-PL,pl;q=0.9').expect(200)).body,
    ).toEqual(pl.body);
    expect(
      (await request(t.http).get('/api/colors').set('Accept-Language', 'en-GB').expect(200)).body,
    ).toEqual(en.body);
  });

  it('answers anew after any write: an admin edit, a rating, a comment (a scoped write)', async () => {
    const admin = await registerAdmin(t);
    const user = await registerUser(t);
    const listed = () =>
      gql(t, LIST, { limit: 5 }).then((answer) =>
        answer.data!.products.products.find((item: { id: number }) => item.id === productId),
      );
    expect((await listed()).name).toBe('Kept answer');
    await request(t.http)
      .put(`/api/products/${productId}/edit`)
      .set('Authorization', `Bearer ${admin.token}`)
      .field('name', 'Renamed')
      .expect(200);
    expect((await listed()).name).toBe('Renamed');

    expect((await request(t.http).get(`/api/products/${productId}`).expect(200)).body.ratingCount).toBe(0);
    await request(t.http)
      .post(`/api/products/${productId}/rate`)
      .set('Authorization', `Bearer ${user.token}`)
      .send({ rating: 4 })
      .expect(200);
    expect((await request(t.http).get(`/api/products/${productId}`).expect(200)).body.ratingCount).toBe(1);
    expect((await listed()).ratingCount).toBe(1);

    const comments = () => request(t.http).get(`/api/products/${productId}/comments`).expect(200);
    const before = (await comments()).body;
    await request(t.http)
      .post(`/api/products/${productId}/comments`)
      .set('Authorization', `Bearer ${user.token}`)
      .send({ content: 'Piękne!' })
      .expect(201);
    const after = (await comments()).body;
    expect(JSON.stringify(after)).toContain('Piękne!');
    expect(after).not.toEqual(before);
  });

  it('never answers a token, an error, a mutation or an unprotected GET from what it kept', async () => {
    const user = await registerUser(t);
    await request(t.http).get('/api/products?limit=3').expect(200);
    expect(
      await statements(t, () =>
        request(t.http).get('/api/products?limit=3').set('Authorization', `Bearer ${user.token}`).expect(200),
      ),
    ).toBeGreaterThan(0);
    const withToken = await gql(t, LIST, { limit: 3 }, user.token);
    expect(withToken.status).toBe(200);
    expect(await statements(t, () => gql(t, LIST, { limit: 3 }, user.token))).toBeGreaterThan(0);

    const missing = '{ product(id: 999999) { id } }';
    expect((await gql(t, missing)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await statements(t, () => gql(t, missing))).toBeGreaterThan(0);
    await request(t.http).get('/api/products/999999').expect(404);
    expect(
      await statements(t, () => request(t.http).get('/api/products/999999').expect(404)),
    ).toBeGreaterThan(0);

    // A query asking for anything personal is answered anew each time (and says who is not signed in).
    const personal = '{ colors { id } myFavouriteIds }';
    await gql(t, personal);
    expect(await statements(t, () => gql(t, personal))).toBeGreaterThan(0);

    // Apollo's CSRF prevention still refuses a GET without its header once the same query was kept.
    const query = '{ categories { id name } }';
    await request(t.http)
      .get('/graphql')
      .query({ query })
      .set('apollo-require-preflight', 'true')
      .expect(200);
    expect((await request(t.http).get('/graphql').query({ query })).status).toBe(400);
  });

  it('compresses a kept page or answer once per encoding, not on every send', async () => {
    const brotli = jest.spyOn(zlib, 'brotliCompressSync');
    try {
      const page = () => request(t.http).get('/jewellery?lang=en').set('Accept-Encoding', 'br').expect(200);
      const rendered = await page();
      await page(); // the kept page's first send in Brotli compresses it
      const compressions = brotli.mock.calls.length;
      const kept = await page();
      expect(brotli.mock.calls.length).toBe(compressions);
      expect(kept.headers['content-encoding']).toBe('br');
      expect(kept.headers.etag).toBe(rendered.headers.etag);
      // (supertest decodes it)
      expect(kept.text).toBe(rendered.text);
    } finally {
      brotli.mockRestore();
    }
  });

  it('sends a kept REST read with the headers it was answered with, its request id and rate-limit count its own', async () => {
    const get = () => request(t.http).get('/api/products?limit=7&offset=1').set('Accept-Encoding', 'gzip');
    const steady = (res: request.Response) => {
      const { 'x-request-id': _id, 'x-ratelimit-remaining': _left, date: _date, ...rest } = res.headers;
      return rest;
    };
    const answers = [await get().expect(200), await get().expect(200), await get().expect(200)];
    expect(steady(answers[1])).toEqual(steady(answers[0]));
    expect(steady(answers[2])).toEqual(steady(answers[0]));
    expect(answers[2].body).toEqual(answers[0].body);
    const left = answers.map((answer) => Number(answer.headers['x-ratelimit-remaining']));
    expect(left[1]).toBeLessThan(left[0]);
    expect(left[2]).toBeLessThan(left[1]);
    expect(new Set(answers.map((answer) => answer.headers['x-request-id'])).size).toBe(3);
    // Another site's script gets CORS's answer.
    const cors = await get().set('Origin', 'http://shop.test').expect(200);
    expect(cors.headers['access-control-allow-origin']).toBe('http://shop.test');
  });

  it('counts a kept answer against the caller’s request limit', async () => {
    const limited = await startTestApp({ RATE_LIMIT_GLOBAL: '4' });
    try {
      // The first is answered, the second sent as kept through every middleware, the rest ahead of them.
      for (let i = 0; i < 4; i += 1) await request(limited.http).get('/api/colors').expect(200);
      expect((await request(limited.http).get('/api/colors')).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  describe('the sitemap is kept like a page', () => {
    it('is built once and sent again until a write, then shows what changed', async () => {
      // The catalogue's writer counts its writes, whoever calls it (here the test's factory).
      const id = await addProduct(t, { name: 'Piece for the sitemap' });
      const first = await request(t.http).get('/sitemap.xml').expect(200);
      expect(first.text).toContain(`/jewellery/${id}</loc>`);
      // Deleted straight in the database, which the shop does not see as a write: the kept sitemap is sent.
      await t.sql('DELETE FROM products WHERE id = $1', [id]);
      expect((await request(t.http).get('/sitemap.xml').expect(200)).text).toBe(first.text);
      // A write that changes no page (an account registered) keeps it too; a catalogue write does not.
      await registerUser(t);
      expect((await request(t.http).get('/sitemap.xml').expect(200)).text).toBe(first.text);
      await addProduct(t, { name: 'Another piece' });
      const after = await request(t.http).get('/sitemap.xml').expect(200);
      expect(after.text).not.toContain(`/jewellery/${id}</loc>`);
      expect(after.headers['content-type']).toMatch(/application\/xml/);
    });

    it('answers 404 for a numbered file that does not exist', async () => {
      await request(t.http).get('/sitemap-7.xml').expect(404);
      await request(t.http).get('/sitemap-0.xml').expect(404);
    });
  });
});
