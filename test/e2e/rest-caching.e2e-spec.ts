import request from 'supertest';
import { addProduct } from '../support/catalogue-factory';
import { registerAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';

/** Catalogue GETs a shared cache may keep and revalidate; personal answers it never keeps. */
describe('conditional and cacheable REST reads', () => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    t = await startTestApp();
    productId = await addProduct(t, { name: 'Cached', price: 10 });
  });
  afterAll(() => t.close());

  it.each(['/api/products', '/api/colors', '/api/categories'])(
    '%s: public for 30 s, varies by language, and 304 for its own ETag',
    async (path) => {
      const first = await request(t.http).get(path).expect(200);
      expect(first.headers['cache-control']).toBe('public, max-age=30');
      expect(first.headers.vary).toMatch(/Accept-Language/);
      expect(first.headers.etag).toBeTruthy();
      const again = await request(t.http).get(path).set('If-None-Match', first.headers.etag);
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
    },
  );

  it('gives a product a new ETag after a write changes it (a rating moves its mean)', async () => {
    const before = await request(t.http).get(`/api/products/${productId}`).expect(200);
    const user = await registerUser(t);
    await request(t.http)
      .post(`/api/products/${productId}/rate`)
      .set('Authorization', `Bearer ${user.token}`)
      .send({ rating: 4 })
      .expect(200);
    const after = await request(t.http)
      .get(`/api/products/${productId}`)
      .set('If-None-Match', before.headers.etag);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.averageUserRate).toBe(4);
  });

  it('never lets a cache keep an answer to a token-bearing request, nor a refusal', async () => {
    const user = await registerUser(t);
    const personal = await request(t.http)
      .get('/api/products')
      .set('Authorization', `Bearer ${user.token}`)
      .expect(200);
    expect(personal.headers['cache-control']).toBe('no-store');
    const missing = await request(t.http).get('/api/products/999999').expect(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const random = await request(t.http).get('/api/products/random-images').expect(200);
    expect(random.headers['cache-control']).toBeUndefined();
  });

  it('marks personal answers Cache-Control: no-store', async () => {
    const admin = await registerAdmin(t);
    const bearer = `Bearer ${admin.token}`;
    const answers = await Promise.all([
      request(t.http).get('/api/info').set('Authorization', bearer),
      request(t.http).get('/api/admin/users').set('Authorization', bearer),
      request(t.http).post('/graphql').set('Authorization', bearer).send({ query: '{ me { id } }' }),
      request(t.http).post('/graphql').set('Authorization', bearer).send({ query: '{ __typename }' }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers a login and a registration with no-store too: they carry a token', async () => {
    const user = await registerUser(t);
    const res = await request(t.http).post('/api/login').send({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('evaluates If-None-Match whatever the request cache directives: fetch() sends no-cache with it', async () => {
    await addProduct(t, { name: 'Kept answer' });
    const first = await request(t.http).get('/api/products').expect(200);
    expect(first.headers.etag).toBeDefined();
    await request(t.http)
      .get('/api/products')
      .set('If-None-Match', first.headers.etag)
      .set('Cache-Control', 'no-cache')
      .expect(304);
    await request(t.http)
      .get('/api/products')
      .set('If-None-Match', first.headers.etag)
      .set('Cache-Control', 'max-age=0')
      .set('Pragma', 'no-cache')
      .expect(304);
    await request(t.http)
      .get('/api/products')
      .set('If-None-Match', '"other"')
      .set('Cache-Control', 'no-cache')
      .expect(200);
  });
});
