import request from 'supertest';
import { addProduct } from '../support/catalogue-factory';
import { registerUser, startTestApp, TestApp } from '../support/test-app';

const PREFLIGHT = { 'apollo-require-preflight': 'true' };
const get = (t: TestApp, query: string, variables?: object) =>
  request(t.http)
    .get('/graphql')
    .query({ query, ...(variables ? { variables: JSON.stringify(variables) } : {}) })
    .set(PREFLIGHT);

/** The GET form of the public GraphQL queries is as cacheable as the REST reads; nothing else is. */
describe('cacheable GraphQL GETs', () => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    t = await startTestApp();
    productId = await addProduct(t, { name: 'Cached over GraphQL' });
  });
  afterAll(() => t.close());

  it('keeps a public query for 30 s, by language, and answers 304 to its own ETag', async () => {
    const query = 'query List { products(limit: 5) { total products { id name } } colors { id name } }';
    const first = await get(t, query).expect(200);
    expect(first.body.data.products.products.map((item: { id: number }) => item.id)).toContain(productId);
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    expect(first.headers.vary).toMatch(/Accept-Language/);
    const fromSite = await get(t, query).set('Origin', 'http://shop.test').expect(200);
    expect(fromSite.headers.vary).toMatch(/Origin.*Accept-Language|Accept-Language.*Origin/);
    expect(first.headers.etag).toBeTruthy();
    const again = await get(t, query).set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('gives a product a new ETag once a write changes it', async () => {
    const query = 'query One($id: Int!) { product(id: $id) { id averageUserRate ratingCount } }';
    const before = await get(t, query, { id: productId }).expect(200);
    const user = await registerUser(t);
    await request(t.http)
      .post(`/api/products/${productId}/rate`)
      .set('Authorization', `Bearer ${user.token}`)
      .send({ rating: 5 })
      .expect(200);
    const after = await get(t, query, { id: productId }).set('If-None-Match', before.headers.etag);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.data.product.ratingCount).toBe(1);
  });

  it('never lets a cache keep a token-bearing GET, a personal or admin query, an error, or a POST', async () => {
    const user = await registerUser(t);
    const publicQuery = '{ colors { id } }';
    const withToken = await get(t, publicQuery).set('Authorization', `Bearer ${user.token}`).expect(200);
    expect(withToken.headers['cache-control']).toBe('no-store');
    const mixed = await get(t, '{ colors { id } myFavouriteIds }')
      .set('Authorization', `Bearer ${user.token}`)
      .expect(200);
    expect(mixed.headers['cache-control']).toBe('no-store');
    const random = await get(t, '{ randomImages(count: 2) { imageUrl } }').expect(200);
    expect(random.headers['cache-control']).toBe('no-store');
    const missing = await get(t, '{ product(id: 999999) { id } }');
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(missing.headers['cache-control']).toBe('no-store');
    const posted = await request(t.http).post('/graphql').send({ query: publicQuery }).expect(200);
    expect(posted.headers['cache-control']).toBe('no-store');
  });

  it('still refuses a GET without the preflight header (CSRF prevention) and a mutation over GET', async () => {
    const simple = await request(t.http).get('/graphql').query({ query: '{ colors { id } }' });
    expect(simple.status).toBe(400);
    const mutation = await get(t, 'mutation { removeFavourite(productId: 1) { isFavourite } }');
    expect(mutation.status).toBe(405);
    expect(mutation.headers['cache-control']).toBe('no-store');
  });

  it('marks every GraphQL answer no-store but an anonymous GET of public reads', async () => {
    const user = await registerUser(t);
    const anonymous = await get(t, '{ colors { id } }');
    expect(anonymous.body.data.colors.length).toBeGreaterThan(0);
    expect(anonymous.headers['cache-control']).toBe('public, max-age=30');
    const withToken = await get(t, '{ colors { id } }').set('Authorization', `Bearer ${user.token}`);
    expect(withToken.headers['cache-control']).toBe('no-store');
    const personal = await get(t, '{ me { id } }').set('Authorization', `Bearer ${user.token}`);
    expect(personal.body.data.me.id).toBeTruthy();
    expect(personal.headers['cache-control']).toBe('no-store');
    const refused = await get(t, '{ me { id } }');
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
