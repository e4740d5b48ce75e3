import request from 'supertest';
import { DataSource } from 'typeorm';
import { addProduct, type ProductFixture } from '../support/catalogue-factory';
import { gql, LEAK, registerUser, startTestApp, TestApp } from '../support/test-app';
import {
  CatalogueCategoriesDocument as CATEGORIES,
  CatalogueProductDocument as PRODUCT,
  CatalogueProductsDocument as PRODUCTS,
  RandomImagesDocument as RANDOM_IMAGES,
} from './gql/graphql';

describe('catalogue: colours, categories, product lists and product pages', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  async function add(p: ProductFixture) {
    ids[p.name] = await addProduct(t, { pictures: [], ...p });
    return ids[p.name];
  }

  beforeAll(async () => {
    t = await startTestApp();
    // Colour ids: 1 red, 3 gold, 7 turquoise, 11 ivory. Category ids: 1 earrings, 2 necklaces, 5 bridal.
    await add({
      name: 'Kolczyki Złote Liście',
      colors: [3],
      categories: [1],
      daysAgo: 9,
      pictures: [
        {
          key: 'products/cover',
          altText: 'Złote liście',
          colorId: 3,
          width: 1000,
          height: 1250,
          placeholder: '#c9a045',
          widths: [320, 640, 1000],
        },
        {
          key: 'products/side',
          altText: 'Z boku',
          colorId: null,
          width: 640,
          height: 800,
          placeholder: '#aa8844',
          widths: [320, 640],
        },
      ],
    });
    await add({
      name: 'Naszyjnik Morski',
      colors: [7, 3],
      categories: [2],
      daysAgo: 8,
      availability: 'SOLD',
      price: 250,
    });
    await add({
      name: 'Kolczyki ślubne Perła',
      colors: [11],
      categories: [1, 5],
      daysAgo: 7,
      availability: 'MADE_TO_ORDER',
      price: 180,
    });
    await add({ name: 'Bransoleta Czerwona', colors: [1], categories: [3], daysAgo: 6, price: 90 });
    await add({ name: '100% jedwab', colors: [1], categories: [4], daysAgo: 5 });
    await add({ name: 'Kolczyki Żółte_Słońce', colors: [3, 1], categories: [1], daysAgo: 4, price: 60 });
  });
  afterAll(() => t.close());

  const names = (body: { products: { name: string }[] }) => body.products.map((p) => p.name);

  it('colours and categories are named in the language of Accept-Language, Polish by default (REST and GraphQL)', async () => {
    const pl = await request(t.http).get('/api/colors').expect(200);
    expect(pl.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: 3, name: 'Złoty' })]));
    const en = await request(t.http).get('/api/colors').set('Accept-Language', 'en-GB,en;q=0.9').expect(200);
    expect(en.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: 3, name: 'Gold' })]));
    const categories = await request(t.http).get('/api/categories').set('Accept-Language', 'en').expect(200);
    expect(categories.body).toContainEqual({ id: 5, name: 'Bridal' });
    const graph = await gql(t, CATEGORIES);
    expect(graph.data?.categories).toContainEqual({ id: 5, name: 'Ślubne' });
  });

  it('lists every product newest first with the total, and pages through them in a stable order', async () => {
    const all = await request(t.http).get('/api/products?limit=100').expect(200);
    expect(all.body.total).toBe(6);
    expect(names(all.body)).toEqual([
      'Kolczyki Żółte_Słońce',
      '100% jedwab',
      'Bransoleta Czerwona',
      'Kolczyki ślubne Perła',
      'Naszyjnik Morski',
      'Kolczyki Złote Liście',
    ]);
    const first = await request(t.http).get('/api/products?limit=4&offset=0').expect(200);
    const second = await request(t.http).get('/api/products?limit=4&offset=4').expect(200);
    expect([...names(first.body), ...names(second.body)]).toEqual(names(all.body));
    expect(second.body.total).toBe(6);
    const past = await request(t.http).get('/api/products?limit=4&offset=40').expect(200);
    expect(past.body).toEqual({ products: [], total: 6 });
  });

  it('filters by any of the colours and any of the categories, both together, and by name ignoring case and diacritics', async () => {
    const gold = await request(t.http).get('/api/products?colors=3').expect(200);
    expect(names(gold.body).sort()).toEqual([
      'Kolczyki Złote Liście',
      'Kolczyki Żółte_Słońce',
      'Naszyjnik Morski',
    ]);
    const goldOrIvory = await request(t.http).get('/api/products?colors=3,11').expect(200);
    expect(goldOrIvory.body.total).toBe(4);
    const earringsOrBridal = await request(t.http).get('/api/products?categories=1,5').expect(200);
    expect(earringsOrBridal.body.total).toBe(3);
    const goldEarrings = await request(t.http).get('/api/products?colors=3&categories=1').expect(200);
    expect(names(goldEarrings.body).sort()).toEqual(['Kolczyki Złote Liście', 'Kolczyki Żółte_Słońce']);
    const folded = await request(t.http).get('/api/products?name=ZLOTE').expect(200);
    expect(names(folded.body)).toEqual(['Kolczyki Złote Liście']);
    const accented = await request(t.http)
      .get(`/api/products?name=${encodeURIComponent('żółte')}&colors=1`)
      .expect(200);
    expect(names(accented.body)).toEqual(['Kolczyki Żółte_Słońce']);
    const graph = await gql(t, PRODUCTS, { colors: [], categories: [5], name: 'perla' });
    expect(graph.data?.products.products.map((p: { name: string }) => p.name)).toEqual([
      'Kolczyki ślubne Perła',
    ]);
  });

  it('counts each matching product once in the total, whatever the filters combine, on every page', async () => {
    // Products with two chosen colours or categories, one or several ids, with and without a name or availability.
    const filters = [
      'colors=3',
      'colors=3,1',
      'categories=1',
      'categories=1,5',
      'colors=3,1&categories=1',
      'colors=3&categories=1,2',
      'colors=3,7,11&categories=1,2,5',
      'colors=3&categories=1&name=kolczyki',
      'colors=1,3&availability=AVAILABLE',
      'colors=12',
      'colors=3&categories=4',
    ];
    for (const filter of filters) {
      const all = await request(t.http).get(`/api/products?limit=100&${filter}`).expect(200);
      const second = await request(t.http).get(`/api/products?limit=1&offset=1&${filter}`).expect(200);
      const past = await request(t.http).get(`/api/products?limit=1&offset=50&${filter}`).expect(200);
      expect([filter, all.body.total, second.body.total, past.body.total]).toEqual([
        filter,
        all.body.products.length,
        all.body.products.length,
        all.body.products.length,
      ]);
    }
    const goldOrRedEarrings = await request(t.http).get('/api/products?colors=3,1&categories=1').expect(200);
    expect(goldOrRedEarrings.body.total).toBe(2);
  });

  it('matches %, _ and quotes in the name literally', async () => {
    expect(names((await request(t.http).get('/api/products?name=%25').expect(200)).body)).toEqual([
      '100% jedwab',
    ]);
    expect(names((await request(t.http).get('/api/products?name=_').expect(200)).body)).toEqual([
      'Kolczyki Żółte_Słońce',
    ]);
    const injection = await request(t.http)
      .get(`/api/products?name=${encodeURIComponent("' OR 1=1 --")}`)
      .expect(200);
    expect(injection.body).toEqual({ products: [], total: 0 });
    expect((await t.sql('SELECT count(*)::int AS n FROM products'))[0].n).toBe(6);
  });

  it('filters by availability, so sold pieces can be hidden', async () => {
    const forSale = await gql(t, PRODUCTS, { limit: 100, availability: ['AVAILABLE', 'MADE_TO_ORDER'] });
    expect(forSale.data?.products.total).toBe(5);
    expect(forSale.data?.products.products.map((p: { name: string }) => p.name)).not.toContain(
      'Naszyjnik Morski',
    );
  });

  it('sorts newest first by default, or by price either way (newest first among equal prices), on both APIs and across pages', async () => {
    const newest = [
      'Kolczyki Żółte_Słońce',
      '100% jedwab',
      'Bransoleta Czerwona',
      'Kolczyki ślubne Perła',
      'Naszyjnik Morski',
      'Kolczyki Złote Liście',
    ];
    const cheapest = [
      'Kolczyki Żółte_Słońce',
      'Bransoleta Czerwona',
      '100% jedwab',
      'Kolczyki Złote Liście',
      'Kolczyki ślubne Perła',
      'Naszyjnik Morski',
    ];
    const dearest = [
      'Naszyjnik Morski',
      'Kolczyki ślubne Perła',
      '100% jedwab',
      'Kolczyki Złote Liście',
      'Bransoleta Czerwona',
      'Kolczyki Żółte_Słońce',
    ];
    for (const [sort, expected] of [
      ['newest', newest],
      ['price-asc', cheapest],
      ['price-desc', dearest],
    ] as const) {
      expect([
        sort,
        names((await request(t.http).get(`/api/products?sort=${sort}&limit=100`).expect(200)).body),
      ]).toEqual([sort, expected]);
      // "Load more": pages of 4 then 2 join into the whole list, with the total on each.
      const first = await request(t.http).get(`/api/products?sort=${sort}&limit=4`).expect(200);
      const second = await request(t.http).get(`/api/products?sort=${sort}&limit=4&offset=4`).expect(200);
      expect([sort, [...names(first.body), ...names(second.body)], second.body.total]).toEqual([
        sort,
        expected,
        6,
      ]);
    }
    const graph = async (variables: Record<string, unknown>) =>
      (await gql(t, PRODUCTS, { limit: 100, ...variables })).data!.products.products.map(
        (p: { name: string }) => p.name,
      );
    expect(await graph({ sort: 'PRICE_ASC' })).toEqual(cheapest);
    expect(await graph({ sort: 'PRICE_DESC' })).toEqual(dearest);
    expect(await graph({ sort: 'NEWEST' })).toEqual(newest);
    expect(await graph({ sort: null })).toEqual(newest);
    const offsetPage = (await gql(t, PRODUCTS, { sort: 'PRICE_DESC', limit: 2, offset: 2 })).data!.products;
    expect([offsetPage.total, offsetPage.products.map((p: { name: string }) => p.name)]).toEqual([
      6,
      dearest.slice(2, 4),
    ]);
  });

  it('sorts and filters by availability together (any of the values, comma-joined or repeated), sold pieces shown unless left out', async () => {
    const forSale = await request(t.http)
      .get('/api/products?availability=AVAILABLE,MADE_TO_ORDER&sort=price-desc')
      .expect(200);
    expect([forSale.body.total, names(forSale.body)]).toEqual([
      5,
      [
        'Kolczyki ślubne Perła',
        '100% jedwab',
        'Kolczyki Złote Liście',
        'Bransoleta Czerwona',
        'Kolczyki Żółte_Słońce',
      ],
    ]);
    const repeated = await request(t.http)
      .get('/api/products?availability=AVAILABLE&availability=MADE_TO_ORDER&sort=price-desc')
      .expect(200);
    expect(repeated.body).toEqual(forSale.body);
    const sold = await request(t.http).get('/api/products?availability=SOLD').expect(200);
    expect(names(sold.body)).toEqual(['Naszyjnik Morski']);
    const goldForSale = await gql(t, PRODUCTS, {
      colors: [3],
      availability: ['AVAILABLE'],
      sort: 'PRICE_ASC',
    });
    expect(goldForSale.data?.products.products.map((p: { name: string }) => p.name)).toEqual([
      'Kolczyki Żółte_Słońce',
      'Kolczyki Złote Liście',
    ]);
    expect((await request(t.http).get('/api/products').expect(200)).body.total).toBe(6);
  });

  it('refuses an unknown sort or availability with 400 and the usual error body, and GraphQL refuses it too', async () => {
    for (const query of [
      'sort=cheapest',
      'sort=PRICE_ASC',
      'sort=',
      'sort=newest&sort=price-asc',
      'availability=AVAILABLE,GONE',
      'availability=available',
    ]) {
      const res = await request(t.http).get(`/api/products?${query}`);
      expect([query, res.status, res.body.statusCode, res.body.error]).toEqual([
        query,
        400,
        400,
        'Bad Request',
      ]);
      expect(JSON.stringify(res.body)).not.toMatch(LEAK);
    }
    const bad = await request(t.http).get('/api/products?sort=cheapest').expect(400);
    expect(bad.body.fields).toEqual({ sort: ['INVALID_VALUE'] });
    const graph = await gql(t, '{ products(sort: CHEAPEST) { total } }');
    expect(graph.errors?.[0].extensions?.code).toMatch(/GRAPHQL_VALIDATION_FAILED|BAD_USER_INPUT/);
  });

  it('a product carries its localised description, colours, categories, price and images in the spec’s REST shape', async () => {
    const id = ids['Kolczyki Złote Liście'];
    const rest = await request(t.http).get(`/api/products/${id}`).set('Accept-Language', 'en').expect(200);
    expect(rest.body).toMatchObject({
      id,
      name: 'Kolczyki Złote Liście',
      description: 'Kolczyki Złote Liście in English',
      price: 100,
      averageUserRate: 0,
      colors: [{ id: 3, name: 'Gold', hex: '#c9a045' }],
      categories: [{ id: 1, name: 'Earrings' }],
    });
    expect(rest.body.images).toEqual([
      {
        id: expect.any(Number),
        image_url: '/uploads/products/cover-1000.webp',
        alt_text: 'Złote liście',
        color_id: 3,
        width: 1000,
        height: 1250,
      },
      {
        id: expect.any(Number),
        image_url: '/uploads/products/side-640.webp',
        alt_text: 'Z boku',
        color_id: null,
        width: 640,
        height: 800,
      },
    ]);
    const graph = await gql(t, PRODUCTS, { name: 'złote liście' });
    const image = graph.data!.products.products[0].images[0];
    expect(image.avifSrcset).toBe(
      '/uploads/products/cover-320.avif 320w, /uploads/products/cover-640.avif 640w, /uploads/products/cover-1000.avif 1000w',
    );
    expect(image.webpSrcset).toContain('/uploads/products/cover-1000.webp 1000w');
    expect(image.placeholder).toBe('#c9a045');
    // A card's picture without the gallery: the first image, or null for a piece without any.
    const all = (await gql(t, PRODUCTS, { limit: 100 })).data!.products.products;
    for (const product of all)
      expect([product.name, product.cover]).toEqual([
        product.name,
        product.images[0] ? { id: product.images[0].id, imageUrl: product.images[0].imageUrl } : null,
      ]);
    expect(all.some((product) => product.cover === null)).toBe(true);
  });

  it('averageUserRate is the mean of the ratings', async () => {
    const id = ids['Bransoleta Czerwona'];
    for (const [value] of [[5], [4], [2]]) {
      const user = await registerUser(t);
      await t.sql('INSERT INTO ratings (user_id, product_id, value) VALUES ($1, $2, $3)', [
        user.id,
        id,
        value,
      ]);
    }
    const graph = await gql(t, PRODUCT, { id });
    expect(graph.data?.product).toMatchObject({ averageUserRate: 3.67, ratingCount: 3 });
  });

  it('unknown ids answer 404 / NOT_FOUND, malformed ones 400, and bad filters 400, with nothing leaked', async () => {
    await request(t.http).get('/api/products/999999').expect(404);
    expect((await gql(t, PRODUCT, { id: 999999 })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    for (const bad of ['abc', '-1', '2147483648', '1%20OR%201=1'])
      await request(t.http).get(`/api/products/${bad}`).expect(400);
    for (const query of [
      'limit=101',
      'limit=0',
      'offset=-5',
      'colors=abc',
      'categories=1,x',
      `name=${'a'.repeat(101)}`,
      'name=%00',
      'availability=GONE',
    ]) {
      const res = await request(t.http).get(`/api/products?${query}`);
      expect([query, res.status]).toEqual([query, 400]);
      expect(JSON.stringify(res.body)).not.toMatch(LEAK);
    }
    const graph = await gql(t, PRODUCTS, { limit: 1000 });
    expect(graph.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('random images give one picture per piece that has any (spec §7 shape), at most 20', async () => {
    const rest = await request(t.http).get('/api/products/random-images').expect(200);
    expect(rest.body).toEqual({ images: ['/uploads/products/cover-1000.webp'] });
    const graph = await gql(t, RANDOM_IMAGES, { count: 3 });
    expect(graph.data?.randomImages).toEqual([
      { imageUrl: '/uploads/products/cover-1000.webp', width: 1000, height: 1250 },
    ]);
    for (const count of ['0', '21', 'x'])
      await request(t.http).get(`/api/products/random-images?count=${count}`).expect(400);
  });

  it('a page of products costs one SQL statement, whatever its size', async () => {
    // Counted in the app's pg driver: the list is sent as a prepared statement, beside TypeORM's query().
    const driver = (t.app.get(DataSource).driver as unknown as { postgres: typeof import('pg') }).postgres;
    const spy = jest.spyOn(driver.Client.prototype, 'query');
    try {
      for (const limit of [1, 6]) {
        spy.mockClear();
        await request(t.http).get(`/api/products?limit=${limit}`).expect(200);
        expect([limit, spy.mock.calls.length]).toEqual([limit, 1]);
      }
    } finally {
      spy.mockRestore();
    }
  });

  it.each(['0x1', '1e1', '0b11', '%202', '1.0', '+1', '01'])(
    'refuses the path id %s with 400 on REST',
    async (id) => {
      const res = await request(t.http).get(`/api/products/${id}`);
      expect([id, res.status]).toEqual([id, 400]);
      expect(res.body.fields).toEqual({ id: ['INVALID_VALUE'] });
    },
  );

  it('ignores a cache-buster and unknown parameters on the REST list, and takes repeated ones as the comma list', async () => {
    const [colour] = await t.sql<{ id: number }>('SELECT id FROM colors ORDER BY id LIMIT 1');
    const [other] = await t.sql<{ id: number }>('SELECT id FROM colors ORDER BY id OFFSET 1 LIMIT 1');
    const id = await addProduct(t, { name: 'Piece in another colour', colors: [other.id] });
    await request(t.http).get(`/api/products?_=${Date.now()}&lang=en`).expect(200);
    const repeated = await request(t.http)
      .get(`/api/products?colors=${colour.id}&colors=${other.id}`)
      .expect(200);
    const joined = await request(t.http).get(`/api/products?colors=${colour.id},${other.id}`).expect(200);
    expect(repeated.body).toEqual(joined.body);
    expect(repeated.body.products.map((p: { id: number }) => p.id)).toContain(id);
    await request(t.http).get('/api/products?limit=1000').expect(400);
  });
});
