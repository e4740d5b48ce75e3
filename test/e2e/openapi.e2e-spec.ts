import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { UNPREFIXED } from '../../server/src/common/http/api-prefix';
import { contractViolations, documentValidator } from '../support/contract';
import type { ProductAnswer } from './rest';
import { registerUser, startTestApp, TestApp } from '../support/test-app';

type Routes = { method: string; path: string }[];

/** The Express routes Nest mapped under /api, as "GET /api/products/{id}". */
function mappedRoutes(t: TestApp): Routes {
  const router = (
    t.app.getHttpAdapter().getInstance() as {
      router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
    }
  ).router;
  return router.stack
    .filter((layer) => layer.route && layer.route.path.startsWith('/api/'))
    .flatMap((layer) =>
      Object.keys(layer.route!.methods).map((method) => ({
        method,
        path: layer.route!.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}'),
      })),
    );
}

/** The REST API described for integrators, from the same classes that validate it. */
describe('the OpenAPI document and the reference page', () => {
  let t: TestApp;
  let document: {
    openapi: string;
    info: { contact?: unknown; license?: unknown };
    tags: { name: string; description?: string }[];
    paths: Record<
      string,
      Record<
        string,
        {
          summary?: string;
          description?: string;
          tags: string[];
          security?: unknown;
          'x-permission': string;
          parameters?: { name: string; in: string }[];
          requestBody?: { content: Record<string, { example?: unknown }> };
          responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
        }
      >
    >;
    components: {
      schemas: Record<
        string,
        { properties?: Record<string, unknown>; required?: string[]; examples?: unknown[] }
      >;
    };
  };
  beforeAll(async () => {
    t = await startTestApp();
    document = (await request(t.http).get('/api/openapi.json').expect(200)).body;
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 and names every route Nest maps under /api, and only those', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // Routes kept out of the prefix (health, sitemaps, the feed) are answered at their own address only.
    const unprefixed = new Set(UNPREFIXED.map((path) => `/api/${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`));
    const mapped = mappedRoutes(t)
      .filter((route) => !route.path.startsWith('/api/docs') && !unprefixed.has(route.path))
      .map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(mapped.length).toBeGreaterThan(15);
    expect([...documented].sort()).toEqual([...new Set(mapped)].sort());
  });

  it('is the committed openapi.json, from which the types integrators and these tests read are generated', () => {
    // check-codegen.mjs keeps openapi.json and test/e2e/rest in step with the printed document; this keeps the served one in step with both.
    expect(document).toEqual(JSON.parse(readFileSync(join(__dirname, '../../openapi.json'), 'utf8')));
  });

  it('shows each answer with an example from the demo catalogue, which its own schema accepts', () => {
    const ajv = documentValidator(document);
    const examples = Object.entries(document.components.schemas).filter(([, schema]) => schema.examples);
    expect(examples.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'ProductAnswer',
        'ProductListAnswer',
        'ColorAnswer',
        'CategoryAnswer',
        'PublicationAnswer',
      ]),
    );
    for (const [name, schema] of examples) {
      for (const example of schema.examples!)
        expect({
          name,
          valid: ajv.validate({ $ref: `doc#/components/schemas/${name}` }, example),
          errors: ajv.errorsText(),
        }).toEqual({ name, valid: true, errors: 'No errors' });
    }
    const product = document.components.schemas.ProductAnswer.examples![0] as ProductAnswer;
    expect(product.name).toBe('Golden Thread Bridal Earrings');
    expect(product.categories.map((category) => category.name)).toContain('Bridal');
  });

  it('validates as OpenAPI 3.1 (an independent validator, run as the ES module it is)', () => {
    const validate = `
      import { Validator } from '@seriousme/openapi-schema-validator';
      let text = '';
      for await (const chunk of process.stdin) text += chunk;
      const result = await new Validator().validate(JSON.parse(text));
      console.log(JSON.stringify({ valid: result.valid, version: new Validator().version, errors: result.errors }));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', validate], {
      input: JSON.stringify(document),
      encoding: 'utf8',
      cwd: __dirname,
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ valid: true });
  });

  it('says who may call each path, from the same @Allow the server enforces', () => {
    expect(document.paths['/api/products']?.get['x-permission']).toBe('anyone');
    expect(document.paths['/api/products']?.get.security).toEqual([]);
    expect(document.paths['/api/info']?.get['x-permission']).toBe('user');
    expect(document.paths['/api/info']?.get.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/admin/users']?.get['x-permission']).toBe('admin');
    expect(Object.keys(document.paths['/api/admin/users/{id}']?.put.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '429']),
    );
  });

  it('gives every operation a summary, a description with who may call it, a defined tag and examples of its body and of each answer', () => {
    const defined = new Map(document.tags.map((tag) => [tag.name, tag.description]));
    const gaps: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (!op.summary) gaps.push(`${name}: no summary`);
        if (!op.description?.includes('**Who may call:**')) gaps.push(`${name}: no description`);
        if (!op.tags.every((tag) => defined.get(tag)))
          gaps.push(`${name}: tag not described at the top level`);
        // An open operation says so with an empty list; the others name the bearer token.
        if (JSON.stringify(op.security) !== (op['x-permission'] === 'anyone' ? '[]' : '[{"bearer":[]}]'))
          gaps.push(`${name}: security`);
        const body = op.requestBody && Object.values(op.requestBody.content)[0];
        if (body && body.example === undefined) gaps.push(`${name}: no request example`);
        for (const [status, answer] of Object.entries(op.responses)) {
          if (answer.content && Object.values(answer.content)[0].example === undefined)
            gaps.push(`${name}: no example of its ${status} answer`);
        }
      }
    }
    expect(gaps).toEqual([]);
    expect(document.info.contact).toEqual(expect.objectContaining({ email: expect.stringContaining('@') }));
    expect(document.info.license).toEqual(
      expect.objectContaining({ name: expect.any(String), identifier: expect.any(String) }),
    );
  });

  it('describes bodies and queries from the validating classes: the rules a refusal names', () => {
    const register = document.components.schemas.RegisterInput;
    expect(register.required).toEqual(expect.arrayContaining(['email', 'name', 'password']));
    expect(document.components.schemas.RateBody.properties).toEqual({
      rating: expect.objectContaining({ minimum: 1, maximum: 5, type: 'integer' }),
    });
    const list = document.paths['/api/products'].get.parameters!.map((p) => `${p.in}:${p.name}`);
    expect(list).toEqual(
      expect.arrayContaining([
        'query:limit',
        'query:offset',
        'query:colors',
        'query:categories',
        'query:name',
      ]),
    );
    expect(document.paths['/api/products/{id}/rate'].post.requestBody).toEqual({
      required: true,
      content: {
        'application/json': { schema: { $ref: '#/components/schemas/RateBody' }, example: { rating: 5 } },
      },
    });
    expect(document.components.schemas.ErrorBody.required).toEqual(['statusCode', 'error', 'message']);
    // Paged lists answered as plain arrays give the whole length in a header (the contract check requires it in every answer).
    for (const path of [
      '/api/products/{id}/comments',
      '/api/publications/{id}/comments',
      '/api/users/{userId}/favourites',
    ]) {
      const page = document.paths[path].get;
      expect(page.parameters!.map((p) => `${p.in}:${p.name}`)).toEqual(
        expect.arrayContaining(['query:limit', 'query:offset']),
      );
      expect(page.responses['200']).toMatchObject({ headers: { 'X-Total-Count': { required: true } } });
    }
  });

  it('finds what the document does not say in an answer (the check every test file ends with)', () => {
    const answer = (path: string, status: number, body: unknown, headers: Record<string, unknown> = {}) => ({
      method: 'get',
      path,
      status,
      headers,
      body,
    });
    expect(contractViolations(t.app, [answer('/api/products/1', 200, { id: 1, name: 'x' })])).toEqual([
      expect.stringMatching(/^GET \/api\/products\/1 200: .*required property/),
    ]);
    expect(contractViolations(t.app, [answer('/api/products', 201, { products: [], total: 0 })])).toEqual([
      'GET /api/products 201: status not listed for /api/products',
    ]);
    expect(contractViolations(t.app, [answer('/api/nothing', 200, {})])).toEqual([
      'GET /api/nothing 200: not in the document',
    ]);
    expect(
      contractViolations(t.app, [
        answer('/api/products', 429, { statusCode: 429, error: 'Too Many Requests', message: 'Wait' }),
      ]),
    ).toEqual(['GET /api/products 429: header Retry-After missing']);
    expect(
      contractViolations(t.app, [
        answer('/api/products', 400, { statusCode: 400, error: 'Bad Request', message: 'x', stack: 'at …' }),
      ]),
    ).toEqual([expect.stringMatching(/400: .*additional properties/)]);
    expect(contractViolations(t.app, [answer('/api/products', 200, { products: [], total: 0 })])).toEqual([]);
  });

  it('serves the reference page and its assets from the shop itself, within its CSP', async () => {
    const page = await request(t.http).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.every((source) => source.startsWith('/'))).toBe(true);
    expect(page.text).not.toMatch(/<script>(?!<\/script>)/); // no inline script
    for (const source of sources.filter((s) => s.startsWith('/api/docs')))
      await request(t.http).get(source).expect(200);
  });

  describe('every status an operation answers is described', () => {
    it('answers a JSON write over the body limit 413, as described', async () => {
      const res = await request(t.http)
        .post('/api/login')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(200_000) }))
        .expect(413);
      expect(res.body.statusCode).toBe(413);
      const described = (await request(t.http).get('/api/openapi.json').expect(200)).body as {
        paths: Record<string, Record<string, { responses: object }>>;
      };
      for (const [path, operations] of Object.entries(described.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          if (method !== 'get')
            expect([path, method, Object.keys(operation.responses).includes('413')]).toEqual([
              path,
              method,
              true,
            ]);
        }
      }
    });

    it("answers another user's favourites 403, as described", async () => {
      const [one, other] = [await registerUser(t), await registerUser(t)];
      await request(t.http)
        .get(`/api/users/${other.id}/favourites`)
        .set({ Authorization: `Bearer ${one.token}` })
        .expect(403);
    });
  });
});

describe('the reference page in production', () => {
  it('is off unless API_DOCS=1, while the document stays', async () => {
    const off = await startTestApp({ NODE_ENV: 'production' });
    try {
      await request(off.http).get('/api/docs').expect(404);
      await request(off.http).get('/api/openapi.json').expect(200);
    } finally {
      await off.close();
    }
    const on = await startTestApp({ NODE_ENV: 'production', API_DOCS: '1' });
    try {
      await request(on.http).get('/api/docs').expect(200);
    } finally {
      await on.close();
    }
    // Two fresh starts of the shop (each a new embedded database on PGlite): a busy machine can take most of a minute for one.
  }, 180_000);
});
