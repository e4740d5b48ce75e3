import request from 'supertest';
import { addProduct } from '../support/catalogue-factory';
import { gql, LEAK, registerAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import {
  AddCommentOpDocument as ADD,
  CommentsOnDocument as COMMENTS,
  DeleteCommentOpDocument as DELETE,
  MyCommentsOpDocument as MY_COMMENTS,
  MyVotesOpDocument as MY_VOTES,
  RemoveCommentVoteOpDocument as UNVOTE,
  VoteCommentOpDocument as VOTE,
} from './gql/graphql';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('comments and votes', () => {
  let t: TestApp;
  let productId: number;
  let publicationId: number;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await registerAdmin(t);
    productId = await addProduct(t, { name: 'Kolczyki' });
    [{ id: publicationId }] = await t.sql<{ id: number }>(
      `INSERT INTO publications (title_pl, abstract_pl, content_pl) VALUES ('Post', 'A', 'C') RETURNING id`,
    );
  });
  afterAll(() => t.close());

  const comment = async (token: string, path: string, content = 'Piękne!') =>
    (await request(t.http).post(`/api/${path}/comments`).set(auth(token)).send({ content }).expect(201)).body;

  it('users comment on products and publications (REST and GraphQL); the answer has the spec’s fields; text is kept as written', async () => {
    const ola = await registerUser(t, {
      name: 'Ola',
      email: `ola.${Date.now()}@shop.test`,
      password: 'Soutache-ola-2026!',
    });
    const onProduct = await comment(ola.token, `products/${productId}`, '  Line one\r\nline <b>two</b>  ');
    expect(onProduct).toEqual({
      id: expect.any(Number),
      content: 'Line one\nline <b>two</b>',
      authorName: 'Ola',
      byMaker: false,
      createdAt: expect.any(String),
      likes: 0,
      dislikes: 0,
    });
    const onPublication = await gql(
      t,
      ADD,
      { on: 'PUBLICATION', id: publicationId, content: 'Czekam na więcej' },
      ola.token,
    );
    expect(onPublication.data?.addComment).toMatchObject({
      content: 'Czekam na więcej',
      authorName: 'Ola',
      likes: 0,
      dislikes: 0,
    });
    const listed = await request(t.http).get(`/api/products/${productId}/comments`).expect(200);
    expect(listed.body).toEqual([onProduct]);
    const viaGraphql = await gql(t, COMMENTS, { on: 'PUBLICATION', id: publicationId });
    expect(viaGraphql.data?.comments.comments.map((c) => c.content)).toEqual(['Czekam na więcej']);
    expect(viaGraphql.data?.comments.total).toBe(1);
    expect(
      (await request(t.http).get(`/api/publications/${publicationId}/comments`).expect(200)).body[0]
        .authorName,
    ).toBe('Ola');
  });

  it("marks the maker's comments as hers on both APIs, from the admin flag, not from the name", async () => {
    const fromMaker = await comment(admin.token, `products/${productId}`, 'Dziękuję!');
    expect(fromMaker).toMatchObject({ authorName: admin.name, byMaker: true });
    const listed = (await request(t.http).get(`/api/products/${productId}/comments?limit=100`).expect(200))
      .body as { id: number; byMaker: boolean }[];
    expect(listed.find((c) => c.id === fromMaker.id)?.byMaker).toBe(true);
    expect(listed.filter((c) => c.id !== fromMaker.id).every((c) => c.byMaker === false)).toBe(true);
    const viaGraphql = await gql(t, COMMENTS, { on: 'PRODUCT', id: productId, limit: 100 });
    expect(viaGraphql.data?.comments.comments.find((c) => c.id === fromMaker.id)?.byMaker).toBe(true);
    const added = await gql(
      t,
      ADD,
      { on: 'PUBLICATION', id: publicationId, content: 'Od twórczyni' },
      admin.token,
    );
    expect(added.data?.addComment.byMaker).toBe(true);
  });

  it('answers comments a page at a time, oldest first, with how many there are (GraphQL total, REST X-Total-Count)', async () => {
    const writer = await registerUser(t);
    const piece = await addProduct(t, { name: 'Naszyjnik' });
    for (let n = 1; n <= 12; n++) {
      await t.sql(
        `INSERT INTO comments (content, author_id, product_id, created_at) VALUES ($1, $2, $3, now() - make_interval(mins => $4))`,
        [`Comment ${n}`, writer.id, piece, 100 - n],
      );
    }
    const first = await gql(t, COMMENTS, { on: 'PRODUCT', id: piece });
    expect(first.data?.comments.total).toBe(12);
    expect(first.data?.comments.comments.map((c) => c.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Comment ${i + 1}`),
    );
    const next = await gql(t, COMMENTS, { on: 'PRODUCT', id: piece, offset: 10, limit: 10 });
    expect(next.data?.comments.comments.map((c) => c.content)).toEqual(['Comment 11', 'Comment 12']);
    expect(
      (await gql(t, COMMENTS, { on: 'PRODUCT', id: piece, limit: 101 })).errors?.[0].extensions?.code,
    ).toBe('BAD_USER_INPUT');

    const rest = await request(t.http).get(`/api/products/${piece}/comments?offset=2&limit=3`).expect(200);
    expect(rest.body.map((c: { content: string }) => c.content)).toEqual([
      'Comment 3',
      'Comment 4',
      'Comment 5',
    ]);
    expect(rest.headers['x-total-count']).toBe('12');
    const whole = await request(t.http).get(`/api/products/${piece}/comments`).expect(200);
    expect(whole.body).toHaveLength(12);
    await request(t.http).get(`/api/products/${piece}/comments?limit=1000`).expect(400);
    const empty = await request(t.http).get(`/api/products/${piece}/comments?offset=50`).expect(200);
    expect([empty.body, empty.headers['x-total-count']]).toEqual([[], '12']);
  });

  it('refuses blank comments (400), anonymous writers (401) and unknown targets (404); nothing is stored', async () => {
    const user = await registerUser(t);
    for (const content of ['', '   ', '\n\t\n', '\u00a0']) {
      const res = await request(t.http)
        .post(`/api/products/${productId}/comments`)
        .set(auth(user.token))
        .send({ content })
        .expect(400);
      expect(res.body.fields).toEqual({ content: ['REQUIRED'] });
    }
    await request(t.http)
      .post(`/api/products/${productId}/comments`)
      .set(auth(user.token))
      .send({})
      .expect(400);
    expect(
      (await gql(t, ADD, { on: 'PRODUCT', id: productId, content: '  ' }, user.token)).errors?.[0].extensions
        ?.code,
    ).toBe('BAD_USER_INPUT');
    await request(t.http).post(`/api/products/${productId}/comments`).send({ content: 'hi' }).expect(401);
    expect(
      (await gql(t, ADD, { on: 'PRODUCT', id: productId, content: 'hi' })).errors?.[0].extensions?.code,
    ).toBe('UNAUTHENTICATED');
    for (const path of ['/api/products/999999/comments', '/api/publications/999999/comments']) {
      const posted = await request(t.http).post(path).set(auth(user.token)).send({ content: 'hi' });
      expect([path, posted.status]).toEqual([path, 404]);
      expect(JSON.stringify(posted.body)).not.toMatch(LEAK);
      await request(t.http).get(path).expect(404);
    }
    expect((await gql(t, COMMENTS, { on: 'PUBLICATION', id: 999999 })).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(await t.sql('SELECT 1 FROM comments WHERE author_id = $1', [user.id])).toEqual([]);
  });

  it("an admin deletes anyone's comment on either target (REST and GraphQL); a comment on another target is 404", async () => {
    const user = await registerUser(t);
    const onProduct = await comment(user.token, `products/${productId}`);
    const onPublication = await comment(user.token, `publications/${publicationId}`);
    await request(t.http).delete(`/api/products/${productId}/comments/${onProduct.id}`).expect(401);
    expect((await gql(t, DELETE, { id: onProduct.id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    await request(t.http)
      .delete(`/api/publications/${publicationId}/comments/${onProduct.id}`)
      .set(auth(admin.token))
      .expect(404);
    await request(t.http)
      .delete(`/api/products/${productId}/comments/${onProduct.id}`)
      .set(auth(admin.token))
      .expect(200, { id: onProduct.id });
    await request(t.http)
      .delete(`/api/products/${productId}/comments/${onProduct.id}`)
      .set(auth(admin.token))
      .expect(404);
    expect((await gql(t, DELETE, { id: onPublication.id }, admin.token)).data?.deleteComment).toBe(
      onPublication.id,
    );
    expect(
      await t.sql('SELECT 1 FROM comments WHERE id = ANY($1)', [[onProduct.id, onPublication.id]]),
    ).toEqual([]);
  });

  it("its author deletes her own comment with its votes (REST and GraphQL), and the count follows; another user's comment is refused (403, FORBIDDEN) and stays", async () => {
    const ola = await registerUser(t);
    const ewa = await registerUser(t);
    const piece = await addProduct(t, { name: 'Bransoletka' });
    const olas = await comment(ola.token, `products/${piece}`, 'Mój pierwszy');
    const ewas = await comment(ewa.token, `products/${piece}`, 'Od Ewy');
    const olasPost = await comment(ola.token, `publications/${publicationId}`, 'Pod wpisem');
    await request(t.http)
      .post(`/api/comments/${olas.id}/vote`)
      .set(auth(ewa.token))
      .send({ liked: true })
      .expect(200);

    // Which comments are hers: the ones she may delete, asked for a page at once.
    expect(
      (await gql(t, MY_COMMENTS, { commentIds: [ewas.id, olas.id, olasPost.id, 999999] }, ola.token)).data
        ?.myComments,
    ).toEqual([olas.id, olasPost.id].sort((a, b) => a - b));
    expect((await gql(t, MY_COMMENTS, { commentIds: [olas.id] })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );

    const refused = await request(t.http)
      .delete(`/api/products/${piece}/comments/${ewas.id}`)
      .set(auth(ola.token))
      .expect(403);
    expect(JSON.stringify(refused.body)).not.toMatch(LEAK);
    expect((await gql(t, DELETE, { id: ewas.id }, ola.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await request(t.http).delete(`/api/products/${piece}/comments/999999`).set(auth(ola.token)).expect(404);
    expect((await gql(t, DELETE, { id: 999999 }, ola.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');

    await request(t.http)
      .delete(`/api/products/${piece}/comments/${olas.id}`)
      .set(auth(ola.token))
      .expect(200, { id: olas.id });
    expect((await gql(t, DELETE, { id: olasPost.id }, ola.token)).data?.deleteComment).toBe(olasPost.id);
    const listed = await request(t.http).get(`/api/products/${piece}/comments`).expect(200);
    expect([listed.body.map((c: { content: string }) => c.content), listed.headers['x-total-count']]).toEqual(
      [['Od Ewy'], '1'],
    );
    expect((await gql(t, COMMENTS, { on: 'PRODUCT', id: piece })).data?.comments.total).toBe(1);
    expect(await t.sql('SELECT 1 FROM comment_votes WHERE comment_id = $1', [olas.id])).toEqual([]);
    expect(
      await t.sql('SELECT id FROM comments WHERE id = ANY($1)', [[olas.id, ewas.id, olasPost.id]]),
    ).toEqual([{ id: ewas.id }]);
  });

  it('a comment on a piece turned draft is not found for its author, so not deletable, while an admin still sees and deletes it', async () => {
    const ola = await registerUser(t);
    const piece = await addProduct(t, { name: 'Wisior' });
    const olas = await comment(ola.token, `products/${piece}`, 'Zanim zniknął');
    await t.sql('UPDATE products SET draft = true WHERE id = $1', [piece]);
    await request(t.http)
      .delete(`/api/products/${piece}/comments/${olas.id}`)
      .set(auth(ola.token))
      .expect(404);
    await request(t.http)
      .delete(`/api/products/${piece}/comments/${olas.id}`)
      .set(auth(admin.token))
      .expect(200, { id: olas.id });
  });

  it('votes follow spec §4: like, the same again removes it, the opposite switches, with the counts (REST)', async () => {
    const author = await registerUser(t);
    const voter = await registerUser(t);
    const other = await registerUser(t);
    const { id } = await comment(author.token, `products/${productId}`);
    const vote = (token: string, liked: boolean) =>
      request(t.http).post(`/api/comments/${id}/vote`).set(auth(token)).send({ liked }).expect(200);
    const status = async (token: string) =>
      (await request(t.http).get(`/api/comments/${id}/vote`).set(auth(token)).expect(200)).body;
    const counts = async () => {
      const [c] = (await request(t.http).get(`/api/products/${productId}/comments`).expect(200)).body.filter(
        (x: { id: number }) => x.id === id,
      );
      return [c.likes, c.dislikes];
    };
    expect(await status(voter.token)).toEqual({ liked: null });
    expect((await vote(voter.token, true)).body).toEqual({ liked: true, likes: 1, dislikes: 0 });
    expect(await status(voter.token)).toEqual({ liked: true });
    // The same vote again: the client removes it.
    expect(
      (await request(t.http).delete(`/api/comments/${id}/vote`).set(auth(voter.token)).expect(200)).body,
    ).toEqual({ liked: null, likes: 0, dislikes: 0 });
    expect(await counts()).toEqual([0, 0]);
    await vote(voter.token, true);
    await vote(other.token, true);
    expect(await counts()).toEqual([2, 0]);
    // The opposite vote switches it.
    expect((await vote(voter.token, false)).body).toEqual({ liked: false, likes: 1, dislikes: 1 });
    expect(await status(voter.token)).toEqual({ liked: false });
    expect((await vote(voter.token, false)).body).toEqual({ liked: false, likes: 1, dislikes: 1 });
    await request(t.http).delete(`/api/comments/${id}/vote`).set(auth(other.token)).expect(200);
    expect(await counts()).toEqual([0, 1]);
    await request(t.http).post(`/api/comments/${id}/vote`).send({ liked: true }).expect(401);
    await request(t.http).get(`/api/comments/${id}/vote`).expect(401);
    for (const liked of ['yes', 1, null])
      await request(t.http)
        .post(`/api/comments/${id}/vote`)
        .set(auth(voter.token))
        .send({ liked })
        .expect(400);
  });

  it('votes over GraphQL answer the comment with its counts; the caller’s votes come in one query', async () => {
    const author = await registerUser(t);
    const voter = await registerUser(t);
    const first = await comment(author.token, `publications/${publicationId}`, 'first');
    const second = await comment(author.token, `publications/${publicationId}`, 'second');
    const liked = await gql(t, VOTE, { commentId: first.id, liked: true }, voter.token);
    expect(liked.data?.voteComment).toEqual({
      liked: true,
      comment: { id: first.id, likes: 1, dislikes: 0 },
    });
    const disliked = await gql(t, VOTE, { commentId: second.id, liked: false }, voter.token);
    expect(disliked.data?.voteComment.comment).toEqual({ id: second.id, likes: 0, dislikes: 1 });
    const mine = await gql(t, MY_VOTES, { commentIds: [first.id, second.id, 999999] }, voter.token);
    expect(mine.data?.myVotes).toEqual([
      { commentId: first.id, liked: true },
      { commentId: second.id, liked: false },
      { commentId: 999999, liked: null },
    ]);
    const switched = await gql(t, VOTE, { commentId: first.id, liked: false }, voter.token);
    expect(switched.data?.voteComment.comment).toEqual({ id: first.id, likes: 0, dislikes: 1 });
    const removed = await gql(t, UNVOTE, { commentId: first.id }, voter.token);
    expect(removed.data?.removeCommentVote).toEqual({
      liked: null,
      comment: { id: first.id, likes: 0, dislikes: 0 },
    });
    expect((await gql(t, MY_VOTES, { commentIds: [first.id] })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('20 concurrent votes by one user leave one vote; unknown comments are 404', async () => {
    const author = await registerUser(t);
    const voter = await registerUser(t);
    const { id } = await comment(author.token, `products/${productId}`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(t.http)
          .post(`/api/comments/${id}/vote`)
          .set(auth(voter.token))
          .send({ liked: i % 2 === 0 }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const rows = await t.sql('SELECT liked FROM comment_votes WHERE comment_id = $1', [id]);
    expect(rows).toHaveLength(1);
    const [c] = (await request(t.http).get(`/api/products/${productId}/comments`)).body.filter(
      (x: { id: number }) => x.id === id,
    );
    expect(c.likes + c.dislikes).toBe(1);
    for (const [method, path] of [
      ['get', '/api/comments/999999/vote'],
      ['post', '/api/comments/999999/vote'],
      ['delete', '/api/comments/999999/vote'],
    ] as const) {
      const res = await request(t.http)[method](path).set(auth(voter.token)).send({ liked: true });
      expect([path, res.status]).toEqual([path, 404]);
      expect(JSON.stringify(res.body)).not.toMatch(LEAK);
    }
    expect(
      (await gql(t, VOTE, { commentId: 999999, liked: true }, voter.token)).errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('deleting a comment removes its votes; deleting a product removes its comments', async () => {
    const user = await registerUser(t);
    const piece = await addProduct(t, { name: 'Broszka', price: 10 });
    const { id } = await comment(user.token, `products/${piece}`);
    await request(t.http)
      .post(`/api/comments/${id}/vote`)
      .set(auth(user.token))
      .send({ liked: true })
      .expect(200);
    await t.sql('DELETE FROM products WHERE id = $1', [piece]);
    expect(await t.sql('SELECT 1 FROM comments WHERE id = $1', [id])).toEqual([]);
    expect(await t.sql('SELECT 1 FROM comment_votes WHERE comment_id = $1', [id])).toEqual([]);
  });
});

describe('the comment rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_COMMENTS: '2' });
    await t.sql(
      `INSERT INTO publications (id, title_pl, abstract_pl, content_pl) VALUES (1, 'Post', 'A', 'C')`,
    );
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the limit, per user and over both APIs; other users still comment', async () => {
    const fast = await registerUser(t);
    const calm = await registerUser(t);
    const post = (token: string) =>
      request(t.http).post('/api/publications/1/comments').set(auth(token)).send({ content: 'again' });
    expect((await post(fast.token)).status).toBe(201);
    expect((await post(fast.token)).status).toBe(201);
    const limited = await post(fast.token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const viaGraphql = await gql(t, ADD, { on: 'PUBLICATION', id: 1, content: 'more' }, fast.token);
    expect(viaGraphql.errors?.[0].extensions).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfter: expect.any(Number),
    });
    expect((await post(calm.token)).status).toBe(201);
    expect(await t.sql('SELECT 1 FROM comments WHERE author_id = $1', [fast.id])).toHaveLength(2);
  });
});
