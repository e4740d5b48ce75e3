import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { registerUser, startTestApp, TestApp } from '../support/test-app';

/**
 * Two instances of the shop behind one load balancer share their rate-limit counters through
 * Redis (REDIS_URL). `.ci/run` provides the machine's Redis; without REDIS_URL this file is skipped.
 */
const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('rate limits shared between instances through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const shared = {
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
      RATE_LIMIT_LOGIN: '4',
      LOGIN_DELAY_BASE_MS: '60000',
    };
    a = await startTestApp(shared);
    b = await startTestApp(shared);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it("counts one client's logins on both instances together", async () => {
    const userA = await registerUser(a);
    const userB = await registerUser(b);
    await request(a.http)
      .post('/api/login')
      .send({ email: userA.email, password: userA.password })
      .expect(200);
    await request(b.http)
      .post('/api/login')
      .send({ email: userB.email, password: userB.password })
      .expect(200);
    await request(a.http)
      .post('/api/login')
      .send({ email: userA.email, password: userA.password })
      .expect(200);
    await request(b.http)
      .post('/api/login')
      .send({ email: userB.email, password: userB.password })
      .expect(200);
    const fifth = await request(a.http)
      .post('/api/login')
      .send({ email: userA.email, password: userA.password });
    expect(fifth.status).toBe(429);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describeWithRedis('login delay shared between instances through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const shared = {
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
      LOGIN_DELAY_BASE_MS: '60000',
    };
    a = await startTestApp(shared);
    b = await startTestApp(shared);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('makes the client wait on the other instance after a failed login on one', async () => {
    const user = await registerUser(b);
    await request(a.http)
      .post('/api/login')
      .send({ email: user.email, password: 'wrong-password' })
      .expect(401);
    const blocked = await request(b.http)
      .post('/api/login')
      .send({ email: user.email, password: user.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(50);
  });
});

describeWithRedis('the overall request limit shared between instances through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const shared = {
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
      RATE_LIMIT_GLOBAL: '4',
    };
    a = await startTestApp(shared);
    b = await startTestApp(shared);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it("counts one client's requests on both instances together", async () => {
    const typename = (t: TestApp) => request(t.http).post('/graphql').send({ query: '{__typename}' });
    for (const t of [a, b, a, b]) expect((await typename(t)).status).toBe(200);
    const fifth = await typename(a);
    expect(fifth.status).toBe(429);
    expect(fifth.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});
