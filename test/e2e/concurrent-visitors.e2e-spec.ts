import sharp from 'sharp';
import request from 'supertest';
import { addProduct } from '../support/catalogue-factory';
import { gql, registerAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import {
  AddCommentOpDocument as ADD_COMMENT,
  CatalogueProductDocument as PRODUCT,
  CommentsOnDocument as COMMENTS,
  MeDocument as ME,
  VoteCommentOpDocument as VOTE,
} from './gql/graphql';

const USERS = 30;
const ROUNDS = 6;

/** A large photo that takes the encoder a while: noise does not compress. */
const largePhoto = (seed: number) =>
  sharp({
    create: {
      width: 2400,
      height: 3000,
      channels: 3,
      background: { r: 120 + seed, g: 80, b: 60 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

/**
 * Ordinary traffic while an admin's uploads encode, on either database: signed-in visitors voting,
 * asking who they are, reading a product and its comments. On the embedded database such traffic
 * once got other requests' rows (valid tokens answered 401, votes 404, reads 500): every answer here
 * must be a success, and each its caller's own.
 */
describe('concurrent visitors each get their own answers', () => {
  let t: TestApp;
  let admin: { id: number; token: string };
  let users: { id: number; name: string; token: string }[];
  let productId: number;
  let commentId: number;

  beforeAll(async () => {
    t = await startTestApp({ UPLOAD_MAX_FILE_BYTES: String(25 * 1024 * 1024) });
    await t.app.listen(0, '127.0.0.1');
    admin = await registerAdmin(t);
    users = [];
    for (let n = 0; n < USERS; n += 1) users.push(await registerUser(t));
    productId = await addProduct(t, { name: 'Kolczyki Złota Nić' });
    const comment = await gql(
      t,
      ADD_COMMENT,
      { on: 'PRODUCT' as never, id: productId, content: 'Piękne!' },
      admin.token,
    );
    commentId = Number(comment.data!.addComment.id);
  });
  afterAll(() => t.close());

  it('answers 30 users voting, asking who they are and reading while three large uploads encode, each with its own rows', async () => {
    const wrong: string[] = [];
    const photos = await Promise.all([0, 1, 2].map(largePhoto));

    const uploads = photos.map(async (photo, n) => {
      const res = await request(t.http)
        .post('/api/products/create')
        .set('Authorization', `Bearer ${admin.token}`)
        .field('name', `Naszyjnik ${n}`)
        .field('price', '320')
        .field('description', 'A necklace.')
        .field('descriptionpl', 'Naszyjnik.')
        .field('colorIds', '[3]')
        .field('categoryIds', '[2]')
        .attach('images', photo, `large-${n}.jpg`);
      if (res.status !== 201) wrong.push(`upload ${n}: ${res.status} ${JSON.stringify(res.body)}`);
    });

    const visitors = users.map(async (user, who) => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const [me, vote, product, comments] = await Promise.all([
          gql(t, ME, {}, user.token),
          gql(t, VOTE, { commentId, liked: (who + round) % 2 === 0 }, user.token),
          gql(t, PRODUCT, { id: productId }, user.token),
          gql(t, COMMENTS, { on: 'PRODUCT' as never, id: productId }, user.token),
        ]);
        for (const [what, answer] of Object.entries({ me, vote, product, comments })) {
          if (answer.status !== 200 || answer.errors)
            wrong.push(`user ${who} ${what}: ${answer.status} ${JSON.stringify(answer.errors)}`);
        }
        if (me.data?.me?.id !== user.id)
          wrong.push(`user ${who} asked who they are and was told ${JSON.stringify(me.data?.me)}`);
        if (vote.data && vote.data.voteComment.comment.id !== commentId)
          wrong.push(`user ${who} voted and got ${JSON.stringify(vote.data)}`);
        if (product.data && product.data.product?.id !== productId)
          wrong.push(`user ${who} read ${JSON.stringify(product.data)}`);
        if (comments.data && comments.data.comments.comments[0]?.id !== commentId)
          wrong.push(`user ${who} read comments ${JSON.stringify(comments.data)}`);
        const rest = await request(t.http)
          .get(`/api/products/${productId}`)
          .set('Authorization', `Bearer ${user.token}`);
        if (rest.status !== 200 || rest.body.id !== productId)
          wrong.push(`user ${who} REST product: ${rest.status} ${JSON.stringify(rest.body).slice(0, 200)}`);
      }
    });

    await Promise.all([...uploads, ...visitors]);
    expect(wrong).toEqual([]);

    // Every vote counted once: each user's last vote stands.
    const likes = users.filter((_, who) => (who + ROUNDS - 1) % 2 === 0).length;
    const [row] = await t.sql<{ likes: number; dislikes: number }>(
      'SELECT count(*) FILTER (WHERE liked)::int AS likes, count(*) FILTER (WHERE NOT liked)::int AS dislikes FROM comment_votes WHERE comment_id = $1',
      [commentId],
    );
    expect(row).toEqual({ likes, dislikes: USERS - likes });
    expect(await t.sql('SELECT id FROM products WHERE name_pl LIKE $1', ['Naszyjnik %'])).toHaveLength(3);
  });
});
