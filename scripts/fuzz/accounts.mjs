// The fuzz's callers and what it knows of the shop: the user's and the admin's tokens (signed in again
// if they ever stop working), throwaway accounts for the calls that end a session, the ids of what
// exists (so most calls hit a real product, post, comment), and valid writes that keep the reads fed.
import { ADMIN } from './servers.mjs';
import { multipart } from './values.mjs';

const USER_PASSWORD = 'Fuzz-own-passphrase-2026';
/** The throwaway accounts' password: values.mjs draws it among the passwords, so some deletions succeed. */
export const THROWAWAY_PASSWORD = 'Fuzz-user-passphrase-2026';
const JUNK_IDS = [0, -1, 2_147_483_647, 2_147_483_648, 999_999, 1.5, '1', 'abc', null];
const json = (path, body, method = 'POST') => ({
  method,
  path,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export function createAccounts(send, r) {
  const tokens = { visitor: undefined, user: undefined, admin: undefined };
  const self = { userId: undefined, adminId: undefined, userEmail: `fuzz.user.${r.int(1, 1e9)}@shop.test` };
  const ids = {
    product: [],
    publication: [],
    comment: [],
    image: [],
    user: [],
    enquiry: [],
    color: [],
    category: [],
  };
  const notes = { relogins: 0, throwaways: 0, validWrites: 0 };
  const setup = { setup: true, api: 'rest', role: 'setup', op: 'setup', variant: 'setup' };

  async function signIn() {
    const admin = await send(setup, json('/api/login', ADMIN));
    tokens.admin = admin.json?.token;
    let user = await send(setup, json('/api/login', { email: self.userEmail, password: USER_PASSWORD }));
    if (!user.json?.token)
      user = await send(
        setup,
        json('/api/register', { name: 'Fuzz User', email: self.userEmail, password: USER_PASSWORD }),
      );
    tokens.user = user.json?.token;
    if (!tokens.admin || !tokens.user)
      throw new Error(`the fuzz could not sign in (admin ${admin.status}, user ${user.status})`);
    self.adminId = (
      await send({ ...setup, token: tokens.admin }, { method: 'GET', path: '/api/info', headers: {} })
    ).json?.id;
    self.userId = (
      await send({ ...setup, token: tokens.user }, { method: 'GET', path: '/api/info', headers: {} })
    ).json?.id;
  }

  /** Signs in again when a token stopped working (it should not: the calls that end sessions use throwaways). */
  async function check() {
    for (const role of ['user', 'admin']) {
      const info = await send(
        { ...setup, token: tokens[role] },
        { method: 'GET', path: '/api/info', headers: {} },
      );
      if (info.status === 401) {
        notes.relogins += 1;
        console.log(`fuzz: the ${role}'s token stopped working; signing in again`);
        await signIn();
        return;
      }
    }
  }

  /** A fresh account whose session may be ended. */
  async function throwaway() {
    notes.throwaways += 1;
    const email = `fuzz.throwaway.${r.int(1, 1e9)}@shop.test`;
    const res = await send(
      setup,
      json('/api/register', { name: 'Throwaway', email, password: THROWAWAY_PASSWORD }),
    );
    return res.json?.token;
  }

  /** What exists now: products and their pictures, posts, comments, users, enquiries, colours, categories. */
  async function refresh() {
    const get = async (path, role) =>
      (await send({ ...setup, token: tokens[role] }, { method: 'GET', path, headers: {} })).json;
    const products = (await get('/api/products?limit=100', 'admin'))?.products ?? [];
    ids.product = products.map((p) => p.id);
    ids.image = products.flatMap((p) => (p.images ?? []).map((i) => i.id));
    const publications = [];
    for (let offset = 0; offset < 60; offset += 6) {
      const page = (await get(`/api/publications?limit=6&offset=${offset}`, 'admin'))?.publications ?? [];
      publications.push(...page.map((p) => p.id));
      if (page.length < 6) break;
    }
    ids.publication = publications;
    ids.color = ((await get('/api/colors', 'visitor')) ?? []).map?.((c) => c.id) ?? [];
    ids.category = ((await get('/api/categories', 'visitor')) ?? []).map?.((c) => c.id) ?? [];
    const comments = [];
    for (const id of r.some(ids.product, 3))
      comments.push(...((await get(`/api/products/${id}/comments?limit=100`, 'visitor')) ?? []));
    for (const id of r.some(ids.publication, 2))
      comments.push(...((await get(`/api/publications/${id}/comments?limit=100`, 'visitor')) ?? []));
    if (comments.length)
      ids.comment = [...new Set([...ids.comment.slice(-200), ...comments.map((c) => c.id)])];
    ids.user = ((await get('/api/admin/users?limit=100', 'admin')) ?? []).map?.((u) => u.id) ?? [];
    ids.enquiry = ((await get('/api/admin/enquiries?limit=100', 'admin'))?.items ?? []).map((e) => e.id);
  }

  /** What the request makers use, drawing with `g` (each caller its own generator). */
  const pickers = (g) => {
    const safeUser = (candidate) =>
      [self.adminId, self.userId].includes(candidate) ? g.pick(JUNK_IDS) : candidate;
    return {
      /** A real id of `kind` with probability `real`, else a wrong one. */
      id: (kind, real = 0.7) => (ids[kind]?.length && g.chance(real) ? g.pick(ids[kind]) : g.pick(JUNK_IDS)),
      /** Never the fuzzer's own accounts as the target of an admin-flag change (a removal ends their tokens). */
      safeUser,
      protect: (field, variables) => {
        if (field === 'setUserAdmin' && 'id' in variables) variables.id = safeUser(variables.id);
      },
    };
  };
  const { id } = pickers(r);

  /** One valid write (as the user or the admin), so the reads keep having something to show. */
  async function validWrite(files) {
    notes.validWrites += 1;
    const product = id('product', 1);
    const publication = id('publication', 1);
    const comment = id('comment', 1);
    const as = (role, op, req) =>
      send(
        {
          api: req.path === '/graphql' ? 'graphql' : 'rest',
          role,
          op,
          variant: 'valid',
          token: tokens[role],
        },
        req,
      );
    const action = r.int(0, 11);
    switch (action) {
      case 0:
        return as(
          'user',
          'post /api/products/{id}/rate',
          json(`/api/products/${product}/rate`, { rating: r.int(1, 5) }),
        );
      case 1:
        return as('user', 'post /api/products/{id}/favourite', {
          method: 'POST',
          path: `/api/products/${product}/favourite`,
          headers: {},
        });
      case 2: {
        const made = await as(
          'user',
          'post /api/products/{id}/comments',
          json(`/api/products/${product}/comments`, { content: `Piękne kolory, numer ${r.int(1, 1e6)}` }),
        );
        if (made.json?.id) ids.comment.push(made.json.id);
        return made;
      }
      case 3:
        return as(
          'admin',
          'post /api/publications/{id}/comments',
          json(`/api/publications/${publication}/comments`, { content: 'Dziękuję za pytanie!' }),
        );
      case 4:
        return as(
          'user',
          'post /api/comments/{id}/vote',
          json(`/api/comments/${comment}/vote`, { liked: r.chance(0.5) }),
        );
      case 5:
        return as(
          'visitor',
          'post /api/enquiries',
          json('/api/enquiries', {
            name: 'Anna',
            email: `anna.${r.int(1, 1e6)}@shop.test`,
            message: 'Could these be made in navy blue?',
          }),
        );
      case 6:
        return as(
          'admin',
          'mutation createPublication',
          json('/graphql', {
            query: 'mutation ($input: PublicationInput!) { createPublication(input: $input) { id } }',
            variables: {
              input: {
                title: `Post ${r.int(1, 1e6)}`,
                abstract: 'Krótko o sutaszu.',
                content: '## Sutasz\n\nJak powstaje **kolczyk**.',
              },
            },
          }),
        );
      case 7:
        return as(
          'admin',
          'put /api/publications/{id}/edit',
          json(`/api/publications/${publication}/edit`, { titlePl: `Wpis ${r.int(1, 1e6)}` }, 'PUT'),
        );
      case 8: {
        // A product with one small real picture (re-encoded to WebP and AVIF: kept rare, it costs CPU).
        const body = multipart(r, [
          { name: 'name', value: `Kolczyki ${r.int(1, 1e6)}` },
          { name: 'price', value: String(r.int(50, 900)) },
          { name: 'description', value: 'Ręcznie szyte z sutaszu.' },
          { name: 'colorIds', value: JSON.stringify(r.some(ids.color, 2)) },
          { name: 'categoryIds', value: JSON.stringify(r.some(ids.category, 1)) },
          { name: 'images', file: r.pick(files.valid) },
        ]);
        return as('admin', 'post /api/products/create', {
          method: 'POST',
          path: '/api/products/create',
          headers: { 'Content-Type': body.contentType },
          body: body.body,
        });
      }
      case 9:
        return as(
          'admin',
          'mutation updateProduct',
          json('/graphql', {
            query:
              'mutation ($id: Int!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id price } }',
            variables: {
              id: product,
              input: { price: r.int(50, 900), availability: r.pick(['AVAILABLE', 'SOLD', 'MADE_TO_ORDER']) },
            },
          }),
        );
      case 10:
        return as(
          'user',
          'mutation addComment',
          json('/graphql', {
            query:
              'mutation ($id: Int!, $content: String!) { addComment(on: PUBLICATION, id: $id, content: $content) { id } }',
            variables: { id: publication, content: 'Świetny wpis!' },
          }),
        );
      default:
        return as(
          'admin',
          'put /api/admin/enquiries/{id}',
          json(
            `/api/admin/enquiries/${id('enquiry', 1)}`,
            { state: r.pick(['NEW', 'ANSWERED', 'CLOSED']) },
            'PUT',
          ),
        );
    }
  }

  return { tokens, self, ids, notes, signIn, check, throwaway, refresh, pickers, validWrite };
}
