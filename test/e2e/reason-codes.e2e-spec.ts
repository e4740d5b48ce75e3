import request from 'supertest';
import { REASON_CODES } from '../../server/src/common/errors/reason-codes';
import { addProduct } from '../support/catalogue-factory';
import { gql, registerAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import { RateProductDocument as RATE } from './gql/graphql';

/** One closed list of reason codes, the same over REST and GraphQL (server/src/common/errors/reason-codes.ts). */
describe('reason codes over both APIs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('a rating of 6 is RATING_OUT_OF_RANGE over REST and GraphQL alike', async () => {
    const user = await registerUser(t);
    const id = await addProduct(t, { name: 'Broszka' });
    for (const rating of [6, 0]) {
      const rest = await request(t.http)
        .post(`/api/products/${id}/rate`)
        .set('Authorization', `Bearer ${user.token}`)
        .send({ rating })
        .expect(400);
      expect(rest.body.fields).toEqual({ rating: ['RATING_OUT_OF_RANGE'] });
      const graph = await gql(t, RATE, { productId: id, rating }, user.token);
      expect(graph.errors?.[0].extensions?.fields).toEqual({ rating: ['RATING_OUT_OF_RANGE'] });
    }
  });

  it('a bad path id is a code, not a sentence', async () => {
    const admin = await registerAdmin(t);
    const res = await request(t.http)
      .delete('/api/products/abc')
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(400);
    expect(res.body.fields).toEqual({ id: ['INVALID_VALUE'] });
    const count = await request(t.http).get('/api/products/random-images?count=999').expect(400);
    expect(count.body.fields).toEqual({ count: ['INVALID_VALUE'] });
  });

  it('every code a refusal carries is one of the list', async () => {
    const admin = await registerAdmin(t);
    const res = await request(t.http)
      .post('/api/products/create')
      .set('Authorization', `Bearer ${admin.token}`)
      .field('name', '')
      .field('price', '1.234')
      .field('description', '')
      .field('colorIds', '[999]')
      .field('categoryIds', '"x"')
      .expect(400);
    const codes = Object.values(res.body.fields as Record<string, string[]>).flat();
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.filter((code) => !(REASON_CODES as readonly string[]).includes(code))).toEqual([]);
  });
});
