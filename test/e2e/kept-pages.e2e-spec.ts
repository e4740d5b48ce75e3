import request from 'supertest';
import { addProduct } from '../support/catalogue-factory';
import { gql, newAccount, registerAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import { requireClientBuild } from '../support/client-build';

/**
 * A write drops the kept pages that show what it changed, and only those (server/src/cache: each page
 * is kept with the tags of what it shows, each write bumps the tags of what it changed). A name changed
 * behind the shop's back (no write it knows of) tells a kept page, with the old name, from a new
 * render, with the new one.
 */
describe('a write drops the kept pages that show what it changed, and no others', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let user: Awaited<ReturnType<typeof registerUser>>;
  let a: number;
  let b: number;
  let post: number;
  beforeAll(async () => {
    requireClientBuild();
    t = await startTestApp();
    admin = await registerAdmin(t);
    user = await registerUser(t);
    a = await addProduct(t, { name: 'Kolczyki Wiosna' });
    b = await addProduct(t, { name: 'Naszyjnik Lato' });
    [{ id: post }] = await t.sql<{ id: number }>(
      `INSERT INTO publications (title_pl, abstract_pl, content_pl) VALUES ('Jesień', 'Nowe kolory', 'Tekst') RETURNING id`,
    );
  });
  afterAll(() => t?.close());

  const page = async (address: string) => (await request(t.http).get(address).expect(200)).text;
  const renameProduct = (id: number, name: string) =>
    t.sql('UPDATE products SET name_pl = $1 WHERE id = $2', [name, id]);
  const renamePost = (title: string) =>
    t.sql('UPDATE publications SET title_pl = $1 WHERE id = $2', [title, post]);

  it("a comment on one product shows on its page and leaves another product's kept page and API answers kept", async () => {
    const other = await page(`/jewellery/${b}`);
    expect(other).toContain('Naszyjnik Lato');
    const answer = (await request(t.http).get(`/api/products/${b}`).expect(200)).text;
    const named = async () =>
      (
        await gql<{ product: { name: string } }>(t, 'query P($id: Int!) { product(id: $id) { name } }', {
          id: b,
        })
      ).data!.product.name;
    expect(await named()).toBe('Naszyjnik Lato');
    expect(await page(`/jewellery/${a}`)).not.toContain('Zachwycające');
    await request(t.http).get(`/api/products/${a}/comments`).expect(200);
    await renameProduct(b, 'Naszyjnik Zima');
    await request(t.http)
      .post(`/api/products/${a}/comments`)
      .set('Authorization', `Bearer ${user.token}`)
      .send({ content: 'Zachwycające!' })
      .expect(201);
    expect(await page(`/jewellery/${a}`)).toContain('Zachwycające!');
    expect((await request(t.http).get(`/api/products/${a}/comments`).expect(200)).text).toContain(
      'Zachwycające!',
    );
    // Byte for byte what was kept before the comment (a render or a read would show the new name).
    expect(await page(`/jewellery/${b}`)).toBe(other);
    expect((await request(t.http).get(`/api/products/${b}`).expect(200)).text).toBe(answer);
    expect(await named()).toBe('Naszyjnik Lato');
  });

  it('a product edit shows on its page and the list, and leaves a kept post kept', async () => {
    const kept = await page(`/publication/${post}`);
    expect(kept).toContain('Jesień');
    await page('/jewellery');
    await renamePost('Zima');
    await request(t.http)
      .put(`/api/products/${a}/edit`)
      .set('Authorization', `Bearer ${admin.token}`)
      .field('name', 'Kolczyki Lato')
      .expect(200);
    expect(await page(`/jewellery/${a}`)).toContain('Kolczyki Lato');
    expect(await page('/jewellery')).toContain('Kolczyki Lato');
    expect(await page(`/publication/${post}`)).toBe(kept);
  });

  it("a post edit shows on its page and the blog, and leaves a product's kept page kept", async () => {
    const kept = await page(`/jewellery/${b}`);
    await renameProduct(b, 'Naszyjnik Noc');
    await request(t.http)
      .put(`/api/publications/${post}/edit`)
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ title: 'Wiosna w Poznaniu' })
      .expect(200);
    expect(await page(`/publication/${post}`)).toContain('Wiosna w Poznaniu');
    expect(await page('/blog')).toContain('Wiosna w Poznaniu');
    expect(await page(`/jewellery/${b}`)).toBe(kept);
  });

  it("a user's rename shows by their comments and leaves the pages where they did not comment kept", async () => {
    const halina = await registerUser(t, newAccount('Halina'));
    await request(t.http)
      .post(`/api/products/${a}/comments`)
      .set('Authorization', `Bearer ${halina.token}`)
      .send({ content: 'Piękne kolory' })
      .expect(201);
    expect(await page(`/jewellery/${a}`)).toContain('Halina');
    const keptPiece = await page(`/jewellery/${b}`);
    const keptList = await page('/jewellery');
    const keptPost = await page(`/publication/${post}`);
    await renameProduct(b, 'Naszyjnik Świt');
    await renamePost('Przedwiośnie');
    await request(t.http)
      .patch('/api/account/name')
      .set('Authorization', `Bearer ${halina.token}`)
      .send({ name: 'Halina Zmieniona' })
      .expect(200);
    expect(await page(`/jewellery/${a}`)).toContain('Halina Zmieniona');
    expect(await page(`/jewellery/${b}`)).toBe(keptPiece);
    expect(await page('/jewellery')).toBe(keptList);
    expect(await page(`/publication/${post}`)).toBe(keptPost);
  });

  it("a rating shows on its piece's page and the lists, and leaves its comments' answer and the blog kept", async () => {
    const comments = (await request(t.http).get(`/api/products/${a}/comments`).expect(200)).text;
    const keptPost = await page(`/publication/${post}`);
    await t.sql(`UPDATE comments SET content = 'Zmienione po cichu' WHERE product_id = $1`, [a]);
    await renamePost('Roztopy');
    await request(t.http)
      .post(`/api/products/${a}/rate`)
      .set('Authorization', `Bearer ${user.token}`)
      .send({ rating: 5 })
      .expect(200);
    expect((await request(t.http).get(`/api/products/${a}`).expect(200)).body.averageUserRate).toBe(5);
    expect((await request(t.http).get(`/api/products/${a}/comments`).expect(200)).text).toBe(comments);
    expect(await page(`/publication/${post}`)).toBe(keptPost);
  });

  it('a deleted account drops the pages with its comments and ratings, and leaves the others kept', async () => {
    const leaving = await registerUser(t, newAccount('Zofia'));
    await request(t.http)
      .post(`/api/products/${b}/comments`)
      .set('Authorization', `Bearer ${leaving.token}`)
      .send({ content: 'Do zobaczenia' })
      .expect(201);
    expect(await page(`/jewellery/${b}`)).toContain('Zofia');
    const keptPost = await page(`/publication/${post}`);
    await renamePost('Odwilż');
    await request(t.http)
      .post('/api/account/delete')
      .set('Authorization', `Bearer ${leaving.token}`)
      .send({ password: leaving.password })
      .expect(204);
    const after = await page(`/jewellery/${b}`);
    expect(after).not.toContain('Zofia');
    expect(after).toContain('Do zobaczenia');
    expect(await page(`/publication/${post}`)).toBe(keptPost);
  });

  it('a kept page goes out with the headers it was rendered with, a new request id, and the same answers to a 304, a HEAD and another site', async () => {
    const address = `/jewellery/${a}?lang=en`;
    const get = (headers: Record<string, string> = {}) =>
      request(t.http).get(address).set('Accept-Encoding', 'br').set(headers).buffer(true).expect(200);
    const steady = (res: request.Response) => {
      const { 'x-request-id': id, date: _date, ...rest } = res.headers;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      return rest;
    };
    await renameProduct(a, 'Kolczyki Wiosna');
    const rendered = await get();
    const first = await get();
    const again = await get();
    expect(rendered.headers['content-encoding']).toBe('br');
    expect(steady(first)).toEqual(steady(rendered));
    expect(steady(again)).toEqual(steady(rendered));
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(again.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(again.text).toBe(rendered.text);
    // Kept, not rendered again: a rename behind the shop's back does not show.
    await renameProduct(a, 'Kolczyki Lato');
    expect((await get()).text).toContain('Kolczyki Wiosna');

    const unchanged = await request(t.http)
      .get(address)
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', rendered.headers.etag)
      .expect(304);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    expect(unchanged.headers.etag).toBe(rendered.headers.etag);
    const head = await request(t.http).head(address).set('Accept-Encoding', 'br').expect(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers['content-security-policy']).toBe(rendered.headers['content-security-policy']);
    // Another site's script asking for the page gets CORS's answer, as before any page was kept.
    const cors = await get({ Origin: 'http://shop.test' });
    expect(cors.headers['access-control-allow-origin']).toBe('http://shop.test');
    expect(
      (await get({ Origin: 'http://elsewhere.test' })).headers['access-control-allow-origin'],
    ).toBeUndefined();
    expect((await get()).headers['access-control-allow-origin']).toBeUndefined();
    await renameProduct(a, 'Kolczyki Wiosna');
  });
});
