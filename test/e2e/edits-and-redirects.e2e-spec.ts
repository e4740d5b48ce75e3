import sharp from 'sharp';
import request from 'supertest';
import { gql, registerAdmin, startTestApp, TestApp } from '../support/test-app';
import { UpdatePublicationOpDocument as UPDATE } from './gql/graphql';
import { requireClientBuild } from '../support/client-build';

/** Pages are rendered by the client's build (npm test builds it before these suites; test-server.mjs too). */
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const picture = (color: string) =>
  sharp({ create: { width: 700, height: 500, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/** Edits that send part of a publication, and addresses that try to send a visitor elsewhere. */
describe('partial edits and same-site redirects', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await registerAdmin(t);
  });
  afterAll(() => t.close());

  /** A publication with an uploaded background: its id, the stored file name and where it is served. */
  const withBackground = async () => {
    const upload = await request(t.http)
      .post('/api/publications/backgrounds')
      .set(auth(admin.token))
      .attach('file', await picture('#604020'), 'bg.jpg')
      .expect(201);
    const { image, imageUrl } = upload.body as { image: string; imageUrl: string };
    const created = await request(t.http)
      .post('/api/publications/create')
      .set(auth(admin.token))
      .send({ title: 'Jesień', abstract: 'Nowe kolory', content: 'Tekst', image })
      .expect(201);
    return { id: created.body.id as number, image, imageUrl };
  };

  describe('an edit that sends only a text keeps the picture', () => {
    it('on GraphQL: updatePublication(input: {titleEn})', async () => {
      const post = await withBackground();
      const res = await gql(t, UPDATE, { id: post.id, input: { titleEn: 'Autumn' } }, admin.token);
      expect(res.errors).toBeUndefined();
      const read = await request(t.http)
        .get(`/api/publications/${post.id}`)
        .set('Accept-Language', 'en')
        .expect(200);
      expect(read.body).toMatchObject({ title: 'Autumn', image: post.image, imageUrl: post.imageUrl });
      await request(t.http).get(post.imageUrl).expect(200);
    });

    it('on REST: PUT /api/publications/{id}/edit {title}', async () => {
      const post = await withBackground();
      const res = await request(t.http)
        .put(`/api/publications/${post.id}/edit`)
        .set(auth(admin.token))
        .send({ title: 'Jesień w Poznaniu' })
        .expect(200);
      expect(res.body).toMatchObject({
        title: 'Jesień w Poznaniu',
        abstract: 'Nowe kolory',
        image: post.image,
        imageUrl: post.imageUrl,
      });
      await request(t.http).get(post.imageUrl).expect(200);
    });

    it('a null image keeps it too; an empty one removes it, and its files with it', async () => {
      const post = await withBackground();
      const kept = await gql(
        t,
        UPDATE,
        { id: post.id, input: { titlePl: 'Jesień!', image: null } },
        admin.token,
      );
      expect(kept.errors).toBeUndefined();
      expect((await request(t.http).get(`/api/publications/${post.id}`).expect(200)).body.image).toBe(
        post.image,
      );
      const cleared = await request(t.http)
        .put(`/api/publications/${post.id}/edit`)
        .set(auth(admin.token))
        .send({ image: '' })
        .expect(200);
      expect(cleared.body).toMatchObject({ image: '', imageUrl: null, title: 'Jesień!' });
      await request(t.http).get(post.imageUrl).expect(404);
    });
  });

  describe('GET /preferences?next= goes back to a page of this site only, once normalised', () => {
    it.each([
      '/.//evil.example',
      '/..//evil.example',
      '/%2e%2e//evil.example',
      '/a/../..//evil.example/x',
      '/./\\evil.example',
    ])('next=%s goes home', async (next) => {
      const res = await request(t.http).get('/preferences').query({ theme: 'light', next }).expect(303);
      expect(res.headers.location).toBe('/');
    });

    it('a path with dots still goes back to the page it names (in the language chosen)', async () => {
      const res = await request(t.http)
        .get('/preferences')
        .query({ lang: 'en', next: '/blog/./../jewellery?colors=3' })
        .expect(303);
      expect(res.headers.location).toBe('/jewellery?colors=3&lang=en');
    });
  });

  it('reads a backslash in a page address as the separator browsers take it for', async () => {
    requireClientBuild();
    for (const path of ['/\\Evil.example/', '/\\evil.example', '/jewellery\\\\evil.example']) {
      const res = await request(t.http).get(path);
      expect([path, res.status, res.headers.location]).toEqual([
        path,
        301,
        expect.stringMatching(/^\/(?![/\\])/),
      ]);
    }
    expect((await request(t.http).get('/\\Evil.example/').expect(301)).headers.location).toBe(
      '/evil.example',
    );
  });
});
