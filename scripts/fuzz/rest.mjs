// REST requests drawn from openapi.json: every route, its path and query parameters and its body made
// from their schemas (valid-ish, boundary, wrong), JSON and multipart bodies broken the ways a client
// can break them.
import { email, INTS, multipart, password, schemaValue, STRINGS, text } from './values.mjs';

/** Routes that would end the fuzzer's own session or account: called with a throwaway account's token. */
export const SELF_ENDING_ROUTES = new Set(['post /api/account/delete', 'post /api/account/password']);

export function restOperations(openapi) {
  return Object.entries(openapi.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );
}

/** Which ids a path parameter means, by the route. */
function idKind(path, param) {
  if (param === 'imageId') return 'image';
  if (param === 'commentId' || path.startsWith('/api/comments/')) return 'comment';
  if (param === 'userId' || path.startsWith('/api/admin/users/')) return 'user';
  if (path.startsWith('/api/admin/enquiries/')) return 'enquiry';
  if (path.startsWith('/api/publications/')) return 'publication';
  return 'product';
}

const ODD_SEGMENTS = [
  'abc',
  '1.5',
  '-1',
  '0x10',
  '1e3',
  '%00',
  '..%2F..%2Fetc',
  '%F0%9F%8C%B8',
  '9'.repeat(30),
  ' 1',
  '1;DROP',
  '%E0%A4%A',
];

function queryValue(r, ctx, param) {
  const schema = param.schema ?? {};
  if (/list/i.test(schema.description ?? '')) {
    const kind = param.name === 'availability' ? null : param.name === 'colors' ? 'color' : 'category';
    const item = () =>
      kind
        ? String(r.chance(0.7) ? r.int(1, 12) : r.pick(INTS))
        : r.pick(['AVAILABLE', 'SOLD', 'MADE_TO_ORDER', 'x', '']);
    return Array.from({ length: r.pick([0, 1, 2, 3, 51]) }, item).join(r.pick([',', ',', ' , ', ';']));
  }
  if (schema.enum) return r.chance(0.85) ? r.pick(schema.enum) : r.pick(['', 'NEWEST', 'price']);
  if (schema.type === 'integer')
    return String(
      r.chance(0.6)
        ? r.pick([
            schema.minimum ?? 0,
            schema.maximum ?? 100,
            (schema.maximum ?? 100) + 1,
            (schema.minimum ?? 0) - 1,
            1,
            9,
          ])
        : r.pick([...INTS, 'x', '1.5', '']),
    );
  return r.pick(STRINGS);
}

/** A body's value for a named property where its name says more than its schema. */
function hintFor(ctx) {
  const { r } = ctx;
  return (name) => {
    if (name === 'email' || name === 'newEmail') return email(r);
    if (/password/i.test(name)) return password(r);
    if (name === 'content' || name === 'message')
      return r.chance(0.7)
        ? r.pick(['Piękne kolory!', 'Czy są lekkie?', 'Could these be made in navy blue?'])
        : text(r);
    return undefined;
  };
}

/** The parts of a multipart body from a form's schema: its fields as text, its files junk mostly. */
function formParts(ctx, schema) {
  const { r, files } = ctx;
  const parts = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (prop.format === 'binary' || prop.items?.format === 'binary') {
      const count = r.pick([0, 1, 1, 2, 3, 21]);
      for (let i = 0; i < count; i += 1)
        parts.push({ name, file: r.chance(0.25) ? r.pick(files.valid) : r.pick(files.junk) });
      continue;
    }
    if (!(schema.required ?? []).includes(name) && r.chance(0.4)) continue;
    let v;
    if (/Ids$/.test(name))
      v = r.pick(['[1, 3]', '[5]', '[]', '[1,', '["x"]', `[${r.int(1, 12)}]`, '[99999]', '1']);
    else if (name === 'imageColors' || name === 'imageAltTexts' || /^image/.test(name))
      v = r.pick(['{"0": 3}', '{}', '{"0": {"en": "alt", "pl": "alt"}}', '{"99": 1}', '{bad', '[]', 'null']);
    else if (name === 'price')
      v = r.pick(['290', '149.99', '0', '-1', '1.999', 'abc', '', '1e9', '99999999.99']);
    else if (name === 'order' || name === 'keep' || name === 'images_order')
      v = r.pick(['[]', '[1,2]', '{bad', '["new-0"]']);
    else v = schemaValue(r, prop, ctx.components, () => undefined);
    parts.push({ name, value: typeof v === 'string' ? v : JSON.stringify(v) });
  }
  if (r.chance(0.1)) parts.push({ name: r.pick(['unknown', 'isAdmin', 'images[0]']), value: 'x' });
  return parts;
}

