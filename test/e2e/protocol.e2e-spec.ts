import request from 'supertest';
import { gql, LEAK, registerUser, startTestApp, TestApp } from '../support/test-app';

describe('HTTP and GraphQL protocol defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers malformed, empty and wrongly typed bodies with a JSON 4xx, never an HTML page', async () => {
    const cases = [
      request(t.http).post('/api/login').set('Content-Type', 'application/json').send('{"email":'),
      request(t.http).post('/graphql').set('Content-Type', 'application/json').send('{"query":'),
      request(t.http).post('/graphql').set('Content-Type', 'text/plain').send('{ me { id } }'),
      request(t.http).post('/graphql').set('Content-Type', 'application/json').send(''),
      request(t.http).get('/graphql?query=%7Bme%7Bid%7D%7D'),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.text).not.toMatch(/<html|<pre>|at .*\.js:\d+/i);
    }
  });

  it('compresses answers for clients that accept it, brotli first, and leaves small answers and HEAD alone', async () => {
    // supertest decodes brotli and gzip itself: Content-Length is what went over the wire.
    const colours = `{ ${'abcdefghij'
      .split('')
      .map((alias) => `${alias}: colors { id name hex }`)
      .join(' ')} }`;
    const ask = (encoding: string) => request(t.http).post('/graphql').set('Accept-Encoding', encoding).send({ query: colours });
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);
    for (const [accepted, chosen] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
    ]) {
      const res = await ask(accepted);
      expect([accepted, res.status, res.headers['content-encoding']]).toEqual([accepted, 200, chosen]);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(res.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 3);
      expect(res.body).toEqual(plain.body);
    }
    const small = await request(t.http).post('/graphql').set('Accept-Encoding', 'br').send({ query: '{ __typename }' });
    expect([small.headers['content-encoding'], small.text]).toEqual([undefined, '{"data":{"__typename":"Query"}}\n']);
    const head = await request(t.http).head('/api/colors').set('Accept-Encoding', 'br');
    expect([head.status, head.headers['content-encoding']]).toEqual([200, undefined]);
  });

  it('refuses a JSON body over 100 kB with 413', async () => {
    const res = await request(t.http)
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.cd', password: 'x'.repeat(101 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413 });
  });

  it('refuses batched GraphQL requests', async () => {
    const res = await request(t.http)
      .post('/graphql')
      .send([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(res.status).toBe(400);
  });

  const nested = (depth: number) => {
    // __type(name) { ofType { ofType ... } } gives any depth on a fixed schema.
    let selection = '{ name }';
    for (let i = 1; i < depth; i += 1) selection = `{ ofType ${selection} }`;
    return `{ __type(name: "User") ${selection} }`;
  };

  it('allows depth 6 and refuses depth 7 with 400 GRAPHQL_VALIDATION_FAILED', async () => {
    expect((await gql(t, nested(5))).status).toBe(200);
    const deep = await gql(t, `query Deep ${nested(7)}`.replace('__type(name: "User")', 'me'));
    expect(deep.status).toBe(400);
    expect(deep.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('allows 15 aliases and refuses 16', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    expect((await gql(t, aliases(15))).status).toBe(200);
    const res = await gql(t, aliases(16));
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses more than 10 directives, fragment cycles and over-costly documents with 400', async () => {
    const directives = (n: number) => `{ me { ${'__typename @include(if: true) '.repeat(n)}} }`;
    expect((await gql(t, directives(10))).status).toBe(200);
    expect((await gql(t, directives(11))).status).toBe(400);
    const cycle = await gql(t, 'query { me { ...A } } fragment A on UserInfo { ...B } fragment B on UserInfo { ...A }');
    expect(cycle.status).toBe(400);
    const fragment = `fragment F on UserInfo { ${'id name isAdmin '.repeat(7)}}`;
    expect((await gql(t, `{ me { ...F ...F } } ${fragment}`)).status).toBe(200);
    const costly = await gql(t, `{ me { ${'...F '.repeat(150)}} } ${fragment}`);
    expect(costly.status).toBe(400);
    expect(costly.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a document over 1000 tokens with 400 GRAPHQL_PARSE_FAILED (not a 500)', async () => {
    const res = await gql(t, `{ ${Array.from({ length: 1001 }, () => '__typename').join(' ')} }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('keeps Apollo CSRF prevention on for simple requests', async () => {
    const res = await request(t.http).get('/graphql').query({ query: '{ __typename }' });
    expect(res.status).toBe(400);
    const ok = await request(t.http).get('/graphql').set('Apollo-Require-Preflight', 'true').query({ query: '{ __typename }' });
    expect(ok.status).toBe(200);
  });

  it('echoes only allow-listed origins in CORS', async () => {
    const evil = await request(t.http).options('/graphql').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const shop = await request(t.http).options('/graphql').set('Origin', 'http://shop.test').set('Access-Control-Request-Method', 'POST');
    expect(shop.headers['access-control-allow-origin']).toBe('http://shop.test');
    expect(shop.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('sends the security headers on every response', async () => {
    for (const path of ['/health', '/api/info', '/graphql']) {
      const res = await request(t.http).get(path);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("base-uri 'none'");
      // A publication's background may be an absolute https address; scripts still come from the shop only.
      expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https:");
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('reports health with the database up', async () => {
    const res = await request(t.http).get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', databaseWritable: true, uploads: 'ok' });
  });

  it('masks an unexpected failure as "Internal server error" with the request id that the log carries', async () => {
    const user = await registerUser(t);
    await t.sql('ALTER TABLE users RENAME COLUMN name TO name_broken');
    try {
      const graph = await gql(t, '{ me { id name } }', undefined, user.token);
      expect(graph.errors?.[0].message).toBe('Internal server error');
      expect(graph.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      const requestId = graph.errors?.[0].extensions?.requestId;
      expect(requestId).toBe(graph.headers['x-request-id']);
      expect(JSON.stringify(graph.errors)).not.toMatch(LEAK);
      expect(t.logs.some((line) => line.includes(requestId) && line.includes('"level":50'))).toBe(true);

      const rest = await request(t.http).get('/api/info').set('Authorization', `Bearer ${user.token}`);
      expect(rest.status).toBe(500);
      expect(rest.body).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error', requestId: rest.headers['x-request-id'] });
      expect(rest.text).not.toMatch(LEAK);
    } finally {
      await t.sql('ALTER TABLE users RENAME COLUMN name_broken TO name');
    }
  });

  it('serves 60 concurrent signed-in requests without a database error', async () => {
    const user = await registerUser(t);
    const results = await Promise.all(
      Array.from({ length: 60 }, () => request(t.http).get('/api/info').set('Authorization', `Bearer ${user.token}`)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(60).fill(200));
  });

  it("describes every type, field, argument and enum value in the sandbox's documentation, the root types too", async () => {
    const describedText = (item: { description: string | null }) => !!item.description?.trim();
    const { data } = await gql<{
      __schema: {
        types: {
          name: string;
          description: string | null;
          fields: { name: string; description: string | null; args: { name: string; description: string | null }[] }[] | null;
          inputFields: { name: string; description: string | null }[] | null;
          enumValues: { name: string; description: string | null }[] | null;
        }[];
      };
    }>(
      t,
      `{ __schema { types { name description fields { name description args { name description } } inputFields { name description } enumValues { name description } } } }`,
    );
    const undescribed: string[] = [];
    for (const type of data!.__schema.types.filter((type) => !type.name.startsWith('__'))) {
      // The scalars GraphQL itself defines carry the specification's words.
      if (['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
      if (!describedText(type)) undescribed.push(type.name);
      for (const field of [...(type.fields ?? []), ...(type.inputFields ?? []), ...(type.enumValues ?? [])]) {
        if (!describedText(field)) undescribed.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? (field.args as { name: string; description: string | null }[]) : []) {
          if (!describedText(arg)) undescribed.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    expect(undescribed).toEqual([]);
    const mutation = data!.__schema.types.find((type) => type.name === 'Mutation')!;
    expect(mutation.description).toMatch(/BAD_USER_INPUT/);
    expect(mutation.fields!.find((field) => field.name === 'register')!.description).toMatch(/EMAIL_TAKEN/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await request(t.http).get('/api/nothing-here').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('turns introspection off and gives no field suggestions', async () => {
    const schema = await gql(t, '{ __schema { types { name } } }');
    expect(schema.status).toBe(400);
    expect(JSON.stringify(schema.errors)).toMatch(/introspection/i);
    const typo = await gql(t, '{ mee { id } }');
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
  });

  it('serves no GraphQL sandbox', async () => {
    const res = await request(t.http).get('/graphql').set('Accept', 'text/html');
    expect(res.text).not.toMatch(/graphiql/i);
  });

  it('never sends the page template as it is: /index.html is a rendered page like any unknown address', async () => {
    const res = await request(t.http).get('/index.html').expect(404);
    expect(res.headers['content-type']).toMatch(/html/);
    expect(res.text).not.toContain('<!--app-');
    expect(res.text).toMatch(/<title>[^<]+<\/title>/);
    // Files at the root of the build are still served.
    await request(t.http).get('/favicon.svg').expect(200).expect('Content-Type', /svg/);
  });
});
