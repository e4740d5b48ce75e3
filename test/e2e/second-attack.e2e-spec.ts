import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type Server, type Socket, connect } from 'node:net';
import { join } from 'node:path';
import { buildSchema, isEnumType, isInputObjectType, isNonNullType, parse, parseType, type TypeNode } from 'graphql';
import request from 'supertest';
import { repoRoot } from '../../server/src/config/app-config';
import { MAX_QUERY_COST, queryCost } from '../../server/src/graphql/query-cost';
import { addProduct, addProducts } from '../support/catalogue-factory';
import { gql, LEAK, registerUser, startTestApp, TestApp } from '../support/test-app';
import { requireClientBuild } from '../support/client-build';

const ROOT = repoRoot();
/** Pages are rendered by the client's build (npm test builds it before these suites; test-server.mjs too). */

/** `count` pieces written by the catalogue's bulk create, outside any request (it drops the kept pages once they are written). */
const addPieces = (t: TestApp, count: number): Promise<number[]> => addProducts(t, Array.from({ length: count }, (_, n) => ({ name: `Piece ${n + 1}` })));

const PRODUCT_FIELDS = `id name description price availability averageUserRate ratingCount
  colors { id name hex } categories { id name }
  images { id imageUrl altText colorId width height placeholder avifSrcset webpSrcset }`;
const EVERY_FIELD = `products { ${PRODUCT_FIELDS} } total`;

