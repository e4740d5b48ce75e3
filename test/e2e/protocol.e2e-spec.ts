import { createHash } from 'node:crypto';
import request from 'supertest';
import { requireClientBuild } from '../support/client-build';
import { gql, LEAK, registerUser, startTestApp, TestApp } from '../support/test-app';

describe('HTTP and GraphQL protocol defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** Log lines at error level or above: a client's mistake logs at most a warning. */
  const errorLines = () => t.logs.filter((line) => JSON.parse(line).level >= 50);

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
    const ask = (encoding: string) =>
      request(t.http).post('/graphql').set('Accept-Encoding', encoding).send({ query: colours });
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
    const small = await request(t.http)
      .post('/graphql')
      .set('Accept-Encoding', 'br')
      .send({ query: '{ __typename }' });
    expect([small.headers['content-encoding'], small.text]).toEqual([
      undefined,
      '{"data":{"__typename":"Query"}}\n',
    ]);
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
    const cycle = await gql(
      t,
      'query { me { ...A } } fragment A on UserInfo { ...B } fragment B on UserInfo { ...A }',
    );
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
    const ok = await request(t.http)
      .get('/graphql')
      .set('Apollo-Require-Preflight', 'true')
      .query({ query: '{ __typename }' });
    expect(ok.status).toBe(200);
  });

  it('echoes only allow-listed origins in CORS', async () => {
    const evil = await request(t.http)
      .options('/graphql')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const shop = await request(t.http)
      .options('/graphql')
      .set('Origin', 'http://shop.test')
      .set('Access-Control-Request-Method', 'POST');
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
      expect(rest.body).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Internal server error',
        requestId: rest.headers['x-request-id'],
      });
      expect(rest.text).not.toMatch(LEAK);
    } finally {
      await t.sql('ALTER TABLE users RENAME COLUMN name_broken TO name');
    }
  });

  it('serves 60 concurrent signed-in requests without a database error', async () => {
    const user = await registerUser(t);
    const results = await Promise.all(
      Array.from({ length: 60 }, () =>
        request(t.http).get('/api/info').set('Authorization', `Bearer ${user.token}`),
      ),
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
          fields:
            | {
                name: string;
                description: string | null;
                args: { name: string; description: string | null }[];
              }[]
            | null;
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
        for (const arg of 'args' in field
          ? (field.args as { name: string; description: string | null }[])
          : []) {
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

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])(
    'answers %s to an unknown path outside /api with a JSON 404',
    async (method) => {
      const res = await request(t.http)[method.toLowerCase() as 'post']('/no/such/page').send({ a: 1 });
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found' });
      expect(res.text).not.toMatch(LEAK);
    },
  );

  it.each(['a b', '[::1', '%', 'shop.test/x'])(
    'answers 400 to the Host header %j, on pages and APIs alike',
    async (host) => {
      // (An earlier case here breaks the database on purpose and logs its errors: only this case's lines count.)
      const before = errorLines().length;
      for (const path of ['/jewellery?host-test', '/api/products']) {
        const res = await request(t.http).get(path).set('Host', host);
        expect([path, res.status]).toEqual([path, 400]);
      }
      expect(errorLines().slice(before)).toEqual([]);
    },
  );

  it('refuses a 20,000-deep JSON array with 400, not a stack overflow', async () => {
    const body = '['.repeat(20_000) + ']'.repeat(20_000);
    const res = await request(t.http).post('/api/login').set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ body: ['TOO_DEEP'] });
    const graphql = await request(t.http)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send(`{"query":"{ __typename }","variables":{"a":${body}}}`);
    expect(graphql.status).toBe(400);
    expect(JSON.stringify(res.body) + JSON.stringify(graphql.body)).not.toMatch(LEAK);
  });

  it("serves the shop's icon at /favicon.ico as a file, and a missing root file as a plain 404, not a rendered page", async () => {
    requireClientBuild();
    const icon = await request(t.http).get('/favicon.ico').expect(200);
    expect(icon.headers['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    const missing = await request(t.http).get('/apple-touch-icon.png').expect(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    expect(missing.text).not.toMatch(/<html/i);
  });

  const login = 'mutation Login($i: LoginInput!) { login(input: $i) { token } }';

  describe('a variable that fails its type check is never repeated back', () => {
    it('names the unknown field of the exact reproduction without printing the password', async () => {
      const res = await gql(t, login, {
        i: { email: 'v@x.y', password: 'MySecretPassw0rd!', remember: true },
      });
      expect(res.status).toBe(400);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toBe(
        'Variable "$i" got an invalid value: field "remember" is not defined by type "LoginInput".',
      );
      expect(res.errors?.[0].extensions?.fields).toEqual({ 'i.remember': ['NOT_ALLOWED'] });
      expect(JSON.stringify(res.errors)).not.toMatch(/MySecretPassw0rd|v@x\.y/);
    });

    it.each([
      [
        { i: { email: 'v@x.y', password: 12345678 } },
        'Variable "$i" got an invalid value at "i.password": expected a value of type "String".',
        { 'i.password': ['INVALID_VALUE'] },
      ],
      [
        { i: { email: 'v@x.y' } },
        'Variable "$i" got an invalid value: field "password" of type "String!" is required.',
        { 'i.password': ['REQUIRED'] },
      ],
      [
        { i: 'MySecretPassw0rd!' },
        'Variable "$i" got an invalid value: expected an object of type "LoginInput".',
        { i: ['INVALID_VALUE'] },
      ],
      [
        { i: { email: 'v@x.y', password: 'MySecretPassw0rd!', 'MySecretPassw0rd!': 1 } },
        'Variable "$i" got an invalid value: a field is not defined by type "LoginInput".',
        undefined,
      ],
    ])('says what was wrong with %j by field name only', async (variables, message, fields) => {
      const res = await gql(t, login, variables);
      expect(res.status).toBe(400);
      expect(res.errors?.[0].message).toBe(message);
      expect(res.errors?.[0].extensions?.fields).toEqual(fields);
      expect(JSON.stringify(res.errors)).not.toMatch(/MySecretPassw0rd|12345678|v@x\.y/);
    });
  });

  it.each([
    [
      'mutation { login(input: { email: "v@x.y", password: 5 }) { token } }',
      'Expected a value of type "String".',
    ],
    ['mutation { login(input: "MySecretPassw0rd!") { token } }', 'Expected a value of type "LoginInput!".'],
    ['{ users(limit: "MySecretPassw0rd!") { total } }', 'Expected a value of type "Int".'],
  ])('does not print a wrongly typed literal of the document back either: %s', async (query, message) => {
    const res = await gql(t, query);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(JSON.stringify(res.errors)).not.toMatch(/MySecretPassw0rd|v@x\.y|: 5/);
  });

  describe('client mistakes are 4xx with a fitting code and at most a warning', () => {
    it('refuses a subscription with 400 GRAPHQL_VALIDATION_FAILED', async () => {
      const before = errorLines().length;
      const res = await gql(t, 'subscription { x }');
      expect(res.status).toBe(400);
      expect(res.errors?.[0]).toMatchObject({
        message: 'This server does not support subscription operations.',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
      expect(errorLines()).toHaveLength(before);
    });

    it('refuses an automatic persisted query whose hash does not match with 400 BAD_REQUEST', async () => {
      const before = errorLines().length;
      const res = await request(t.http)
        .post('/graphql')
        .send({
          query: '{ __typename }',
          extensions: {
            persistedQuery: {
              version: 1,
              sha256Hash: createHash('sha256').update('{ me { id } }').digest('hex'),
            },
          },
        });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toEqual({
        message: 'provided sha does not match query',
        extensions: { code: 'BAD_REQUEST' },
      });
      expect(errorLines()).toHaveLength(before);
    });

    it('refuses persisted query version 2 with 400 PERSISTED_QUERY_NOT_SUPPORTED', async () => {
      const before = errorLines().length;
      const query = '{ __typename }';
      const res = await request(t.http)
        .post('/graphql')
        .send({
          query,
          extensions: {
            persistedQuery: { version: 2, sha256Hash: createHash('sha256').update(query).digest('hex') },
          },
        });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toEqual({
        message: 'Unsupported persisted query version',
        extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' },
      });
      expect(errorLines()).toHaveLength(before);
      expect(JSON.stringify(t.logs.slice(-3))).not.toMatch(/stack/);
    });
  });

  describe('the query cost limit counts list sizes', () => {
    const PRODUCT_FIELDS = `id name description price availability averageUserRate ratingCount
      colors { id name hex } categories { id name }
      images { id imageUrl altText colorId width height placeholder avifSrcset webpSrcset }`;
    const EVERY_FIELD = `products { ${PRODUCT_FIELDS} } total`;

    it('refuses fifteen aliases of a page of 100 products with every field, and accepts one', async () => {
      const one = await gql(t, `{ products(limit: 100) { ${EVERY_FIELD} } }`);
      expect(one.errors).toBeUndefined();
      const fifteen = Array.from(
        { length: 15 },
        (_, i) => `p${i}: products(limit: 100, offset: ${i}) { ${EVERY_FIELD} }`,
      ).join('\n');
      const res = await gql(t, `{ ${fifteen} }`);
      expect(res.status).toBe(400);
      expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(res.errors?.[0].message).toMatch(/cost/i);
    });

    it('counts a page size given as a variable, and fifteen aliases of favourites too', async () => {
      const user = await registerUser(t);
      const query =
        'query($n: Int!) { products(limit: $n) { ' + EVERY_FIELD + ' } a: products(limit: $n) { total } }';
      expect((await gql(t, query, { n: 9 })).errors).toBeUndefined();
      const aliases = Array.from(
        { length: 15 },
        (_, i) => `f${i}: myFavourites(limit: 100) { items { id product { ${PRODUCT_FIELDS} } } total }`,
      ).join('\n');
      const res = await gql(t, `{ ${aliases} }`, {}, user.token);
      expect(res.status).toBe(400);
      expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });
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
