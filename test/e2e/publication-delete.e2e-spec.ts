import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { gql, LEAK, registerAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import { DeletePublicationOpDocument as DELETE, PublicationByIdDocument as PUBLICATION } from './gql/graphql';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An admin deletes a publication with its comments, their votes and its background, all or nothing. */
describe('deleting a publication', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let user: Awaited<ReturnType<typeof registerUser>>;
  let png: Buffer;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await registerAdmin(t);
    user = await registerUser(t);
    png = await sharp({ create: { width: 1500, height: 800, channels: 3, background: '#6b2737' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  /** The files of the background `image` names: each width in WebP and AVIF. */
  const backgroundFiles = (image: string) => {
    const folder = join(t.uploadDir, 'backgrounds');
    const base = image.replace(/-\d+\.webp$/, '');
    return existsSync(folder) ? readdirSync(folder).filter((name) => name.startsWith(`${base}-`)) : [];
  };

  /** A publication with an uploaded background, two comments and a vote on each. */
  const publicationWithEverything = async (title: string, image?: string) => {
    const background =
      image ??
      (
        await request(t.http)
          .post('/api/publications/backgrounds')
          .set(auth(admin.token))
          .attach('file', png, 'b.png')
          .expect(201)
      ).body.image;
    const { body } = await request(t.http)
      .post('/api/publications/create')
      .set(auth(admin.token))
      .send({ title, abstract: 'A', content: 'C', image: background })
      .expect(201);
    for (const content of ['First', 'Second']) {
      const comment = await request(t.http)
        .post(`/api/publications/${body.id}/comments`)
        .set(auth(user.token))
        .send({ content })
        .expect(201);
      await request(t.http)
        .post(`/api/comments/${comment.body.id}/vote`)
        .set(auth(admin.token))
        .send({ liked: true })
        .expect(200);
    }
    return { id: body.id as number, image: background as string };
  };

  const rowsOf = async (id: number) => ({
    publications: (await t.sql('SELECT id FROM publications WHERE id = $1', [id])).length,
    comments: (await t.sql('SELECT id FROM comments WHERE publication_id = $1', [id])).length,
    votes: (
      await t.sql(
        'SELECT v.comment_id FROM comment_votes v JOIN comments c ON c.id = v.comment_id WHERE c.publication_id = $1',
        [id],
      )
    ).length,
  });

  it('refuses visitors (401, UNAUTHENTICATED) and users (403, FORBIDDEN) on both APIs, and nothing goes', async () => {
    const { id, image } = await publicationWithEverything('Guarded');
    await request(t.http).delete(`/api/publications/${id}`).expect(401);
    await request(t.http).delete(`/api/publications/${id}`).set(auth(user.token)).expect(403);
    expect((await gql(t, DELETE, { id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(t, DELETE, { id }, user.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await rowsOf(id)).toEqual({ publications: 1, comments: 2, votes: 2 });
    expect(backgroundFiles(image)).toHaveLength(8);
    await request(t.http).get(`/api/publications/${id}`).expect(200);
  });

  it('REST: an admin deletes it; its comments, votes and background files are gone, and it answers 404 after (kept answers too)', async () => {
    const { id, image } = await publicationWithEverything('Over REST');
    expect(backgroundFiles(image).sort()).toEqual(
      [
        ...[320, 640, 1280].flatMap((width) =>
          ['avif', 'webp'].map((format) => image.replace('-1280.webp', `-${width}.${format}`)),
        ),
        image.replace('-1280.webp', '-1200.jpg'),
        image.replace('-1280.webp', '-1200sq.jpg'),
      ].sort(),
    );
    // Read anonymously first, so the server keeps these answers: the deletion must drop them.
    await request(t.http).get(`/api/publications/${id}`).expect(200);
    await request(t.http).get(`/api/publications/${id}/comments`).expect(200);
    const listed = await request(t.http).get('/api/publications').expect(200);
    expect(listed.body.publications.map((p: { id: number }) => p.id)).toContain(id);

    const deleted = await request(t.http)
      .delete(`/api/publications/${id}`)
      .set(auth(admin.token))
      .expect(200);
    expect(deleted.body).toEqual({ id });
    expect(await rowsOf(id)).toEqual({ publications: 0, comments: 0, votes: 0 });
    expect(backgroundFiles(image)).toEqual([]);
    await request(t.http).get(`/uploads/backgrounds/${image}`).expect(404);

    await request(t.http).get(`/api/publications/${id}`).expect(404);
    await request(t.http).get(`/api/publications/${id}/comments`).expect(404);
    const after = await request(t.http).get('/api/publications').expect(200);
    expect(after.body.publications.map((p: { id: number }) => p.id)).not.toContain(id);
    const again = await request(t.http).delete(`/api/publications/${id}`).set(auth(admin.token)).expect(404);
    expect(JSON.stringify(again.body)).not.toMatch(LEAK);
  });

  it('GraphQL: an admin deletes it with the same effects; NOT_FOUND after', async () => {
    const { id, image } = await publicationWithEverything('Over GraphQL');
    expect((await gql(t, PUBLICATION, { id })).data?.publication.title).toBe('Over GraphQL');
    expect((await gql(t, DELETE, { id }, admin.token)).data?.deletePublication).toBe(id);
    expect(await rowsOf(id)).toEqual({ publications: 0, comments: 0, votes: 0 });
    expect(backgroundFiles(image)).toEqual([]);
    expect((await gql(t, PUBLICATION, { id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(t, DELETE, { id }, admin.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    await request(t.http).delete('/api/publications/abc').set(auth(admin.token)).expect(400);
  });

  it('a background another publication still shows stays until the last one goes; a path or URL is never removed', async () => {
    const first = await publicationWithEverything('Shares a picture');
    const second = await publicationWithEverything('Shares it too', first.image);
    await request(t.http).delete(`/api/publications/${first.id}`).set(auth(admin.token)).expect(200);
    expect(backgroundFiles(first.image)).toHaveLength(8);
    await request(t.http).get(`/uploads/backgrounds/${first.image}`).expect(200);
    await request(t.http).delete(`/api/publications/${second.id}`).set(auth(admin.token)).expect(200);
    expect(backgroundFiles(first.image)).toEqual([]);

    // A product's picture used as a background by path belongs to the product.
    const kept = await publicationWithEverything('Points at another picture');
    const byPath = await publicationWithEverything('By path', `/uploads/backgrounds/${kept.image}`);
    await request(t.http).delete(`/api/publications/${byPath.id}`).set(auth(admin.token)).expect(200);
    expect(backgroundFiles(kept.image)).toHaveLength(8);
  });

  it('all or nothing: when the database refuses part of the deletion, the publication, its comments, votes and files all stay', async () => {
    const { id, image } = await publicationWithEverything('Survives a failure');
    await t.sql(
      `CREATE FUNCTION refuse_vote_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`,
    );
    await t.sql(
      `CREATE TRIGGER refuse_vote_delete BEFORE DELETE ON comment_votes FOR EACH ROW EXECUTE FUNCTION refuse_vote_delete()`,
    );
    try {
      const refused = await request(t.http).delete(`/api/publications/${id}`).set(auth(admin.token));
      expect(refused.status).toBe(500);
      expect(JSON.stringify(refused.body)).not.toMatch(LEAK);
      const overGraphql = await gql(t, DELETE, { id }, admin.token);
      expect(overGraphql.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(await rowsOf(id)).toEqual({ publications: 1, comments: 2, votes: 2 });
      expect(backgroundFiles(image)).toHaveLength(8);
      await request(t.http).get(`/api/publications/${id}`).expect(200);
    } finally {
      await t.sql('DROP TRIGGER refuse_vote_delete ON comment_votes');
      await t.sql('DROP FUNCTION refuse_vote_delete()');
    }
    await request(t.http).delete(`/api/publications/${id}`).set(auth(admin.token)).expect(200);
    expect(await rowsOf(id)).toEqual({ publications: 0, comments: 0, votes: 0 });
    expect(backgroundFiles(image)).toEqual([]);
  });

  it('after a comment is deleted, every kept copy counts one fewer at once (REST, GraphQL GET, the rendered page)', async () => {
    const { id } = await publicationWithEverything('Counted');
    const [first] = await t.sql<{ id: number }>(
      'SELECT id FROM comments WHERE publication_id = $1 ORDER BY id LIMIT 1',
      [id],
    );
    const query = `{ comments(on: PUBLICATION, id: ${id}) { total comments { id } } }`;
    const graphqlTotal = async () =>
      (
        await request(t.http)
          .get('/graphql')
          .query({ query })
          .set('apollo-require-preflight', 'true')
          .expect(200)
      ).body.data.comments.total as number;
    const restTotal = async () =>
      (await request(t.http).get(`/api/publications/${id}/comments`).expect(200)).headers['x-total-count'];
    const pageCount = async () => {
      const html = (
        await request(t.http).get(`/publication/${id}`).set('Accept-Encoding', 'identity').expect(200)
      ).text;
      return /comments__count">\((\d+)\)/.exec(html.replaceAll('<!-- -->', ''))?.[1];
    };
    // Read twice each, so each is an answer the server keeps.
    for (let i = 0; i < 2; i += 1) {
      expect(await graphqlTotal()).toBe(2);
      expect(await restTotal()).toBe('2');
      expect(await pageCount()).toBe('2');
    }
    await request(t.http)
      .delete(`/api/publications/${id}/comments/${first.id}`)
      .set(auth(admin.token))
      .expect(200);
    expect(await graphqlTotal()).toBe(1);
    expect(await restTotal()).toBe('1');
    expect(await pageCount()).toBe('1');
  });
});