/** The reproductions of the second outside review's attacks, each with the answer it must get now. */
describe('list sizes, query cost, render limits, the sitemap, uploads, ids and JSON hold under attack', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('the favourites list is paged and the cost limit counts list sizes', () => {
    it('answers six favourites at a time with the total, and REST at most 100 with X-Total-Count', async () => {
      const user = await registerUser(t);
      const ids = await addPieces(t, 8);
      await t.sql(`INSERT INTO favourites (user_id, product_id) SELECT $1, unnest($2::int[])`, [user.id, ids]);
      const first = await gql(t, '{ myFavourites { items { product { id } } total } }', {}, user.token);
      expect(first.data?.myFavourites.items).toHaveLength(6);
      expect(first.data?.myFavourites.total).toBe(8);
      const next = await gql(t, '{ myFavourites(offset: 6) { items { product { id } } total } }', {}, user.token);
      expect(next.data?.myFavourites.items).toHaveLength(2);
      const ids2 = await gql(t, '{ myFavouriteIds }', {}, user.token);
      expect([...(ids2.data?.myFavouriteIds ?? [])].sort()).toEqual([...ids].sort());
      expect((await gql(t, '{ myFavourites(limit: 101) { total } }', {}, user.token)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

      const rest = await request(t.http).get(`/api/users/${user.id}/favourites?limit=3&offset=1`).set('Authorization', `Bearer ${user.token}`).expect(200);
      expect(rest.body).toHaveLength(3);
      expect(rest.headers['x-total-count']).toBe('8');
      const whole = await request(t.http).get(`/api/users/${user.id}/favourites`).set('Authorization', `Bearer ${user.token}`).expect(200);
      expect(whole.body).toHaveLength(8);
      await request(t.http).get(`/api/users/${user.id}/favourites?limit=1000`).set('Authorization', `Bearer ${user.token}`).expect(400);
    });

    it('refuses fifteen aliases of a page of 100 products with every field, and accepts one', async () => {
      const one = await gql(t, `{ products(limit: 100) { ${EVERY_FIELD} } }`);
      expect(one.errors).toBeUndefined();
      const fifteen = Array.from({ length: 15 }, (_, i) => `p${i}: products(limit: 100, offset: ${i}) { ${EVERY_FIELD} }`).join('\n');
      const res = await gql(t, `{ ${fifteen} }`);
      expect(res.status).toBe(400);
      expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(res.errors?.[0].message).toMatch(/cost/i);
    });

    it('counts a page size given as a variable, and fifteen aliases of favourites too', async () => {
      const user = await registerUser(t);
      const query = 'query($n: Int!) { products(limit: $n) { ' + EVERY_FIELD + ' } a: products(limit: $n) { total } }';
      expect((await gql(t, query, { n: 9 })).errors).toBeUndefined();
      const aliases = Array.from({ length: 15 }, (_, i) => `f${i}: myFavourites(limit: 100) { items { id product { ${PRODUCT_FIELDS} } } total }`).join('\n');
      const res = await gql(t, `{ ${aliases} }`, {}, user.token);
      expect(res.status).toBe(400);
      expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it("keeps every operation the shop's own client sends well under the limit, at a page of 100", () => {
      const schema = buildSchema(readFileSync(join(ROOT, 'schema.graphql'), 'utf8'));
      const files: string[] = [];
      const walk = (dir: string) =>
        readdirSync(dir, { withFileTypes: true }).forEach((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.graphql') && files.push(join(dir, entry.name)),
        );
      walk(join(ROOT, 'client', 'src'));
      const document = parse(files.map((file) => readFileSync(file, 'utf8')).join('\n'));
      const operations = document.definitions.flatMap((d) => (d.kind === 'OperationDefinition' && d.name ? [d.name.value] : []));
      expect(operations.length).toBeGreaterThan(10);
      // Each operation with every variable given (a page of 100 where a page size is asked).
      const sample = (type: TypeNode, name: string): unknown => {
        if (type.kind === 'NonNullType') return sample(type.type, name);
        if (type.kind === 'ListType') return [];
        const named = schema.getType(type.name.value);
        if (isInputObjectType(named)) {
          return Object.fromEntries(
            Object.values(named.getFields())
              .filter((field) => isNonNullType(field.type))
              .map((field) => [field.name, sample(parseType(String(field.type)), field.name)]),
          );
        }
        if (isEnumType(named)) return named.getValues()[0].value;
        return { Int: name === 'limit' ? 100 : 1, Float: 1, Boolean: true }[type.name.value] ?? 'x';
      };
      for (const definition of document.definitions) {
        if (definition.kind !== 'OperationDefinition' || !definition.name) continue;
        const variables = Object.fromEntries((definition.variableDefinitions ?? []).map((v) => [v.variable.name.value, sample(v.type, v.variable.name.value)]));
        const cost = queryCost(schema, document, variables, definition.name.value);
        expect([definition.name.value, cost <= MAX_QUERY_COST / 2]).toEqual([definition.name.value, true]);
      }
    });
  });

  describe('pages outside the limits', () => {
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

    it.each(['a b', '[::1', '%', 'shop.test/x'])('answers 400 to the Host header %j, on pages and APIs alike', async (host) => {
      for (const path of ['/jewellery?host-test', '/api/products']) {
        const res = await request(t.http).get(path).set('Host', host);
        expect([path, res.status]).toEqual([path, 400]);
      }
      expect(t.logs.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
    });

    it.each([
      ['/JEWELLERY', '/jewellery'],
      ['/jewellery/', '/jewellery'],
      ['/jewellery/01', '/jewellery/1'],
      ['/Jewellery/1', '/jewellery/1'],
      ['/Bridal/?lang=en', '/bridal?lang=en'],
    ])('redirects %s to its one address %s (301)', async (path, location) => {
      const res = await request(t.http).get(path);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(location);
    });
  });

  describe('the sitemap is kept like a page', () => {
    it('is built once and sent again until a write, then shows what changed', async () => {
      // The catalogue's writer counts its writes, whoever calls it (here the test's factory).
      const id = await addProduct(t, { name: 'Piece for the sitemap' });
      const first = await request(t.http).get('/sitemap.xml').expect(200);
      expect(first.text).toContain(`/jewellery/${id}</loc>`);
      // Deleted straight in the database, which the shop does not see as a write: the kept sitemap is sent.
      await t.sql('DELETE FROM products WHERE id = $1', [id]);
      expect((await request(t.http).get('/sitemap.xml').expect(200)).text).toBe(first.text);
      // A write that changes no page (an account registered) keeps it too; a catalogue write does not.
      await registerUser(t);
      expect((await request(t.http).get('/sitemap.xml').expect(200)).text).toBe(first.text);
      await addProduct(t, { name: 'Another piece' });
      const after = await request(t.http).get('/sitemap.xml').expect(200);
      expect(after.text).not.toContain(`/jewellery/${id}</loc>`);
      expect(after.headers['content-type']).toMatch(/application\/xml/);
    });

    it('answers 404 for a numbered file that does not exist', async () => {
      await request(t.http).get('/sitemap-7.xml').expect(404);
      await request(t.http).get('/sitemap-0.xml').expect(404);
    });
  });

  describe('uploads, ids, JSON and REST query strings', () => {
    it('answers an unsatisfiable Range on /uploads with 416 and logs no error', async () => {
      mkdirSync(join(t.uploadDir, 'products'), { recursive: true });
      writeFileSync(join(t.uploadDir, 'products', 'range-test-320.webp'), Buffer.alloc(100));
      await request(t.http).get('/uploads/products/range-test-320.webp').expect(200);
      const res = await request(t.http).get('/uploads/products/range-test-320.webp').set('Range', 'bytes=999999999-');
      expect(res.status).toBe(416);
      expect(t.logs.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
    });

    it('serves nothing through a symbolic link inside the uploads folder', async () => {
      const outside = mkdtempSync(join(tmpdir(), 'soutache-outside-'));
      writeFileSync(join(outside, 'secret.webp'), 'not for visitors');
      mkdirSync(join(t.uploadDir, 'products'), { recursive: true });
      symlinkSync(join(outside, 'secret.webp'), join(t.uploadDir, 'products', 'linked-320.webp'));
      symlinkSync(outside, join(t.uploadDir, 'linked-folder'));
      for (const path of ['/uploads/products/linked-320.webp', '/uploads/linked-folder/secret.webp']) {
        const res = await request(t.http).get(path);
        expect([path, res.status]).toEqual([path, 404]);
        expect(res.text).not.toContain('not for visitors');
      }
      rmSync(outside, { recursive: true, force: true });
    });

    it.each(['0x1', '1e1', '0b11', '%202', '1.0', '+1', '01'])('refuses the path id %s with 400 on REST', async (id) => {
      const res = await request(t.http).get(`/api/products/${id}`);
      expect([id, res.status]).toEqual([id, 400]);
      expect(res.body.fields).toEqual({ id: ['INVALID_VALUE'] });
    });

    it('refuses a 20,000-deep JSON array with 400, not a stack overflow', async () => {
      const body = '['.repeat(20_000) + ']'.repeat(20_000);
      const res = await request(t.http).post('/api/login').set('Content-Type', 'application/json').send(body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ body: ['TOO_DEEP'] });
      const graphql = await request(t.http).post('/graphql').set('Content-Type', 'application/json').send(`{"query":"{ __typename }","variables":{"a":${body}}}`);
      expect(graphql.status).toBe(400);
      expect(JSON.stringify(res.body) + JSON.stringify(graphql.body)).not.toMatch(LEAK);
    });

    it('ignores a cache-buster and unknown parameters on the REST list, and takes repeated ones as the comma list', async () => {
      const [colour] = await t.sql<{ id: number }>('SELECT id FROM colors ORDER BY id LIMIT 1');
      const [other] = await t.sql<{ id: number }>('SELECT id FROM colors ORDER BY id OFFSET 1 LIMIT 1');
      const id = await addProduct(t, { name: 'Piece in another colour', colors: [other.id] });
      await request(t.http).get(`/api/products?_=${Date.now()}&lang=en`).expect(200);
      const repeated = await request(t.http).get(`/api/products?colors=${colour.id}&colors=${other.id}`).expect(200);
      const joined = await request(t.http).get(`/api/products?colors=${colour.id},${other.id}`).expect(200);
      expect(repeated.body).toEqual(joined.body);
      expect(repeated.body.products.map((p: { id: number }) => p.id)).toContain(id);
      await request(t.http).get('/api/products?limit=1000').expect(400);
    });
  });
});

/** An ADMIN_EMAIL with a Unicode domain is stored as a registration stores it, so its owner can sign in. */
describe('an admin e-mail with a Unicode domain', () => {
  let t: TestApp;
  const admin = { email: 'Owner@Pracownia-Żółw.pl', password: 'Soutache-Unicode-Admin-7!' };
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  });
  afterAll(() => t.close());

  it('signs in with the address as typed and is an admin', async () => {
    const login = await request(t.http).post('/api/login').send(admin).expect(200);
    const info = await request(t.http).get('/api/info').set('Authorization', `Bearer ${login.body.token}`).expect(200);
    expect(info.body.isAdmin).toBe(true);
    const [row] = await t.sql<{ email: string }>('SELECT email FROM users WHERE is_admin');
    expect(row.email).toBe('owner@xn--pracownia-w-zeb14hfx.pl');
  });
});

/** A full disk says what failed, and /health says whether the shop can write. */
describe('a full disk', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    // PostgreSQL's own "disk full" (SQLSTATE 53100), raised for writes to these tables only.
    await t.sql(`CREATE FUNCTION disk_full() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100'; END $$ LANGUAGE plpgsql`);
  });
  afterAll(() => t.close());

  it('answers a write that found no room 507 INSUFFICIENT_STORAGE on both APIs, without the database wording', async () => {
    const user = await registerUser(t);
    const [id] = await addPieces(t, 1);
    await t.sql('CREATE TRIGGER favourites_full BEFORE INSERT ON favourites FOR EACH ROW EXECUTE FUNCTION disk_full()');
    const rest = await request(t.http).post(`/api/products/${id}/favourite`).set('Authorization', `Bearer ${user.token}`);
    expect(rest.status).toBe(507);
    expect(rest.body).toMatchObject({ statusCode: 507, error: 'Insufficient Storage' });
    expect(JSON.stringify(rest.body)).not.toMatch(/extend file|No space/);
    const graphql = await gql(t, `mutation { addFavourite(productId: ${id}) { isFavourite } }`, {}, user.token);
    expect(graphql.status).toBe(507);
    expect(graphql.errors?.[0].extensions?.code).toBe('INSUFFICIENT_STORAGE');
  });

  it('reports on /health that the database cannot write, still answering reads', async () => {
    expect((await request(t.http).get('/health').expect(200)).body).toMatchObject({ status: 'ok', databaseWritable: true });
    await t.sql('CREATE TRIGGER health_full BEFORE INSERT OR UPDATE ON health_probe FOR EACH ROW EXECUTE FUNCTION disk_full()');
    const res = await request(t.http).get('/health').expect(200);
    expect(res.body).toEqual({ status: 'degraded', database: 'up', databaseWritable: false, uploads: 'ok' });
  });
});

