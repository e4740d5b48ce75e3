import request from 'supertest';
import { InsightsDocument as INSIGHTS } from './gql/graphql';
import { PageViewsService } from '../../server/src/insights/page-views.service';
import { addProduct } from '../support/catalogue-factory';
import { requireClientBuild } from '../support/client-build';
import { gql, registerAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';

/** A person's browser (robots and link previews are not counted). */
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SHOP_HOST = 'shop.test';

describe("insights without tracking: the maker's page views, arrivals and engagement", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let seen: number;
  let other: number;
  let post: number;
  beforeAll(async () => {
    requireClientBuild();
    t = await startTestApp();
    admin = await registerAdmin(t);
    seen = await addProduct(t, { name: 'Kolczyki Zorza', nameEn: 'Aurora earrings' });
    other = await addProduct(t, { name: 'Naszyjnik Noc', nameEn: 'Night necklace' });
    const created = await request(t.http)
      .post('/api/publications/create')
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ title: 'Jak powstaje sutasz', abstract: 'Krótko.', content: 'Treść.' })
      .expect(201);
    post = created.body.id;
  });
  afterAll(() => t?.close());

  const visit = (path: string, headers: Record<string, string> = {}) =>
    request(t.http)
      .get(path)
      .set({ 'User-Agent': BROWSER, Host: SHOP_HOST, ...headers });
  const insights = async (days = 7) =>
    (
      await request(t.http)
        .get(`/api/admin/insights?days=${days}`)
        .set('Authorization', `Bearer ${admin.token}`)
        .expect(200)
    ).body;

  it('counts a walk through the shop: pages sent (rendered or kept) and navigations within it, with the kind of site each visit came from', async () => {
    const first = await visit(`/jewellery/${seen}`, {
      Referer: 'https://l.instagram.com/?u=https%3A%2F%2Fshop.test%2Fjewellery',
    }).expect(200);
    // No cookie is set by counting (nor by the page).
    expect(first.headers['set-cookie']).toBeUndefined();
    // The same page again, now sent from the kept pages.
    await visit(`/jewellery/${seen}`, { Referer: 'https://www.google.pl/' }).expect(200);
    await visit(`/publication/${post}`).expect(200);
    // From the shop's own page: a view, but no arrival.
    await visit(`/jewellery/${other}`, { Referer: `http://${SHOP_HOST}/jewellery` }).expect(200);
    // Not people: a chat app's link preview, a crawler, a request without an agent; and no page.
    await visit(`/jewellery/${seen}`, {
      'User-Agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    }).expect(200);
    await visit(`/jewellery/${seen}`, {
      'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    }).expect(200);
    await request(t.http).get(`/jewellery/${seen}`).unset('User-Agent').expect(200);
    await visit('/jewellery/999999').expect(404);
    await visit('/jewellery').expect(200);
    // Navigations within the shop (the pages' beacon), the visit's first one with the host it came from.
    const beacon = await request(t.http)
      .post(`/api/insights/view?kind=product&id=${other}&arrived=1&from=pl.pinterest.com`)
      .expect(204);
    expect(beacon.headers['set-cookie']).toBeUndefined();
    await request(t.http).post(`/api/insights/view?kind=publication&id=${post}`).expect(204);
    // A visit that landed on a page the server does not count, arriving at a post from within the shop: a view, no arrival.
    await request(t.http)
      .post(`/api/insights/view?kind=publication&id=${post}&arrived=1&from=${SHOP_HOST}`)
      .set('Host', SHOP_HOST)
      .expect(204);

    const body = await insights();
    expect(body.days).toBe(7);
    expect(body.firstDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const byId = (list: { id: number; viewsByDay: number[] }[], id: number) =>
      list.find((item) => item.id === id)!;
    expect(byId(body.products, seen)).toMatchObject({ name: 'Kolczyki Zorza', views: 2 });
    expect(byId(body.products, other)).toMatchObject({ name: 'Naszyjnik Noc', views: 2 });
    expect(byId(body.publications, post)).toMatchObject({ name: 'Jak powstaje sutasz', views: 3 });
    // One number a day, today's last.
    expect(byId(body.products, seen).viewsByDay).toEqual([0, 0, 0, 0, 0, 0, 2]);
    expect(
      Object.fromEntries(body.referrers.map((r: { site: string; views: number }) => [r.site, r.views])),
    ).toEqual({
      'instagram.com': 1,
      google: 1,
      'pinterest.com': 1,
      direct: 1,
      'facebook.com': 0,
      other: 0,
    });
    // Most viewed first, the sites likewise.
    expect(body.referrers.map((r: { views: number }) => r.views)).toEqual([1, 1, 1, 1, 0, 0]);
    expect(byId((await insights(30)).products, seen).viewsByDay).toHaveLength(30);
    expect(byId((await insights(365)).products, seen).viewsByDay).toHaveLength(365);
  });

  it('counts what people did with each piece and post in the window, from what the shop already keeps', async () => {
    const user = await registerUser(t);
    const auth = { Authorization: `Bearer ${user.token}` };
    await request(t.http).post(`/api/products/${seen}/favourite`).set(auth).expect(200);
    await request(t.http).post(`/api/products/${seen}/rate`).set(auth).send({ rating: 5 }).expect(200);
    await request(t.http)
      .post(`/api/products/${seen}/comments`)
      .set(auth)
      .send({ content: 'Piękne!' })
      .expect(201);
    await request(t.http)
      .post(`/api/publications/${post}/comments`)
      .set(auth)
      .send({ content: 'Ciekawe.' })
      .expect(201);
    await request(t.http)
      .post(`/api/products/${seen}/enquiries`)
      .send({ name: 'Ewa', email: 'ewa@example.com', message: 'Czy są dostępne?', website: '' })
      .expect(201);
    // An order confirmed by its buyer and paid today, one left unconfirmed, and one paid before the window (by hand: the orders' own tests walk their states).
    const order = async (state: string, paidOn: string | null, confirmed: boolean, daysAgo = 0) => {
      const [{ id }] = await t.sql<{ id: number }>(
        `INSERT INTO orders (number, kind, state, product_id, product_name, name, email, phone, locale, delivery, price_grosze, delivery_grosze, access_salt, paid_on, created_at)
         VALUES ('SZ-2026-' || lpad((floor(random() * 900000) + 100000)::text, 6, '0'), 'RESERVATION', $1, $2, 'Naszyjnik Noc', 'Ala', 'ala@example.com', '+48600000000', 'pl', '{}', 10000, 1500, 'salt', $3::date, now() - make_interval(days => $4))
         RETURNING id`,
        [state, other, paidOn, daysAgo],
      );
      await t.sql(
        `INSERT INTO order_events (order_id, actor, from_state, to_state, detail) VALUES ($1, 'BUYER', NULL, 'AWAITING_CONFIRMATION', '{}')`,
        [id],
      );
      if (confirmed)
        await t.sql(
          `INSERT INTO order_events (order_id, actor, from_state, to_state, detail) VALUES ($1, 'BUYER', 'AWAITING_CONFIRMATION', 'AWAITING_PAYMENT', '{}')`,
          [id],
        );
    };
    await order('PAID', new Date().toISOString().slice(0, 10), true);
    await order('AWAITING_CONFIRMATION', null, false);
    await order('COMPLETED', '2020-01-02', true, 3000);

    const body = await insights();
    expect(body.products.find((item: { id: number }) => item.id === seen)).toMatchObject({
      favourites: 1,
      ratings: 1,
      comments: 1,
      enquiries: 1,
      reservations: 0,
      sales: 0,
    });
    expect(body.products.find((item: { id: number }) => item.id === other)).toMatchObject({
      favourites: 0,
      comments: 0,
      reservations: 1,
      sales: 1,
    });
    expect(body.publications.find((item: { id: number }) => item.id === post)).toMatchObject({
      comments: 1,
      favourites: 0,
    });

    // The GraphQL twin answers the same.
    const graph = await gql(t, INSIGHTS, { days: 7 }, admin.token);
    expect(graph.errors).toBeUndefined();
    expect(graph.data!.insights).toEqual(body);
  });

  it("keeps counters only: the tables' columns hold no personal datum", async () => {
    const columns = await t.sql<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_name IN ('page_views', 'referrer_views') ORDER BY table_name, ordinal_position`,
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
      'page_views.day',
      'page_views.kind',
      'page_views.target_id',
      'page_views.views',
      'referrer_views.day',
      'referrer_views.site',
      'referrer_views.views',
    ]);
    // What is kept of where visits came from is the bucket only: never an address.
    const sites = await t.sql<{ site: string }>(`SELECT DISTINCT site FROM referrer_views ORDER BY site`);
    expect(
      sites
        .map((row) => row.site)
        .every((site) =>
          ['instagram.com', 'facebook.com', 'pinterest.com', 'google', 'other', 'direct'].includes(site),
        ),
    ).toBe(true);
  });

  it('forgets the days no window shows: counters older than a year and a day go, a year ago stays', async () => {
    const kept = await addProduct(t, { name: 'Bransoleta Rok', nameEn: 'Year bracelet' });
    await t.sql(
      `INSERT INTO page_views (day, kind, target_id, views)
         SELECT (now() AT TIME ZONE 'Europe/Warsaw')::date - ago, 'product', $1, views FROM unnest(ARRAY[0, 364, 367], ARRAY[1, 3, 5]) AS v(ago, views)`,
      [kept],
    );
    await t.sql(
      `INSERT INTO referrer_views (day, site, views) VALUES ((now() AT TIME ZONE 'Europe/Warsaw')::date - 400, 'google', 7)`,
    );
    expect(await t.app.get(PageViewsService).prune()).toBe(2);
    const days = await t.sql<{ ago: number }>(
      `SELECT ((now() AT TIME ZONE 'Europe/Warsaw')::date - day) AS ago FROM page_views WHERE target_id = $1 ORDER BY day`,
      [kept],
    );
    expect(days.map((row) => row.ago)).toEqual([364, 0]);
    expect(
      await t.sql(
        `SELECT day FROM referrer_views WHERE (now() AT TIME ZONE 'Europe/Warsaw')::date - day > 366`,
      ),
    ).toEqual([]);
    // The year's window still shows its oldest day.
    const year = (await insights(365)).products.find((item: { id: number }) => item.id === kept);
    expect(year.views).toBe(4);
    expect(year.viewsByDay[0]).toBe(3);
  });

  it('answers admins only, and only for 7, 30 or 365 days', async () => {
    const user = await registerUser(t);
    await request(t.http).get('/api/admin/insights?days=7').expect(401);
    await request(t.http)
      .get('/api/admin/insights?days=7')
      .set('Authorization', `Bearer ${user.token}`)
      .expect(403);
    expect((await gql(t, INSIGHTS, { days: 7 }, user.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t, INSIGHTS, { days: 7 })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    for (const days of ['8', '0', '-7', 'week', '7.5']) {
      const refused = await request(t.http)
        .get(`/api/admin/insights?days=${days}`)
        .set('Authorization', `Bearer ${admin.token}`)
        .expect(400);
      expect(refused.body.fields).toEqual({ days: ['INVALID_VALUE'] });
    }
    const graph = await gql(t, INSIGHTS, { days: 14 }, admin.token);
    expect(graph.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // The beacon takes a piece or a post by id, and a host at most.
    await request(t.http).post('/api/insights/view?kind=user&id=1').expect(400);
    await request(t.http).post('/api/insights/view?kind=product&id=0').expect(400);
    await request(t.http)
      .post('/api/insights/view?kind=product&id=1&arrived=1&from=https%3A%2F%2Fevil.example%2Fpath')
      .expect(400);
    await request(t.http).post('/api/insights/view?kind=product&id=1&arrived=yes').expect(400);
  });
});
