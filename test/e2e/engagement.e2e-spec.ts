import request from 'supertest';
import { addProduct, addProducts } from '../support/catalogue-factory';
import { gql, LEAK, registerUser, startTestApp, TestApp } from '../support/test-app';
import {
  AddFavouriteDocument as ADD_FAVOURITE,
  MyFavouritesDocument as FAVOURITES,
  MyRatingDocument as MY_RATING,
  RateProductDocument as RATE,
} from './gql/graphql';

describe('ratings and favourites', () => {
  let t: TestApp;
  let productId: number;
  let otherProductId: number;

  beforeAll(async () => {
    t = await startTestApp();
    productId = await addProduct(t, { name: 'Kolczyki Testowe', pictures: [] });
    otherProductId = await addProduct(t, { name: 'Broszka Testowa', pictures: [] });
  });
  afterAll(() => t.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('a user rates 1 to 5, rating again replaces the rating, removing it resets the mean (REST and GraphQL)', async () => {
    const ola = await registerUser(t);
    const ewa = await registerUser(t);
    const first = await request(t.http)
      .post(`/api/products/${productId}/rate`)
      .set(auth(ola.token))
      .send({ rating: 5 })
      .expect(200);
    expect(first.body).toMatchObject({ rating: 5, averageUserRate: 5, ratingCount: 1 });
    await gql(t, RATE, { productId, rating: 2 }, ewa.token);
    const again = await gql(t, RATE, { productId, rating: 4 }, ola.token);
    expect(again.data?.rateProduct).toEqual({ productId, rating: 4, averageUserRate: 3, ratingCount: 2 });
    expect(
      (await request(t.http).get(`/api/products/${productId}/rate`).set(auth(ewa.token)).expect(200)).body
        .rating,
    ).toBe(2);
    const removed = await request(t.http)
      .delete(`/api/products/${productId}/rate`)
      .set(auth(ewa.token))
      .expect(200);
    expect(removed.body).toMatchObject({ rating: 0, averageUserRate: 4, ratingCount: 1 });
    expect((await gql(t, MY_RATING, { productId }, ewa.token)).data?.myRating).toEqual({
      rating: 0,
      averageUserRate: 4,
    });
  });

  it('refuses ratings outside 1..5 or not whole, and changes nothing', async () => {
    const user = await registerUser(t);
    for (const rating of [0, 6, -1, 3.5, '5', null]) {
      await request(t.http)
        .post(`/api/products/${otherProductId}/rate`)
        .set(auth(user.token))
        .send({ rating })
        .expect(400);
    }
    for (const rating of [0, 6, -1]) {
      expect(
        (await gql(t, RATE, { productId: otherProductId, rating }, user.token)).errors?.[0].extensions?.code,
      ).toBe('BAD_USER_INPUT');
    }
    const coerced = await gql(t, RATE, { productId: otherProductId, rating: 3.5 }, user.token);
    expect(coerced.status).toBe(400);
    const [{ n }] = await t.sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM ratings WHERE product_id = $1',
      [otherProductId],
    );
    expect(n).toBe(0);
  });

  it('20 concurrent ratings by one user leave exactly one', async () => {
    const user = await registerUser(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(t.http)
          .post(`/api/products/${otherProductId}/rate`)
          .set(auth(user.token))
          .send({ rating: (i % 5) + 1 }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const rows = await t.sql('SELECT value FROM ratings WHERE user_id = $1 AND product_id = $2', [
      user.id,
      otherProductId,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('favourites toggle, stay one row when added twice at once, and list newest first', async () => {
    const user = await registerUser(t);
    const adds = await Promise.all(
      [1, 2, 3].map(() => request(t.http).post(`/api/products/${productId}/favourite`).set(auth(user.token))),
    );
    expect(adds.map((a) => a.body)).toEqual(Array(3).fill({ isFavourite: true }));
    expect((await t.sql('SELECT 1 FROM favourites WHERE user_id = $1', [user.id])).length).toBe(1);
    await gql(t, ADD_FAVOURITE, { productId: otherProductId }, user.token);
    expect(
      (await request(t.http).get(`/api/products/${productId}/favourite`).set(auth(user.token)).expect(200))
        .body,
    ).toEqual({ isFavourite: true });
    const list = await request(t.http)
      .get(`/api/users/${user.id}/favourites`)
      .set(auth(user.token))
      .expect(200);
    expect(list.body.map((entry: { product: { name: string } }) => entry.product.name)).toEqual([
      'Broszka Testowa',
      'Kolczyki Testowe',
    ]);
    expect(list.body[0]).toEqual({
      id: expect.any(Number),
      product: expect.objectContaining({ id: otherProductId, images: [] }),
    });
    await request(t.http)
      .delete(`/api/products/${productId}/favourite`)
      .set(auth(user.token))
      .expect(200, { isFavourite: false });
    const favourites = (await gql(t, FAVOURITES, {}, user.token)).data;
    expect(favourites?.myFavourites.items.map((e) => e.product.id)).toEqual([otherProductId]);
    expect(favourites?.myFavourites.total).toBe(1);
    expect(favourites?.myFavouriteIds).toEqual([otherProductId]);
  });

  it("another user's favourites are refused, anonymous callers need to sign in, unknown products are 404", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    await request(t.http).post(`/api/products/${productId}/favourite`).set(auth(owner.token)).expect(200);
    const peek = await request(t.http)
      .get(`/api/users/${owner.id}/favourites`)
      .set(auth(other.token))
      .expect(403);
    expect(JSON.stringify(peek.body)).not.toContain('Kolczyki');
    await request(t.http).get(`/api/users/${owner.id}/favourites`).expect(401);
    await request(t.http).post(`/api/products/${productId}/rate`).send({ rating: 5 }).expect(401);
    expect((await gql(t, FAVOURITES)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    for (const path of ['/api/products/999999/favourite', '/api/products/999999/rate']) {
      const res = await request(t.http).post(path).set(auth(owner.token)).send({ rating: 3 });
      expect([path, res.status]).toEqual([path, 404]);
      expect(JSON.stringify(res.body)).not.toMatch(LEAK);
    }
    await request(t.http).get('/api/products/abc/favourite').set(auth(owner.token)).expect(400);
  });

  it('answers six favourites at a time with the total, and REST at most 100 with X-Total-Count', async () => {
    const user = await registerUser(t);
    const ids = await addProducts(
      t,
      Array.from({ length: 8 }, (_, n) => ({ name: `Piece ${n + 1}` })),
    );
    await t.sql(`INSERT INTO favourites (user_id, product_id) SELECT $1, unnest($2::int[])`, [user.id, ids]);
    const first = await gql(t, '{ myFavourites { items { product { id } } total } }', {}, user.token);
    expect(first.data?.myFavourites.items).toHaveLength(6);
    expect(first.data?.myFavourites.total).toBe(8);
    const next = await gql(
      t,
      '{ myFavourites(offset: 6) { items { product { id } } total } }',
      {},
      user.token,
    );
    expect(next.data?.myFavourites.items).toHaveLength(2);
    const ids2 = await gql(t, '{ myFavouriteIds }', {}, user.token);
    expect([...(ids2.data?.myFavouriteIds ?? [])].sort()).toEqual([...ids].sort());
    expect(
      (await gql(t, '{ myFavourites(limit: 101) { total } }', {}, user.token)).errors?.[0].extensions?.code,
    ).toBe('BAD_USER_INPUT');

    const rest = await request(t.http)
      .get(`/api/users/${user.id}/favourites?limit=3&offset=1`)
      .set(auth(user.token))
      .expect(200);
    expect(rest.body).toHaveLength(3);
    expect(rest.headers['x-total-count']).toBe('8');
    const whole = await request(t.http)
      .get(`/api/users/${user.id}/favourites`)
      .set(auth(user.token))
      .expect(200);
    expect(whole.body).toHaveLength(8);
    await request(t.http)
      .get(`/api/users/${user.id}/favourites?limit=1000`)
      .set(auth(user.token))
      .expect(400);
  });
});
