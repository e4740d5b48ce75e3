import request from 'supertest';
import { addProduct } from '../support/catalogue-factory';
import { SCHEDULE_CHECK_MS, ScheduledPublishing } from '../../server/src/common/events/scheduled-publishing';
import { gql, registerAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const PRODUCT = `query DraftProduct($id: Int!) { product(id: $id) { id name draft } }`;
const PRODUCTS = `query DraftList($name: String) { products(name: $name, limit: 50) { total products { id } } }`;
const DRAFT_PRODUCTS = `query { draftProducts { id name draft } }`;
const PUBLICATION = `query DraftPost($id: Int!) { publication(id: $id) { id title draft } }`;
const PUBLICATIONS = `query { publications { publications { id } } }`;
const DRAFT_PUBLICATIONS = `query { draftPublications { id title draft } }`;
const UPDATE_PRODUCT = `mutation Publish($id: Int!, $draft: Boolean) { updateProduct(id: $id, input: { draft: $draft }) { id draft } }`;
const CREATE_POST = `mutation NewPost($input: PublicationInput!) { createPublication(input: $input) { id draft } }`;
const UPDATE_POST = `mutation EditPost($id: Int!, $input: PublicationInput!) { updatePublication(id: $id, input: $input) { id draft } }`;

/**
 * A draft piece or post is seen by admins only (its page, the admin panel's list); to a visitor
 * or a user it does not exist anywhere a piece or post can be read, over REST and GraphQL, in the
 * sitemap and the feed. Publishing and going back to draft are writes like any other: nothing kept
 * from before shows the old state.
 */
describe('drafts', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let user: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await registerAdmin(t);
    user = await registerUser(t);
  });
  afterAll(() => t.close());

  /** What a visitor (no token) and a user find of a product, everywhere it can be read. */
  async function productSeenByOthers(id: number, name: string) {
    const seen: Record<string, boolean> = {};
    for (const [who, token] of [
      ['visitor', undefined],
      ['user', user.token],
    ] as const) {
      const rest = request(t.http).get(`/api/products/${id}`);
      seen[`${who} rest`] = (await (token ? rest.set(auth(token)) : rest)).status === 200;
      const list = request(t.http).get(`/api/products?name=${encodeURIComponent(name)}`);
      seen[`${who} rest list`] = ((await (token ? list.set(auth(token)) : list)).body.products ?? []).some(
        (p: { id: number }) => p.id === id,
      );
      seen[`${who} graphql`] = Boolean((await gql(t, PRODUCT, { id }, token)).data?.product);
      seen[`${who} graphql list`] = (
        (await gql(t, PRODUCTS, { name }, token)).data?.products.products ?? []
      ).some((p: { id: number }) => p.id === id);
    }
    seen.page = (await request(t.http).get(`/jewellery/${id}`)).status === 200;
    seen.sitemap = (await request(t.http).get('/sitemap.xml').expect(200)).text.includes(
      `/jewellery/${id}</loc>`,
    );
    return seen;
  }
  const everywhere = (value: boolean) => ({
    'visitor rest': value,
    'visitor rest list': value,
    'visitor graphql': value,
    'visitor graphql list': value,
    'user rest': value,
    'user rest list': value,
    'user graphql': value,
    'user graphql list': value,
    page: value,
    sitemap: value,
  });

  it('a draft piece is absent for visitors and users (REST, GraphQL, lists, search, its page, sitemap, favourites, ratings, comments) and shown to admins', async () => {
    const name = 'Szkic kolczyków';
    const id = await addProduct(t, { name, draft: true });
    // Before anything else: read once by a visitor, so that a kept answer would show if publishing did not drop it.
    expect(await productSeenByOthers(id, name)).toEqual(everywhere(false));
    expect((await gql(t, PRODUCT, { id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    await request(t.http).post(`/api/products/${id}/favourite`).set(auth(user.token)).expect(404);
    await request(t.http)
      .post(`/api/products/${id}/rate`)
      .set(auth(user.token))
      .send({ rating: 5 })
      .expect(404);
    await request(t.http).get(`/api/products/${id}/comments`).expect(404);
    expect(
      await t.sql(
        'SELECT 1 FROM favourites WHERE product_id = $1 UNION ALL SELECT 1 FROM ratings WHERE product_id = $1',
        [id],
      ),
    ).toEqual([]);

    // The admin sees it on its page's reads and in the panel's list; no list of the shop shows it to her either.
    expect((await gql(t, PRODUCT, { id }, admin.token)).data?.product).toEqual({ id, name, draft: true });
    const rest = await request(t.http).get(`/api/products/${id}`).set(auth(admin.token)).expect(200);
    expect(rest.headers['cache-control']).toBe('no-store');
    expect((await gql(t, DRAFT_PRODUCTS, {}, admin.token)).data?.draftProducts).toContainEqual({
      id,
      name,
      draft: true,
    });
    expect((await gql(t, DRAFT_PRODUCTS, {}, user.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t, DRAFT_PRODUCTS, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // The admin's reading kept nothing a visitor is then given.
    await request(t.http).get(`/api/products/${id}`).expect(404);

    // Publishing (GraphQL) shows it everywhere at once; back to draft (REST) hides it again at once.
    expect((await gql(t, UPDATE_PRODUCT, { id, draft: false }, admin.token)).data?.updateProduct).toEqual({
      id,
      draft: false,
    });
    expect(await productSeenByOthers(id, name)).toEqual(everywhere(true));
    expect(
      (await gql(t, DRAFT_PRODUCTS, {}, admin.token)).data?.draftProducts.some(
        (p: { id: number }) => p.id === id,
      ),
    ).toBe(false);
    await request(t.http)
      .put(`/api/products/${id}/edit`)
      .set(auth(admin.token))
      .field('draft', 'true')
      .expect(200);
    expect(await productSeenByOthers(id, name)).toEqual(everywhere(false));
    await request(t.http)
      .put(`/api/products/${id}/edit`)
      .set(auth(admin.token))
      .field('draft', 'maybe')
      .expect(400);
  });

  it('the create paths publish at once unless asked for a draft; a favourite piece taken back to draft leaves the favourites', async () => {
    const published = await addProduct(t, { name: 'Opublikowany' });
    expect((await gql(t, PRODUCT, { id: published })).data?.product.draft).toBe(false);
    await request(t.http).post(`/api/products/${published}/favourite`).set(auth(user.token)).expect(200);
    const favourites = async () =>
      (await request(t.http).get(`/api/users/${user.id}/favourites`).set(auth(user.token)).expect(200)).body;
    expect(JSON.stringify(await favourites())).toContain(`"id":${published}`);
    const count = async () =>
      Number(
        (await request(t.http).get(`/api/users/${user.id}/favourites`).set(auth(user.token)).expect(200))
          .headers['x-total-count'],
      );
    const before = await count();
    await gql(t, UPDATE_PRODUCT, { id: published, draft: true }, admin.token);
    expect(JSON.stringify(await favourites())).not.toContain(`"id":${published}`);
    // Its length and the hearts' list leave it out too, and both have it back once it is published again.
    expect(await count()).toBe(before - 1);
    const hearts = async () =>
      (await gql<{ myFavouriteIds: number[] }>(t, `query { myFavouriteIds }`, undefined, user.token)).data
        ?.myFavouriteIds;
    expect(await hearts()).not.toContain(published);
    await gql(t, UPDATE_PRODUCT, { id: published, draft: false }, admin.token);
    expect(await count()).toBe(before);
    expect(JSON.stringify(await favourites())).toContain(`"id":${published}`);
    expect(await hearts()).toContain(published);
  });

  it('a draft post is absent for visitors and users (REST, GraphQL, the blog, the feed, the sitemap, its page) and shown to admins; publishing shows it', async () => {
    const created = await request(t.http)
      .post('/api/publications/create')
      .set(auth(admin.token))
      .send({ title: 'Szkic wpisu', abstract: 'Jeszcze nie', content: 'Treść', image: '', draft: true })
      .expect(201);
    const id: number = created.body.id;
    const seen = async () => {
      const result: Record<string, boolean> = {};
      for (const [who, token] of [
        ['visitor', undefined],
        ['user', user.token],
      ] as const) {
        const one = request(t.http).get(`/api/publications/${id}`);
        result[`${who} rest`] = (await (token ? one.set(auth(token)) : one)).status === 200;
        const list = request(t.http).get('/api/publications');
        result[`${who} rest list`] = JSON.stringify(
          (await (token ? list.set(auth(token)) : list)).body,
        ).includes(`"id":${id},`);
        result[`${who} graphql`] = Boolean((await gql(t, PUBLICATION, { id }, token)).data?.publication);
        result[`${who} graphql list`] = (
          (await gql(t, PUBLICATIONS, {}, token)).data?.publications.publications ?? []
        ).some((p: { id: number }) => p.id === id);
      }
      result.page = (await request(t.http).get(`/publication/${id}`)).status === 200;
      result.feed = (await request(t.http).get('/rss.xml').expect(200)).text.includes(
        `/publication/${id}</link>`,
      );
      result.sitemap = (await request(t.http).get('/sitemap.xml').expect(200)).text.includes(
        `/publication/${id}</loc>`,
      );
      return result;
    };
    // A post is also in the feed: everywhere a piece is, and there.
    const all = (value: boolean) => ({ ...everywhere(value), feed: value });
    expect(await seen()).toEqual(all(false));
    await request(t.http).get(`/api/publications/${id}/comments`).expect(404);
    expect((await gql(t, PUBLICATION, { id }, admin.token)).data?.publication).toEqual({
      id,
      title: 'Szkic wpisu',
      draft: true,
    });
    await request(t.http).get(`/api/publications/${id}`).set(auth(admin.token)).expect(200);
    expect((await gql(t, DRAFT_PUBLICATIONS, {}, admin.token)).data?.draftPublications).toContainEqual({
      id,
      title: 'Szkic wpisu',
      draft: true,
    });
    expect((await gql(t, DRAFT_PUBLICATIONS, {}, user.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    // An edit that does not name the state keeps it; publishing shows it everywhere at once.
    await request(t.http)
      .put(`/api/publications/${id}/edit`)
      .set(auth(admin.token))
      .send({ title: 'Szkic wpisu', abstract: 'Jeszcze nie', content: 'Treść 2' })
      .expect(200);
    expect((await gql(t, PUBLICATION, { id })).data?.publication).toBeUndefined();
    const input = { titlePl: 'Szkic wpisu', abstractPl: 'Już tak', contentPl: 'Treść', draft: false };
    expect((await gql(t, UPDATE_POST, { id, input }, admin.token)).data?.updatePublication).toEqual({
      id,
      draft: false,
    });
    expect(await seen()).toEqual(all(true));

    // GraphQL's create publishes at once by default, and keeps a draft when asked.
    const base = { titlePl: 'Nowy', abstractPl: 'Krótko', contentPl: 'Treść' };
    expect((await gql(t, CREATE_POST, { input: base }, admin.token)).data?.createPublication.draft).toBe(
      false,
    );
    const draft = (await gql(t, CREATE_POST, { input: { ...base, draft: true } }, admin.token)).data
      ?.createPublication;
    expect(draft.draft).toBe(true);
    expect((await gql(t, PUBLICATION, { id: draft.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
  it('a post is dated when it goes public: a draft published later comes first on the blog, a scheduled one takes its time, an edit keeps the date', async () => {
    const post = async (body: Record<string, unknown>) =>
      (
        await request(t.http)
          .post('/api/publications/create')
          .set(auth(admin.token))
          .send({ abstract: 'Krótko', content: 'Treść', ...body })
          .expect(201)
      ).body.id as number;
    const dateOf = async (id: number) =>
      new Date(
        (await t.sql<{ created_at: Date }>('SELECT created_at FROM publications WHERE id = $1', [id]))[0]
          .created_at,
      ).getTime();
    const draft = await post({ title: 'Pisany dziesięć dni temu', draft: true });
    await t.sql(`UPDATE publications SET created_at = now() - interval '10 days' WHERE id = $1`, [draft]);
    const meanwhile = await post({ title: 'Opublikowany w międzyczasie' });
    const before = Date.now();
    await request(t.http)
      .put(`/api/publications/${draft}/edit`)
      .set(auth(admin.token))
      .send({ draft: false })
      .expect(200);
    expect(await dateOf(draft)).toBeGreaterThanOrEqual(before - 1000);
    expect((await gql(t, PUBLICATIONS, {})).data?.publications.publications.slice(0, 2)).toEqual([
      { id: draft },
      { id: meanwhile },
    ]);
    // An edit of a public post keeps its date.
    const dated = await dateOf(draft);
    await request(t.http)
      .put(`/api/publications/${draft}/edit`)
      .set(auth(admin.token))
      .send({ content: 'Poprawiona treść' })
      .expect(200);
    expect(await dateOf(draft)).toBe(dated);
    // Scheduled, at create or by an edit: dated at its publish time.
    const at = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    at.setMilliseconds(0);
    expect(await dateOf(await post({ title: 'Zaplanowany', publishAt: at.toISOString() }))).toBe(
      at.getTime(),
    );
    const later = await post({ title: 'Szkic na później', draft: true });
    await request(t.http)
      .put(`/api/publications/${later}/edit`)
      .set(auth(admin.token))
      .send({ draft: false, publishAt: at.toISOString() })
      .expect(200);
    expect(await dateOf(later)).toBe(at.getTime());
  });

  it('the REST answers say whether a piece or post is a draft, as the OpenAPI document describes', async () => {
    const id = await addProduct(t, { name: 'Szkic w REST', draft: true });
    expect(
      (await request(t.http).get(`/api/products/${id}`).set(auth(admin.token)).expect(200)).body.draft,
    ).toBe(true);
    const published = await request(t.http)
      .put(`/api/products/${id}/edit`)
      .set(auth(admin.token))
      .field('draft', 'false')
      .expect(200);
    expect(published.body.product.draft).toBe(false);
    const list = (await request(t.http).get('/api/products?limit=50').expect(200)).body.products as {
      draft: boolean;
    }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.draft === false)).toBe(true);

    const post = await request(t.http)
      .post('/api/publications/create')
      .set(auth(admin.token))
      .send({ title: 'Szkic w REST', abstract: 'Krótko', content: 'Treść', image: '', draft: true })
      .expect(201);
    expect(post.body.draft).toBe(true);
    expect(
      (await request(t.http).get(`/api/publications/${post.body.id}`).set(auth(admin.token)).expect(200)).body
        .draft,
    ).toBe(true);
    const edited = await request(t.http)
      .put(`/api/publications/${post.body.id}/edit`)
      .set(auth(admin.token))
      .send({ title: 'Szkic w REST', abstract: 'Krótko', content: 'Treść', draft: false })
      .expect(200);
    expect(edited.body.draft).toBe(false);
    expect((await request(t.http).get(`/api/publications/${post.body.id}`).expect(200)).body.draft).toBe(
      false,
    );

    const schemas = (await request(t.http).get('/api/openapi.json').expect(200)).body.components.schemas;
    for (const answer of ['ProductAnswer', 'PublicationAnswer']) {
      expect(schemas[answer].properties.draft).toMatchObject({
        type: 'boolean',
        description: expect.stringContaining('draft'),
        examples: [false],
      });
      expect(schemas[answer].examples[0].draft).toBe(false);
    }
  });
  it("a piece or post given a later publish time is the admins' alone until then, and public from then on without anyone acting, kept answers too", async () => {
    const name = 'Zaplanowane kolczyki';
    const id = await addProduct(t, { name });
    const soon = () => new Date(Date.now() + 3_600_000).toISOString();
    const at = soon();
    const scheduled = await request(t.http)
      .put(`/api/products/${id}/edit`)
      .set(auth(admin.token))
      .field('publishAt', at)
      .expect(200);
    expect(scheduled.body.product).toMatchObject({ draft: false, publishAt: at });
    // Read (and kept) by visitors before the time: absent everywhere, as a draft is.
    expect(await productSeenByOthers(id, name)).toEqual(everywhere(false));
    expect(
      (await request(t.http).get(`/api/products/${id}`).set(auth(admin.token)).expect(200)).body.publishAt,
    ).toBe(at);
    const listed = (await gql(t, `query { draftProducts { id draft publishAt } }`, {}, admin.token)).data
      ?.draftProducts;
    expect(listed).toContainEqual({ id, draft: false, publishAt: at });

    // A post scheduled over GraphQL; an unreadable time is refused on both APIs.
    const postAt = soon();
    const post = (
      await gql(
        t,
        CREATE_POST,
        {
          input: {
            titlePl: 'Zaplanowany wpis',
            abstractPl: 'Wkrótce',
            contentPl: 'Treść',
            publishAt: postAt,
          },
        },
        admin.token,
      )
    ).data?.createPublication;
    expect(post.draft).toBe(false);
    await request(t.http).get(`/api/publications/${post.id}`).expect(404);
    const blog = async () =>
      JSON.stringify((await request(t.http).get('/api/publications').expect(200)).body).includes(
        `"id":${post.id},`,
      );
    expect(await blog()).toBe(false);
    expect((await request(t.http).get('/rss.xml').expect(200)).text).not.toContain(
      `/publication/${post.id}</link>`,
    );
    const refused = await request(t.http)
      .put(`/api/publications/${post.id}/edit`)
      .set(auth(admin.token))
      .send({ publishAt: 'soon' })
      .expect(400);
    expect(JSON.stringify(refused.body)).toContain('publishAt');
    await request(t.http)
      .put(`/api/products/${id}/edit`)
      .set(auth(admin.token))
      .field('publishAt', 'tomorrow')
      .expect(400);

    // The time comes (the database's clock moved on, as nothing is written when it does), and the shop's
    // next look (every few seconds; called here rather than waited for) drops what was kept.
    await t.sql(`UPDATE products SET publish_at = now() - interval '5 milliseconds' WHERE id = $1`, [id]);
    await t.sql(`UPDATE publications SET publish_at = now() - interval '5 milliseconds' WHERE id = $1`, [
      post.id,
    ]);
    expect(await t.app.get(ScheduledPublishing).check()).toBeGreaterThanOrEqual(2);
    expect(SCHEDULE_CHECK_MS).toBeLessThanOrEqual(60_000);
    expect(await productSeenByOthers(id, name)).toEqual(everywhere(true));
    expect((await request(t.http).get(`/api/publications/${post.id}`).expect(200)).body).toMatchObject({
      draft: false,
      publishAt: expect.any(String),
    });
    expect(await blog()).toBe(true);
    expect((await request(t.http).get('/rss.xml').expect(200)).text).toContain(
      `/publication/${post.id}</link>`,
    );
    expect(
      (await gql(t, DRAFT_PRODUCTS, {}, admin.token)).data?.draftProducts.some(
        (p: { id: number }) => p.id === id,
      ),
    ).toBe(false);
    // Looked at again, nothing new is announced.
    expect(await t.app.get(ScheduledPublishing).check()).toBe(0);

    // A time further on hides it again until then; clearing the time (an empty value) shows it at once.
    await request(t.http)
      .put(`/api/products/${id}/edit`)
      .set(auth(admin.token))
      .field('publishAt', '2099-01-01T00:00:00Z')
      .expect(200);
    await request(t.http).get(`/api/products/${id}`).expect(404);
    const cleared = await request(t.http)
      .put(`/api/products/${id}/edit`)
      .set(auth(admin.token))
      .field('publishAt', '')
      .expect(200);
    expect(cleared.body.product.publishAt).toBeNull();
    await request(t.http).get(`/api/products/${id}`).expect(200);
  });
});
