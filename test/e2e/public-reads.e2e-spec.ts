import request from 'supertest';
import { isPublicQueryField, isPublicRestRead } from '../../server/src/common/http/public-reads';
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
    for (const path of ['/api/colors', '/api/categories', '/api/products', '/api/products/', '/api/products/3', '/api/products/3/comments', '/api/publications', '/api/publications/7', '/api/publications/7/comments']) {
      expect([path, isPublicRestRead(path)]).toEqual([path, true]);
    }
    for (const path of ['/api/products/random-images', '/api/products/abc', '/api/products/3/rate', '/api/products/3/favourite', '/api/info', '/api/admin/users', '/api/users/1/favourites', '/api/comments/1/vote', '/api/openapi.json', '/health', '/products']) {
      expect([path, isPublicRestRead(path)]).toEqual([path, false]);
    }
    for (const field of ['colors', 'categories', 'products', 'product', 'publications', 'publication', 'comments', '__typename']) expect([field, isPublicQueryField(field)]).toEqual([field, true]);
    for (const field of ['me', 'randomImages', 'users', 'adminProduct', 'myRating', 'isFavourite', 'myFavourites', 'myFavouriteIds', 'myVotes', 'markdownPreview']) expect([field, isPublicQueryField(field)]).toEqual([field, false]);
  });

  it('lets a shared cache keep a public read 30 s, and not a random one', async () => {
    const list = await request(t.http).get('/api/products').expect(200);
    expect(list.headers['cache-control']).toBe('public, max-age=30');
    const random = await request(t.http).get('/api/products/random-images').expect(200);
    expect(random.headers['cache-control'] ?? '').not.toMatch(/public/);
  });
});