/** One REST request: `{ op, variant, req, selfEnding }`. */
export function restRequest(ctx, ops) {
  const { r } = ctx;
  const { path, method, operation } = r.pick(ops);
  const op = `${method} ${path}`;
  const destructive = method === 'delete';
  let filled = path.replace(/\{([^}]+)\}/g, (_, param) => {
    if (r.chance(0.1)) return r.pick(ODD_SEGMENTS);
    const kind = idKind(path, param);
    let id = ctx.id(kind, destructive ? 0.15 : 0.7);
    if (kind === 'user' && method === 'put') id = ctx.safeUser(id);
    return encodeURIComponent(String(id));
  });
  const params = (operation.parameters ?? []).filter((p) => p.in === 'query' && r.chance(0.5));
  if (params.length || r.chance(0.05)) {
    const query = new URLSearchParams(params.map((p) => [p.name, queryValue(r, ctx, p)]));
    if (r.chance(0.05))
      query.append(r.pick(['limit', 'offset', 'unknown', '__proto__[x]']), r.pick(['1', '2', 'x']));
    filled += `?${query}`;
  }
  const content = operation.requestBody?.content ?? {};
  const type = Object.keys(content)[0];
  const variant = r.pick([
    'schema',
    'schema',
    'schema',
    'schema',
    'schema',
    'schema',
    'schema',
    'malformed',
    'content-type',
    'empty',
    'multipart-junk',
    'huge',
  ]);
  const result = (v, req) => ({
    op,
    variant: v,
    req: { method: method.toUpperCase(), path: filled, ...req },
    selfEnding: SELF_ENDING_ROUTES.has(op),
  });

  if (method === 'get' || (method === 'delete' && !type)) {
    // A body on a GET or DELETE now and then: it must be ignored, never read.
    if (variant === 'malformed')
      return result('get-with-body', {
        headers: { 'Content-Type': 'application/json' },
        body: method === 'get' ? undefined : '{broken',
      });
    return result('params', {
      headers: r.chance(0.05)
        ? { Accept: r.pick(['application/xml', 'text/html', '*/*;q=0', 'application/json;q=abc']) }
        : {},
    });
  }
  const schema = type
    ? (ctx.components[content[type].schema.$ref?.split('/').pop()] ?? content[type].schema)
    : { type: 'object', properties: {} };
  if (type === 'multipart/form-data' && variant !== 'content-type') {
    const body = multipart(r, formParts(ctx, schema));
    return result('multipart', { headers: { 'Content-Type': body.contentType }, body: body.body });
  }
  const value = schemaValue(r, schema, ctx.components, hintFor(ctx));
  switch (variant) {
    case 'malformed':
      return result(variant, {
        headers: { 'Content-Type': 'application/json' },
        body: r.pick([
          '{not json',
          '{"a":',
          '[',
          'null',
          '"string"',
          '1',
          'true',
          '{"__proto__": {"isAdmin": true}}',
          '\u0000',
          '{"a":1,"a":2}',
        ]),
      });
    case 'content-type':
      return result(variant, {
        headers: {
          'Content-Type': r.pick([
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'application/json; charset=utf-16',
            'multipart/form-data',
            'image/png',
          ]),
        },
        body: r.chance(0.5) ? JSON.stringify(value) : 'a=1&b=2',
      });
    case 'empty':
      return result(variant, {
        headers: r.chance(0.5) ? { 'Content-Type': 'application/json' } : {},
        body: r.chance(0.5) ? '' : undefined,
      });
    case 'multipart-junk': {
      const body = multipart(r, [
        { name: 'file', file: r.pick(ctx.files.junk) },
        { name: 'data', value: JSON.stringify(value) },
      ]);
      return result(variant, { headers: { 'Content-Type': body.contentType }, body: body.body });
    }
    case 'huge':
      // Past the JSON body limit: refused with 413, never read whole.
      return result(variant, {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...(value ?? {}), content: 'x'.repeat(r.pick([200_000, 2_000_000])) }),
      });
    default:
      return result('schema', {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(value),
      });
  }
}
