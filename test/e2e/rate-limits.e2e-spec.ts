import request from 'supertest';
import { LoginDocument as LOGIN } from './gql/graphql';
import { requireClientBuild } from '../support/client-build';
import { gql, newAccount, registerUser, startTestApp, TestApp } from '../support/test-app';

describe('rate limits with the shipped defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      RATE_LIMIT_LOGIN: '5',
      RATE_LIMIT_REGISTER: '5',
      RATE_LIMIT_PASSWORD_RESET: '10',
      LOGIN_DELAY_BASE_MS: '0',
    });
  });
  afterAll(() => t.close());

  it('answers the 6th login a minute from one client with 429 and Retry-After, across REST and GraphQL', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 3; i += 1) {
      await request(t.http)
        .post('/api/login')
        .send({ email: user.email, password: user.password })
        .expect(200);
    }
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await gql(t, LOGIN, { input: { email: user.email, password: user.password } })).errors,
      ).toBeUndefined();
    }
    const rest = await request(t.http)
      .post('/api/login')
      .send({ email: user.email, password: user.password });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    expect(rest.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    const graph = await gql(t, LOGIN, { input: { email: user.email, password: user.password } });
    expect(graph.status).toBe(429);
    expect(graph.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(Number(graph.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits registrations to 5 per 10 minutes per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await request(t.http).post('/api/register').send(newAccount())).status);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    const res = await request(t.http).post('/api/register').send(newAccount());
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('limits password-reset requests to 10 an hour per client, whatever the address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push(
        (await request(t.http).post('/api/password-reset').send({ email: newAccount().email })).status,
      );
    expect(statuses).toEqual(Array(10).fill(202));
    const res = await request(t.http).post('/api/password-reset').send({ email: newAccount().email });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('aliased logins in one request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_LOGIN: '5' });
  });
  afterAll(() => t.close());

  it('never evaluates more than 5 password guesses a minute, however many aliases a request holds', async () => {
    const user = await registerUser(t);
    const fields = Array.from(
      { length: 10 },
      (_, i) => `l${i}: login(input: { email: "${user.email}", password: "wrong-${i}-x" }) { token }`,
    );
    const codes: unknown[] = [];
    for (let request = 0; request < 7; request += 1) {
      const res = await gql(t, `mutation { ${fields.join(' ')} }`);
      codes.push(...(res.errors ?? []).map((e) => e.extensions?.code));
    }
    expect(codes.filter((c) => c === 'UNAUTHENTICATED').length).toBeLessThanOrEqual(5);
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });
});

describe('growing delay after failed logins for one client and e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_DELAY_BASE_MS: '60000' });
  });
  afterAll(() => t.close());

  it('makes the same client wait after a wrong password, but not for another e-mail', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    await request(t.http)
      .post('/api/login')
      .send({ email: user.email, password: 'not-the-password' })
      .expect(401);
    const blocked = await request(t.http)
      .post('/api/login')
      .send({ email: user.email, password: user.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(50);
    await request(t.http)
      .post('/api/login')
      .send({ email: other.email, password: other.password })
      .expect(200);
  });
});

describe('the overall limit counts HTTP requests, whatever becomes of them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_GLOBAL: '120' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After and RATE_LIMITED to the 121st of 150 {__typename} requests', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 150; i += 1) {
      const res = await request(t.http)
        .post('/graphql')
        .set('Content-Type', 'application/json')
        .send({ query: '{__typename}' });
      statuses.push(res.status);
      if (i === 149) {
        expect(res.body.errors[0].extensions.code).toBe('RATE_LIMITED');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(120).every((s) => s === 429)).toBe(true);
    const rest = await request(t.http).get('/api/info').expect(429);
    expect(rest.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    await request(t.http).get('/health').expect(200);
  });
});

describe('one IPv6 /64 is one client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_GLOBAL: '5', TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('counts every address of a /64 against the same overall limit, and another /64 apart', async () => {
    const from = (address: string) =>
      request(t.http).post('/graphql').set('X-Forwarded-For', address).send({ query: '{__typename}' });
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) statuses.push((await from(`2001:db8:7:1::${i.toString(16)}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await from('2001:db8:7:2::1')).status).toBe(200);
  });
});

describe('what one request costs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_GLOBAL: '4' });
  });
  afterAll(() => t.close());

  it('counts six root fields in one request once, and parse failures and introspection too', async () => {
    const user = await registerUser(t);
    const six = `{ a: me { id } b: me { id } c: me { name } d: me { name } e: me { isAdmin } f: me { isAdmin } }`;
    expect((await gql(t, six, undefined, user.token)).errors).toBeUndefined();
    expect((await gql(t, '{ __schema { queryType { name } } }')).status).toBe(200);
    expect((await gql(t, '{ not valid')).status).toBe(400);
    const last = await gql(t, six, undefined, user.token);
    expect(last.status).toBe(429);
    expect(last.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('rendered pages past RATE_LIMIT_RENDERS', () => {
  let limited: TestApp;
  beforeAll(async () => {
    requireClientBuild();
    limited = await startTestApp({ RATE_LIMIT_RENDERS: '3' });
  });
  afterAll(() => limited?.close());

  it('answers 429 with Retry-After past RATE_LIMIT_RENDERS renders a minute, and still sends kept pages', async () => {
    await request(limited.http).get('/contact').expect(200);
    await request(limited.http).get('/jewellery?name=a1').expect(200);
    await request(limited.http).get('/jewellery?name=a2').expect(200);
    const refused = await request(limited.http).get('/jewellery?name=a3');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Kept pages cost no render: still sent.
    await request(limited.http).get('/contact').expect(200);
    await request(limited.http).get('/jewellery?name=a1').expect(200);
    // A parameter no page reads is no new page: kept, not rendered.
    await request(limited.http).get('/jewellery?name=a1&a=1').expect(200);
  });
});
