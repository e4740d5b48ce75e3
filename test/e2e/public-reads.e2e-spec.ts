import request from 'supertest';
import { PublicReads } from '../../server/src/common/http/public-reads';
import { addProduct } from '../support/catalogue-factory';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * What is a public read is declared on each operation (@PublicRead() next to @Allow) and read from
 * that metadata at start: no list of paths or fields to keep in step with the routes.
 */
describe('public reads declared on the operations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('takes the catalogue and blog reads of both APIs, and nothing personal, random or for admins', () => {
    const reads = t.app.get(PublicReads);
    const isPublicRestRead = (path: string) => reads.isRestRead(path);
    const isPublicQueryField = (field: string) => reads.isQueryField(field);
    for (const path of [
      '/api/colors',
      '/api/categories',
      '/api/products',
      '/api/products/',
      '/api/products/3',
      '/api/products/3/comments',
      '/api/publications',
      '/api/publications/7',
      '/api/publications/7/comments',
    ]) {
      expect([path, isPublicRestRead(path)]).toEqual([path, true]);
    }
    for (const path of [
      '/api/products/random-images',
      '/api/products/abc',
      '/api/products/3/rate',
      '/api/products/3/favourite',
      '/api/info',
      '/api/admin/users',
      '/api/users/1/favourites',
      '/api/comments/1/vote',
      '/api/openapi.json',
      '/health',
      '/products',
    ]) {
      expect([path, isPublicRestRead(path)]).toEqual([path, false]);
    }
    for (const field of [
      'colors',
      'categories',
      'products',
      'product',
      'publications',
      'publication',
      'comments',
      '__typename',
    ])
      expect([field, isPublicQueryField(field)]).toEqual([field, true]);
    for (const field of [
      'me',
      'randomImages',
      'users',
      'adminProduct',
      'myRating',
      'isFavourite',
      'myFavourites',
      'myFavouriteIds',
      'myVotes',
      'markdownPreview',
    ])
      expect([field, isPublicQueryField(field)]).toEqual([field, false]);
  });

  it('keys a kept list by its sort and availability, whatever their place, and by nothing the route does not read', async () => {
    expect(
      t.app
        .get(PublicReads)
        .restQuery('/api/products', 'utm_source=x&sort=price-asc&availability=SOLD&colors=3'),
    ).toBe('?availability=SOLD&colors=3&sort=price-asc');
    await addProduct(t, { name: 'Kolczyki Tanie', colors: [3], categories: [1], price: 50, pictures: [] });
    await addProduct(t, {
      name: 'Naszyjnik Drogi',
      colors: [3],
      categories: [2],
      price: 300,
      availability: 'SOLD',
      pictures: [],
    });
    const cheapest = await request(t.http).get('/api/products?sort=price-asc').expect(200);
    const dearest = await request(t.http).get('/api/products?sort=price-desc').expect(200);
    const sold = await request(t.http).get('/api/products?availability=SOLD').expect(200);
    expect(cheapest.headers['cache-control']).toBe('public, max-age=30');
    // Kept answers, each under its own key: none answers another's request.
    expect((await request(t.http).get('/api/products?sort=price-asc').expect(200)).body).toEqual(
      cheapest.body,
    );
    expect((await request(t.http).get('/api/products?sort=price-desc').expect(200)).body).toEqual(
      dearest.body,
    );
    expect((await request(t.http).get('/api/products?availability=SOLD').expect(200)).body).toEqual(
      sold.body,
    );
    expect(cheapest.body.products.map((p: { name: string }) => p.name)).toEqual([
      'Kolczyki Tanie',
      'Naszyjnik Drogi',
    ]);
    expect(dearest.body.products.map((p: { name: string }) => p.name)).toEqual([
      'Naszyjnik Drogi',
      'Kolczyki Tanie',
    ]);
    expect(sold.body.products.map((p: { name: string }) => p.name)).toEqual(['Naszyjnik Drogi']);
  });

  it('lets a shared cache keep a public read 30 s, and not a random one', async () => {
    const list = await request(t.http).get('/api/products').expect(200);
    expect(list.headers['cache-control']).toBe('public, max-age=30');
    const random = await request(t.http).get('/api/products/random-images').expect(200);
    expect(random.headers['cache-control'] ?? '').not.toMatch(/public/);
  });

  it('lets a shared cache keep the sitemap and the feeds no longer than the other public reads', async () => {
    for (const path of ['/sitemap.xml', '/rss.xml', '/rss.xml?lang=en']) {
      const res = await request(t.http).get(path).expect(200);
      expect({ path, cache: res.headers['cache-control'] }).toEqual({ path, cache: 'public, max-age=30' });
    }
  });
});
