import request from 'supertest';
import { gql, registerAdmin, startTestApp, TestApp } from '../support/test-app';

/** A paragraph of Polish Markdown, repeated to the documented limit of 40,000 characters. */
const longText = (n: number) =>
  `## Wpis ${n}\n\n${'Sutasz, źródło: **ręcznie** szyte kolczyki. '.repeat(900)}`.slice(0, 40_000);

/** What one anonymous request may make the server read, render and send when the blog is full of long posts. */
describe('a list carries what a list shows', () => {
  let t: TestApp;
  const POSTS = 40;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await registerAdmin(t);
    for (let n = 0; n < POSTS; n += 1) {
      await t.sql(
        `INSERT INTO publications (title_pl, title_en, abstract_pl, abstract_en, content_pl, content_en, author_id, created_at)
         VALUES ($1, $1, 'Skrót', 'Abstract', $2, $2, $3, now() - make_interval(mins => $4))`,
        [`Wpis ${n}`, longText(n), admin.id, n],
      );
    }
  });
  afterAll(() => t.close());

  describe('REST: each item carries its whole content and HTML, so a page holds six', () => {
    it('refuses a page of more than six with its reason, and answers six whole posts in well under a megabyte', async () => {
      const refused = await request(t.http).get('/api/publications?limit=100').expect(400);
      expect(refused.body.fields).toEqual({ limit: ['TOO_LARGE'] });
      const page = await request(t.http).get('/api/publications?limit=6&offset=6').expect(200);
      expect(page.body.publications).toHaveLength(6);
      expect(page.body.total).toBe(POSTS);
      expect(page.body.publications[0]).toMatchObject({
        title: 'Wpis 6',
        content: longText(6),
        contentHtml: expect.stringContaining('<h2>Wpis 6</h2>'),
      });
      expect(Buffer.byteLength(page.text)).toBeLessThan(1024 * 1024);
    });

    it('keeps one answer whatever made-up parameters a caller adds, in whatever order', async () => {
      const first = await request(t.http).get('/api/publications?limit=2&offset=1').expect(200);
      // A row written behind the shop's back: a kept answer does not see it, a computed one does.
      await t.sql(`INSERT INTO publications (title_pl, abstract_pl, content_pl) VALUES ('Ukryty', 'x', 'x')`);
      for (const query of [
        'offset=1&limit=2&cachebuster=1',
        'limit=2&utm_source=x&offset=1',
        '_=123&offset=1&limit=2&fbclid=abc',
      ]) {
        const again = await request(t.http).get(`/api/publications?${query}`).expect(200);
        expect([query, again.body.total]).toEqual([query, first.body.total]);
      }
      // A parameter the list reads still makes its own answer.
      expect((await request(t.http).get('/api/publications?limit=2&offset=2').expect(200)).body.total).toBe(
        first.body.total + 1,
      );
    });
  });

  describe('GraphQL: the contents are read and rendered only when asked for, for a few posts at a time', () => {
    it('answers a page of a hundred titles small, without the contents', async () => {
      const res = await request(t.http)
        .post('/graphql')
        .send({
          query:
            '{ publications(limit: 100) { total publications { id title abstract imageUrl createdAt } } }',
        })
        .expect(200);
      expect(res.body.data.publications.publications).toHaveLength(Math.min(100, POSTS + 1));
      expect(Buffer.byteLength(res.text)).toBeLessThan(50 * 1024);
    });

    it('refuses a page of a hundred whole posts by its cost, and answers six', async () => {
      const whole = (limit: number) =>
        `{ publications(limit: ${limit}) { publications { id content contentHtml } } }`;
      const refused = await gql(t, whole(100));
      expect(refused.status).toBe(400);
      expect(refused.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const six = await gql(t, whole(6));
      expect(six.errors).toBeUndefined();
      expect(six.data?.publications.publications).toHaveLength(6);
      expect(six.data?.publications.publications[5].contentHtml).toContain('<strong>ręcznie</strong>');
      // Aliases of one post are counted alike.
      const aliases = `{ ${Array.from({ length: 10 }, (_, i) => `p${i}: publication(id: 1) { content contentHtml }`).join(' ')} }`;
      expect((await gql(t, aliases)).status).toBe(400);
    });

    it('keeps one answer for a query sent with made-up parameters in the address or the body', async () => {
      const query = '{ publications(limit: 3) { total } }';
      const first = await request(t.http).post('/graphql').send({ query }).expect(200);
      await t.sql(
        `INSERT INTO publications (title_pl, abstract_pl, content_pl) VALUES ('Ukryty 2', 'x', 'x')`,
      );
      const withParameter = await request(t.http).post('/graphql?nocache=1').send({ query }).expect(200);
      const withField = await request(t.http)
        .post('/graphql')
        .send({ query, nocache: Date.now() })
        .expect(200);
      expect([withParameter.body, withField.body]).toEqual([first.body, first.body]);
    });
  });
});
