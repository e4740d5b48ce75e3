import request from 'supertest';
import { AdminUsersDocument as USERS, SetUserAdminDocument as SET_ADMIN } from './gql/graphql';
import { gql, registerAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';

describe('admin panel: users list and the admin flag', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const isAdmin = async (id: number) =>
    (await t.sql<{ is_admin: boolean }>('SELECT is_admin FROM users WHERE id = $1', [id]))[0].is_admin;

  it('lists every user with id, email, name and isAdmin to an admin (REST and GraphQL)', async () => {
    const admin = await registerAdmin(t);
    const user = await registerUser(t);
    const rest = await request(t.http)
      .get('/api/admin/users')
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(rest.body).toEqual(
      expect.arrayContaining([
        { id: admin.id, email: admin.email, name: admin.name, isAdmin: true },
        { id: user.id, email: user.email, name: user.name, isAdmin: false },
      ]),
    );
    const graph = await gql(t, USERS, {}, admin.token);
    expect(graph.data?.users.total).toBe(rest.body.length);
    expect(graph.data?.users.items).toEqual(rest.body);
  });

  it('pages the list with offset and limit, at most 100 a page, on both APIs', async () => {
    const admin = await registerAdmin(t);
    const auth = { Authorization: `Bearer ${admin.token}` };
    await registerUser(t);
    const all = await gql(t, USERS, {}, admin.token);
    const page = await gql(t, USERS, { offset: 1, limit: 1 }, admin.token);
    expect(page.data?.users).toEqual({ total: all.data?.users.total, items: [all.data?.users.items[1]] });
    const rest = await request(t.http).get('/api/admin/users?offset=1&limit=1').set(auth).expect(200);
    expect(rest.body).toEqual([all.data?.users.items[1]]);
    for (const variables of [{ limit: 101 }, { limit: 0 }, { offset: -1 }]) {
      const refused = await gql(t, USERS, variables, admin.token);
      expect({ variables, code: refused.errors?.[0].extensions?.code }).toEqual({
        variables,
        code: 'BAD_USER_INPUT',
      });
    }
    for (const query of ['limit=1000', 'limit=-1', 'offset=-5', 'limit=abc']) {
      const res = await request(t.http).get(`/api/admin/users?${query}`).set(auth);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    }
    // A parameter the list does not know is ignored (caches and tools add their own), never obeyed.
    const unknown = await request(t.http).get('/api/admin/users?take=1000&_=123').set(auth).expect(200);
    expect(unknown.body).toEqual(all.data?.users.items);
  });

  it('answers 401 / UNAUTHENTICATED without a token and 403 / FORBIDDEN to a non-admin', async () => {
    const user = await registerUser(t);
    const target = await registerUser(t);
    await request(t.http).get('/api/admin/users').expect(401);
    await request(t.http).put(`/api/admin/users/${target.id}`).send({ isAdmin: true }).expect(401);
    const forbidden = await request(t.http)
      .get('/api/admin/users')
      .set('Authorization', `Bearer ${user.token}`)
      .expect(403);
    expect(forbidden.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    await request(t.http)
      .put(`/api/admin/users/${target.id}`)
      .set('Authorization', `Bearer ${user.token}`)
      .send({ isAdmin: true })
      .expect(403);
    expect((await gql(t, USERS)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(t, USERS, {}, user.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const selfPromotion = await gql(t, SET_ADMIN, { id: user.id, isAdmin: true }, user.token);
    expect(selfPromotion.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await isAdmin(user.id)).toBe(false);
    expect(await isAdmin(target.id)).toBe(false);
  });

  it('lets an admin promote and demote another user over REST and GraphQL', async () => {
    const admin = await registerAdmin(t);
    const user = await registerUser(t);
    const promoted = await request(t.http)
      .put(`/api/admin/users/${user.id}`)
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ isAdmin: true })
      .expect(200);
    expect(promoted.body).toEqual({ id: user.id, email: user.email, name: user.name, isAdmin: true });
    // No token outlives the role it was issued under: the promoted user signs in again, and that session is an admin's.
    await request(t.http).get('/api/admin/users').set('Authorization', `Bearer ${user.token}`).expect(401);
    const again = await request(t.http)
      .post('/api/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
    await request(t.http)
      .get('/api/admin/users')
      .set('Authorization', `Bearer ${again.body.token}`)
      .expect(200);
    const demoted = await gql(t, SET_ADMIN, { id: user.id, isAdmin: false }, admin.token);
    expect(demoted.data?.setUserAdmin).toMatchObject({ id: user.id, isAdmin: false });
    expect(await isAdmin(user.id)).toBe(false);
  });

  it('cuts a demoted admin off at once, without waiting for the token to expire', async () => {
    const admin = await registerAdmin(t);
    const other = await registerAdmin(t);
    await gql(t, SET_ADMIN, { id: other.id, isAdmin: false }, admin.token);
    const res = await request(t.http).get('/api/admin/users').set('Authorization', `Bearer ${other.token}`);
    expect([401, 403]).toContain(res.status);
    const graph = await gql(t, SET_ADMIN, { id: admin.id, isAdmin: false }, other.token);
    expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(graph.errors?.[0].extensions?.code);
    expect(await isAdmin(admin.id)).toBe(true);
  });

  it('refuses a token issued in the same second as the demotion (token version, not time)', async () => {
    const admin = await registerAdmin(t);
    const other = await registerAdmin(t);
    let sameSecondRuns = 0;
    for (let run = 0; run < 5; run += 1) {
      await t.sql('UPDATE users SET is_admin = true WHERE id = $1', [other.id]);
      const login = await request(t.http)
        .post('/api/login')
        .send({ email: other.email, password: other.password })
        .expect(200);
      const demoted = await gql(t, SET_ADMIN, { id: other.id, isAdmin: false }, admin.token);
      const issuedAt = JSON.parse(Buffer.from(login.body.token.split('.')[1], 'base64url').toString()).iat;
      if (issuedAt === Math.floor(Date.now() / 1000)) sameSecondRuns += 1;
      expect(demoted.data?.setUserAdmin.isAdmin).toBe(false);
      await request(t.http).get('/api/info').set('Authorization', `Bearer ${login.body.token}`).expect(401);
    }
    expect(sameSecondRuns).toBeGreaterThan(0);
  });

  it('refuses an admin removing their own flag (403 / FORBIDDEN) and keeps it', async () => {
    const admin = await registerAdmin(t);
    const rest = await request(t.http)
      .put(`/api/admin/users/${admin.id}`)
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ isAdmin: false })
      .expect(403);
    expect(rest.body.message).toBe('You cannot remove your own admin flag');
    const graph = await gql(t, SET_ADMIN, { id: admin.id, isAdmin: false }, admin.token);
    expect(graph.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await isAdmin(admin.id)).toBe(true);
  });

  // A race only PostgreSQL can lose: PGlite runs one transaction at a time. `.ci/run` sets DATABASE_URL,
  // so scripts/test-server.mjs runs this file on PostgreSQL first.
  it('keeps at least one admin when two admins demote each other at the same moment', async () => {
    await t.sql('UPDATE users SET is_admin = false');
    for (let run = 0; run < 10; run += 1) {
      const a = await registerAdmin(t);
      const b = await registerAdmin(t);
      await Promise.all([
        gql(t, SET_ADMIN, { id: b.id, isAdmin: false }, a.token),
        gql(t, SET_ADMIN, { id: a.id, isAdmin: false }, b.token),
      ]);
      const admins = await t.sql('SELECT id FROM users WHERE is_admin');
      expect(admins.length).toBeGreaterThanOrEqual(1);
      await t.sql('UPDATE users SET is_admin = false');
    }
  });

  it('takes only {isAdmin} as the REST body and validates ids', async () => {
    const admin = await registerAdmin(t);
    const user = await registerUser(t);
    const auth = { Authorization: `Bearer ${admin.token}` };
    await request(t.http)
      .put(`/api/admin/users/${user.id}`)
      .set(auth)
      .send({ isAdmin: true, name: 'Hacker' })
      .expect(400);
    await request(t.http).put(`/api/admin/users/${user.id}`).set(auth).send({ isAdmin: 'yes' }).expect(400);
    await request(t.http).put(`/api/admin/users/${user.id}`).set(auth).send({}).expect(400);
    for (const id of ['abc', '-1', '2147483648', '1%20OR%201=1']) {
      await request(t.http).put(`/api/admin/users/${id}`).set(auth).send({ isAdmin: true }).expect(400);
    }
    const missing = await request(t.http)
      .put('/api/admin/users/2147483647')
      .set(auth)
      .send({ isAdmin: true })
      .expect(404);
    expect(missing.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const graph = await gql(t, SET_ADMIN, { id: 2147483647, isAdmin: true }, admin.token);
    expect(graph.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t.sql<{ name: string }>('SELECT name FROM users WHERE id = $1', [user.id]))[0].name).toBe(
      user.name,
    );
  });
});
