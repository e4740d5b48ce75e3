import { createHash } from 'node:crypto';
import request from 'supertest';
import { gql, LEAK, registerAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';

/** The reproductions of the first outside attack, each with the answer it must get now. */
describe('answers to the outside attack on accounts and the protocol', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const login = 'mutation Login($i: LoginInput!) { login(input: $i) { token } }';

  describe('a variable that fails its type check is never repeated back', () => {
    it('names the unknown field of the exact reproduction without printing the password', async () => {
      const res = await gql(t, login, { i: { email: 'v@x.y', password: 'MySecretPassw0rd!', remember: true } });
      expect(res.status).toBe(400);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toBe('Variable "$i" got an invalid value: field "remember" is not defined by type "LoginInput".');
      expect(res.errors?.[0].extensions?.fields).toEqual({ 'i.remember': ['NOT_ALLOWED'] });
      expect(JSON.stringify(res.errors)).not.toMatch(/MySecretPassw0rd|v@x\.y/);
    });

    it.each([
      [{ i: { email: 'v@x.y', password: 12345678 } }, 'Variable "$i" got an invalid value at "i.password": expected a value of type "String".', { 'i.password': ['INVALID_VALUE'] }],
      [{ i: { email: 'v@x.y' } }, 'Variable "$i" got an invalid value: field "password" of type "String!" is required.', { 'i.password': ['REQUIRED'] }],
      [{ i: 'MySecretPassw0rd!' }, 'Variable "$i" got an invalid value: expected an object of type "LoginInput".', { i: ['INVALID_VALUE'] }],
      [{ i: { email: 'v@x.y', password: 'MySecretPassw0rd!', 'MySecretPassw0rd!': 1 } }, 'Variable "$i" got an invalid value: a field is not defined by type "LoginInput".', undefined],
    ])('says what was wrong with %j by field name only', async (variables, message, fields) => {
      const res = await gql(t, login, variables);
      expect(res.status).toBe(400);
      expect(res.errors?.[0].message).toBe(message);
      expect(res.errors?.[0].extensions?.fields).toEqual(fields);
      expect(JSON.stringify(res.errors)).not.toMatch(/MySecretPassw0rd|12345678|v@x\.y/);
    });
  });

  it.each([
    ['mutation { login(input: { email: "v@x.y", password: 5 }) { token } }', 'Expected a value of type "String".'],
    ['mutation { login(input: "MySecretPassw0rd!") { token } }', 'Expected a value of type "LoginInput!".'],
    ['{ users(limit: "MySecretPassw0rd!") { total } }', 'Expected a value of type "Int".'],
  ])('does not print a wrongly typed literal of the document back either: %s', async (query, message) => {
    const res = await gql(t, query);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(JSON.stringify(res.errors)).not.toMatch(/MySecretPassw0rd|v@x\.y|: 5/);
  });

  describe('client mistakes are 4xx with a fitting code and at most a warning', () => {
    const errorLines = () => t.logs.filter((line) => JSON.parse(line).level >= 50);

    it('refuses a subscription with 400 GRAPHQL_VALIDATION_FAILED', async () => {
      const before = errorLines().length;
      const res = await gql(t, 'subscription { x }');
      expect(res.status).toBe(400);
      expect(res.errors?.[0]).toMatchObject({ message: 'This server does not support subscription operations.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
      expect(errorLines()).toHaveLength(before);
    });

    it('refuses an automatic persisted query whose hash does not match with 400 BAD_REQUEST', async () => {
      const before = errorLines().length;
      const res = await request(t.http)
        .post('/graphql')
        .send({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update('{ me { id } }').digest('hex') } } });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toEqual({ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } });
      expect(errorLines()).toHaveLength(before);
    });

    it('refuses persisted query version 2 with 400 PERSISTED_QUERY_NOT_SUPPORTED', async () => {
      const before = errorLines().length;
      const query = '{ __typename }';
      const res = await request(t.http)
        .post('/graphql')
        .send({ query, extensions: { persistedQuery: { version: 2, sha256Hash: createHash('sha256').update(query).digest('hex') } } });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toEqual({ message: 'Unsupported persisted query version', extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' } });
      expect(errorLines()).toHaveLength(before);
      expect(JSON.stringify(t.logs.slice(-3))).not.toMatch(/stack/);
    });
  });

  describe('smaller gaps', () => {
    it('marks personal answers Cache-Control: no-store', async () => {
      const admin = await registerAdmin(t);
      const bearer = `Bearer ${admin.token}`;
      const answers = await Promise.all([
        request(t.http).get('/api/info').set('Authorization', bearer),
        request(t.http).get('/api/admin/users').set('Authorization', bearer),
        request(t.http).post('/graphql').set('Authorization', bearer).send({ query: '{ me { id } }' }),
        request(t.http).post('/graphql').set('Authorization', bearer).send({ query: '{ __typename }' }),
      ]);
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });

    // Since then: an anonymous GET of a public catalogue query may be kept like its REST read
    // (graphql-caching.e2e-spec.ts); whatever carries a token or asks for anything else stays no-store.
    it('marks every GraphQL answer no-store but an anonymous GET of public reads', async () => {
      const user = await registerUser(t);
      const get = (query: string) => request(t.http).get('/graphql').query({ query }).set('Apollo-Require-Preflight', 'true');
      const anonymous = await get('{ colors { id } }');
      expect(anonymous.body.data.colors.length).toBeGreaterThan(0);
      expect(anonymous.headers['cache-control']).toBe('public, max-age=30');
      const withToken = await get('{ colors { id } }').set('Authorization', `Bearer ${user.token}`);
      expect(withToken.headers['cache-control']).toBe('no-store');
      const personal = await get('{ me { id } }').set('Authorization', `Bearer ${user.token}`);
      expect(personal.body.data.me.id).toBeTruthy();
      expect(personal.headers['cache-control']).toBe('no-store');
      const refused = await get('{ me { id } }');
      expect(refused.headers['cache-control']).toBe('no-store');
    });

    it('answers a login and a registration with no-store too: they carry a token', async () => {
      const user = await registerUser(t);
      const res = await request(t.http).post('/api/login').send({ email: user.email, password: user.password });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('answers %s to an unknown path outside /api with a JSON 404', async (method) => {
      const res = await request(t.http)[method.toLowerCase() as 'post']('/no/such/page').send({ a: 1 });
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found' });
      expect(res.text).not.toMatch(LEAK);
    });
  });
});