/**
 * During a database outage both APIs answer 503 with Retry-After, and a page rendered
 * meanwhile is never kept. The outage is a proxy between the app and PostgreSQL that the test cuts
 * (the embedded database lives inside the process: it has no outage of its own).
 */
(process.env.DATABASE_URL ? describe : describe.skip)('a database outage (PostgreSQL)', () => {
  let t: TestApp;
  let proxy: Server;
  const sockets = new Set<Socket>();
  let target: { host: string; port: number };

  const listen = (port = 0) =>
    new Promise<number>((resolve) => {
      proxy = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      proxy.listen(port, '127.0.0.1', () => resolve((proxy.address() as { port: number }).port));
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      proxy.close(() => resolve());
      sockets.forEach((socket) => socket.destroy());
    });

  beforeAll(async () => {
    let proxyPort = 0;
    const url = new URL(process.env.DATABASE_URL!);
    target = { host: url.hostname, port: Number(url.port || 5432) };
    proxyPort = await listen();
    t = await startTestApp({}, [], {
      appDatabaseUrl: (database) => {
        const through = new URL(database);
        through.hostname = '127.0.0.1';
        through.port = String(proxyPort);
        return through.toString();
      },
    });
    (t as TestApp & { proxyPort: number }).proxyPort = proxyPort;
  });
  afterAll(async () => {
    await t?.close();
    proxy?.close();
  });

  it('answers 503 with Retry-After on REST and GraphQL, keeps no empty page, and recovers', async () => {
    await addProduct(t, { name: 'Outage', price: 1, categories: [5] });
    await request(t.http).get('/api/products').expect(200);
    const port = (t as TestApp & { proxyPort: number }).proxyPort;
    await cut();

    // A public read answered just before is sent as it was (cache/shared-answers.ts); another needs the database.
    expect((await request(t.http).get('/api/products').expect(200)).body.products[0].name).toBe('Outage');
    const rest = await request(t.http).get('/api/products?limit=2');
    expect(rest.status).toBe(503);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.stringify(rest.body)).not.toMatch(LEAK);
    const graphql = await gql(t, '{ products { total } }');
    expect([graphql.status, graphql.errors]).toEqual([503, [expect.objectContaining({ extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }) })]]);
    expect(graphql.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect(Number(graphql.headers['retry-after'])).toBeGreaterThan(0);
    requireClientBuild();
    expect((await request(t.http).get('/bridal')).status).toBe(503);

    await listen(port);
    let products = await request(t.http).get('/api/products');
    for (let attempt = 0; attempt < 20 && products.status !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      products = await request(t.http).get('/api/products');
    }
    expect(products.status).toBe(200);
    const page = await request(t.http).get('/bridal').expect(200);
    expect(page.text).toContain('Outage');
  });
});
