import request from 'supertest';
import { DataSource } from 'typeorm';
import { gql, registerAdmin, startTestApp, TestApp } from '../support/test-app';

/** One request context per request: the caller is read from the database once, whatever asks. */
describe('request context', () => {
  let t: TestApp;
  const queries: string[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    // Counts the SQL the app's own pool sends (the database itself is real; nothing is faked).
    const logger = t.app.get(DataSource).logger;
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (query, parameters, runner) => {
      queries.push(query);
      return logQuery(query, parameters, runner);
    };
  });
  afterAll(() => t.close());

  const userLookups = () => queries.filter((q) => /FROM "users"/.test(q)).length;

  it('looks the caller up once for a GraphQL request with six root fields', async () => {
    const admin = await registerAdmin(t);
    queries.length = 0;
    const res = await gql(
      t,
      `{ a: me { id } b: me { name } c: me { isAdmin } d: me { id name } e: me { id isAdmin } f: me { name isAdmin } }`,
      undefined,
      admin.token,
    );
    expect(res.errors).toBeUndefined();
    expect(Object.keys(res.data ?? {})).toHaveLength(6);
    expect(res.data?.f).toEqual({ name: admin.name, isAdmin: true });
    expect(userLookups()).toBe(1);
  });

  it('looks the caller up once for a REST request, and not at all without a token', async () => {
    const admin = await registerAdmin(t);
    queries.length = 0;
    await request(t.http).get('/api/info').set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(userLookups()).toBe(1);
    queries.length = 0;
    await request(t.http).get('/api/info').expect(401);
    expect(queries).toEqual([]);
  });

  it('reads the admin flag from the database for each request, not from the token', async () => {
    const admin = await registerAdmin(t);
    await t.sql('UPDATE users SET is_admin = false WHERE id = $1', [admin.id]);
    expect((await gql(t, `{ me { isAdmin } }`, undefined, admin.token)).data?.me).toEqual({ isAdmin: false });
    expect((await gql(t, `{ users { total } }`, undefined, admin.token)).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
  });
});
