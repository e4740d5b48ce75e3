import { createHmac } from 'node:crypto';
import { print } from 'graphql';
import request from 'supertest';
import { LoginDocument as LOGIN, MeDocument as ME, RegisterDocument as REGISTER } from './gql/graphql';
import { gql, LEAK, newAccount, registerUser, startTestApp, TestApp } from '../support/test-app';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function signHs256(payload: object, secret: string, header: object = { alg: 'HS256', typ: 'JWT' }) {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('accounts: register, login, me and info over REST and GraphQL', () => {
  let t: TestApp;
  const secret = 'a-test-secret-that-is-at-least-32-bytes-long';
  beforeAll(async () => {
    t = await startTestApp({ JWT_SECRET: secret });
  });
  afterAll(() => t.close());

  it('registers over REST, answers a token at once, and info reads the new user', async () => {
    const account = newAccount('Zofia');
    const res = await request(t.http).post('/api/register').send(account).expect(201);
    expect(res.body).toMatchObject({ name: 'Zofia', email: account.email, isAdmin: false });
    const info = await request(t.http)
      .get('/api/info')
      .set('Authorization', `Bearer ${res.body.token}`)
      .expect(200);
    expect(info.body).toEqual({ id: res.body.id, name: 'Zofia', isAdmin: false, email: account.email });
  });

  it('logs in over REST with the e-mail in any case and spacing', async () => {
    const user = await registerUser(t);
    const res = await request(t.http)
      .post('/api/login')
      .send({ email: `  ${user.email.toUpperCase()} `, password: user.password })
      .expect(200);
    expect(typeof res.body.token).toBe('string');
    const me = await gql(t, ME, undefined, res.body.token);
    expect(me.data?.me).toEqual({ id: user.id, name: user.name, isAdmin: false });
  });

  it('registers and logs in over GraphQL', async () => {
    const account = newAccount('Helena');
    const registered = await gql(t, REGISTER, { input: account });
    expect(registered.errors).toBeUndefined();
    expect(registered.data?.register.user).toMatchObject({ name: 'Helena', isAdmin: false });
    const login = await gql(t, LOGIN, { input: { email: account.email, password: account.password } });
    expect(login.data?.login.user.id).toBe(registered.data?.register.user.id);
  });

  it('refuses a second account for the same e-mail regardless of case: 409 / CONFLICT', async () => {
    const user = await registerUser(t);
    const rest = await request(t.http)
      .post('/api/register')
      .send({ ...newAccount(), email: ` ${user.email.toUpperCase()} ` })
      .expect(409);
    expect(rest.body).toMatchObject({ statusCode: 409, error: 'Conflict' });
    const graph = await gql(t, REGISTER, { input: { ...newAccount(), email: user.email } });
    expect(graph.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  // A race only PostgreSQL can lose: PGlite runs one statement at a time. `.ci/run` sets DATABASE_URL,
  // so scripts/test-server.mjs runs this file on PostgreSQL first.
  it('lets exactly one of 20 concurrent registrations of one e-mail through', async () => {
    const account = newAccount();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => request(t.http).post('/api/register').send(account)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const rows = await t.sql('SELECT id FROM users WHERE email = $1', [account.email]);
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['an e-mail without a dot after the at sign', { email: 'anna@example' }, 'email'],
    ['an e-mail with a space', { email: 'an na@example.com' }, 'email'],
    ['a 5-character password', { password: 'Ab1!x' }, 'password'],
    ['a 129-character password', { password: 'x'.repeat(129) }, 'password'],
    ['a common password', { password: 'password1' }, 'password'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a 255-character e-mail', { email: `${'a'.repeat(243)}@example.com` }, 'email'],
  ])('refuses %s with 400 naming the field', async (_label, change, field) => {
    const res = await request(t.http)
      .post('/api/register')
      .send({ ...newAccount(), ...change })
      .expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(Object.keys(res.body.fields)).toContain(field);
    const graph = await gql(t, REGISTER, { input: { ...newAccount(), ...change } });
    expect(graph.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('accepts a 6-character and a 128-character password, and uses it exactly as typed', async () => {
    await request(t.http)
      .post('/api/register')
      .send({ ...newAccount(), password: 'Zq7!vb' })
      .expect(201);
    const account = { ...newAccount(), password: ` ${'żółw 🐢 '.repeat(15)}pass ` };
    expect([...account.password].length).toBeLessThanOrEqual(128);
    await request(t.http).post('/api/register').send(account).expect(201);
    await request(t.http)
      .post('/api/login')
      .send({ email: account.email, password: account.password })
      .expect(200);
    await request(t.http)
      .post('/api/login')
      .send({ email: account.email, password: account.password.trim() })
      .expect(401);
  });

  it('stores only an argon2id hash with the configured cost, and no API exposes it', async () => {
    const user = await registerUser(t);
    const [row] = await t.sql<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
      user.id,
    ]);
    const [, algorithm, version, params] = row.password_hash.split('$');
    expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
    expect(Object.fromEntries(params.split(',').map((p) => p.split('=')))).toEqual({
      m: '19456',
      t: '2',
      p: '1',
    });
    const probe = await gql(t, `{ me { password passwordHash } }`, undefined, user.token);
    expect(probe.status).toBe(400);
    expect(JSON.stringify(probe.errors)).not.toMatch(/Did you mean/);
  });

  it('answers an unknown e-mail and a wrong password with the same 401 and message', async () => {
    const user = await registerUser(t);
    const unknown = await request(t.http)
      .post('/api/login')
      .send({ email: 'nobody@shop.test', password: user.password });
    const wrong = await request(t.http)
      .post('/api/login')
      .send({ email: user.email, password: `${user.password}x` });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.text).not.toMatch(LEAK);
    expect(wrong.body.message).toBe('Invalid email or password');
    const graph = await gql(t, LOGIN, { input: { email: 'nobody@shop.test', password: 'whatever1' } });
    expect(graph.errors?.[0]).toMatchObject({
      message: 'Invalid email or password',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('refuses mass assignment of the admin flag at registration', async () => {
    const account = newAccount();
    const res = await request(t.http)
      .post('/api/register')
      .send({ ...account, isAdmin: true })
      .expect(400);
    expect(res.body.message).toMatch(/isAdmin/);
    const graph = await gql(t, REGISTER, { input: { ...account, isAdmin: true } });
    expect(graph.status).toBe(400);
    expect(await t.sql('SELECT id FROM users WHERE email = $1', [account.email])).toHaveLength(0);
  });

  it('treats a NUL byte as bad input, not a server error', async () => {
    const res = await request(t.http)
      .post('/api/register')
      .send({ ...newAccount(), name: 'Ann\u0000a' });
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(LEAK);
    const login = await request(t.http)
      .post('/api/login')
      .send({ email: 'a\u0000@b.cd', password: 'whatever1' });
    expect([400, 401]).toContain(login.status);
  });

  describe('tokens', () => {
    let user: Awaited<ReturnType<typeof registerUser>>;
    const now = () => Math.floor(Date.now() / 1000);
    beforeAll(async () => {
      user = await registerUser(t);
    });
    const claims = () => ({
      sub: user.id,
      ver: 0,
      iat: now(),
      exp: now() + 3600,
      iss: 'webshop-api',
      aud: 'webshop-spa',
    });
    const without = (name: string) =>
      Object.fromEntries(Object.entries(claims()).filter(([key]) => key !== name));

    it('accepts a well-formed token signed with the server secret', async () => {
      await request(t.http)
        .get('/api/info')
        .set('Authorization', `Bearer ${signHs256(claims(), secret)}`)
        .expect(200);
    });

    it.each([
      ['no token', () => undefined],
      ['an empty bearer', () => ''],
      ['alg none', () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims())}.`],
      ['another secret', () => signHs256(claims(), 'another-secret-of-enough-length-000000')],
      [
        'a tampered payload',
        () => {
          const [h, , s] = signHs256(claims(), secret).split('.');
          return `${h}.${base64url({ ...claims(), sub: 1, isAdmin: true })}.${s}`;
        },
      ],
      ['an RS256 header', () => signHs256(claims(), secret, { alg: 'RS256', typ: 'JWT' })],
      ['an expired token', () => signHs256({ ...claims(), iat: now() - 7200, exp: now() - 60 }, secret)],
      ['a wrong audience', () => signHs256({ ...claims(), aud: 'someone-else' }, secret)],
      ['a wrong issuer', () => signHs256({ ...claims(), iss: 'someone-else' }, secret)],
      ['a future nbf', () => signHs256({ ...claims(), nbf: now() + 3600 }, secret)],
      ['a deleted user', () => signHs256({ ...claims(), sub: 2_000_000 }, secret)],
      ['a token without exp', () => signHs256(without('exp'), secret)],
      ['a token without iat', () => signHs256(without('iat'), secret)],
      [
        'a token issued in the future',
        () => signHs256({ ...claims(), iat: now() + 3600, exp: now() + 7200 }, secret),
      ],
      ['a token without a version', () => signHs256(without('ver'), secret)],
      ['a token of an earlier version', () => signHs256({ ...claims(), ver: -1 }, secret)],
    ])('refuses %s: 401 on REST, UNAUTHENTICATED on GraphQL', async (_label, token) => {
      const value = token();
      const req = request(t.http).get('/api/info');
      if (value !== undefined) req.set('Authorization', `Bearer ${value}`);
      const res = await req.expect(401);
      expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      const graph = await gql(t, ME, undefined, value);
      expect(graph.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('refuses two tokens in one Authorization header instead of reading the first', async () => {
      const good = signHs256(claims(), secret);
      for (const header of [`Bearer ${good} ${good}`, `Bearer ${good} x`, `Bearer ${good},${good}`]) {
        const res = await request(t.http).get('/api/info').set('Authorization', header);
        expect({ header, status: res.status }).toEqual({ header, status: 401 });
        const graph = await request(t.http)
          .post('/graphql')
          .set('Authorization', header)
          .send({ query: print(ME) });
        expect(graph.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      }
    });

    it("refuses every earlier token once the account's token version moves on, and accepts the next login's", async () => {
      const token = signHs256(claims(), secret);
      await request(t.http).get('/api/info').set('Authorization', `Bearer ${token}`).expect(200);
      await t.sql('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [user.id]);
      await request(t.http).get('/api/info').set('Authorization', `Bearer ${token}`).expect(401);
      await request(t.http).get('/api/info').set('Authorization', `Bearer ${user.token}`).expect(401);
      const fresh = await request(t.http)
        .post('/api/login')
        .send({ email: user.email, password: user.password });
      await request(t.http).get('/api/info').set('Authorization', `Bearer ${fresh.body.token}`).expect(200);
    });

    it('cuts every token of the caller, and only theirs, with logoutEverywhere', async () => {
      const someone = await registerUser(t);
      const other = await registerUser(t);
      const second = await request(t.http)
        .post('/api/login')
        .send({ email: someone.email, password: someone.password })
        .expect(200);
      const res = await gql(t, 'mutation { logoutEverywhere }', undefined, someone.token);
      expect(res.data).toEqual({ logoutEverywhere: true });
      for (const token of [someone.token, second.body.token]) {
        await request(t.http).get('/api/info').set('Authorization', `Bearer ${token}`).expect(401);
      }
      await request(t.http).get('/api/info').set('Authorization', `Bearer ${other.token}`).expect(200);
    });

    it('issues HS256 tokens with iss, aud and a 7-day lifetime', async () => {
      const [header, payload] = user.token
        .split('.')
        .slice(0, 2)
        .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString() || '{}'));
      expect(header.alg).toBe('HS256');
      expect(payload).toMatchObject({ sub: user.id, ver: 0, iss: 'webshop-api', aud: 'webshop-spa' });
      expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
      expect(payload.isAdmin).toBeUndefined();
    });
  });

  it('never logs a password, a token or an Authorization header', async () => {
    const user = await registerUser(t);
    await request(t.http).post('/api/login').send({ email: user.email, password: user.password }).expect(200);
    await request(t.http).get('/api/info').set('Authorization', `Bearer ${user.token}`).expect(200);
    await request(t.http)
      .post('/api/login')
      .send({ email: 'x@y.zz\r\nFAKE LOG LINE', password: user.password });
    const logs = t.logs.join('\n');
    expect(logs).not.toContain(user.password);
    expect(logs).not.toContain(user.token);
    expect(logs).not.toMatch(/authorization/i);
    expect(t.logs.every((line) => !line.startsWith('FAKE LOG LINE'))).toBe(true);
  });
});
