import request from 'supertest';
import { MeDocument as ME } from './gql/graphql';
import { gql, startTestApp, TestApp } from '../support/test-app';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** The sum of a metric's samples with these labels in Prometheus's text format (0 when there is none yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const open = line.indexOf('{');
    const given = open >= 0 && open < line.indexOf(' ') ? line.slice(open + 1, line.indexOf('}')) : '';
    if (Object.entries(labels).every(([key, value]) => given.includes(`${key}="${value}"`)))
      sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

/** GET /metrics for operators: Prometheus's text format, from allowed addresses or with the token. */
describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await request(t.http).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };

  it('counts requests by route template, GraphQL operations by name and kept answers, and reports the process', async () => {
    const before = await scrape();
    const route = { route: '/api/products/:id', method: 'GET', status: '404' };
    await request(t.http).get('/api/products/424242').expect(404);
    await request(t.http).get('/api/products/525252').expect(404);
    await request(t.http).get('/api/products').expect(200);
    await request(t.http).get('/api/products').expect(200);
    expect((await gql(t, ME)).status).toBe(200);
    // A name no client operation has counts as `(other)`: a caller cannot add labels by naming operations.
    for (let i = 0; i < 3; i += 1)
      expect((await gql(t, `query Filler${i}${Date.now()} { __typename }`)).status).toBe(200);
    const res = await gql(t, 'query NoSuchField { nope }');
    expect(res.errors?.length).toBeGreaterThan(0);
    const after = await scrape();

    // Two requests under one template: no product id in any label.
    expect(
      sample(after, 'shop_http_request_duration_seconds_count', route) -
        sample(before, 'shop_http_request_duration_seconds_count', route),
    ).toBe(2);
    expect(after).not.toMatch(/424242|525252/);
    const me = { operation: 'Me', type: 'query' };
    expect(
      sample(after, 'shop_graphql_operations_total', me) -
        sample(before, 'shop_graphql_operations_total', me),
    ).toBe(1);
    const other = { operation: '(other)', type: 'query', outcome: 'ok' };
    expect(
      sample(after, 'shop_graphql_operations_total', other) -
        sample(before, 'shop_graphql_operations_total', other),
    ).toBe(3);
    expect(after).not.toMatch(/Filler/);
    const invalid = { operation: '(invalid)', outcome: 'error' };
    expect(
      sample(after, 'shop_graphql_operations_total', invalid) -
        sample(before, 'shop_graphql_operations_total', invalid),
    ).toBe(1);
    // The list's second read was the kept answer.
    const hits = { store: 'api', result: 'hit' };
    expect(
      sample(after, 'shop_kept_answer_lookups_total', hits) -
        sample(before, 'shop_kept_answer_lookups_total', hits),
    ).toBeGreaterThanOrEqual(1);
    // The process, and the database pool the requests used.
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(after).toMatch(/^shop_db_pool_connections\{state="idle"\} \d+/m);
    expect(after).toMatch(/^shop_encode_queue_waiting \d+/m);
    expect(after).toMatch(/^# TYPE shop_domain_events_relay_failures_total counter/m);
  });

  it('refuses a request relayed by a proxy unless it carries the token', async () => {
    const refused = await request(t.http).get('/metrics').set('X-Forwarded-For', '203.0.113.9').expect(403);
    expect(refused.body.statusCode).toBe(403);
    expect(refused.text).not.toMatch(/shop_/);
    await request(t.http)
      .get('/metrics')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Authorization', 'Bearer wrong-token-of-the-same-size-00000')
      .expect(403);
    const opened = await request(t.http)
      .get('/metrics')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(opened.text).toMatch(/shop_http_request_duration_seconds_bucket/);
  });
});

describe('metrics from addresses outside METRICS_ALLOW', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_ALLOW: '10.0.0.0/8' });
  });
  afterAll(() => t.close());

  it('refuses the machine itself when it is not in the list, and no page is rendered instead', async () => {
    const res = await request(t.http).get('/metrics').expect(403);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
