// GraphQL requests drawn from schema.graphql: every root field, its arguments made from their types
// (valid-ish, boundary, wrong), selections of varying depth and aliases around the server's limits
// (depth 6, 15 aliases, its cost), and the transport broken in the ways a client can break it.
import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { DATES, FLOATS, INTS, WRONG, email, multipart, password, text } from './values.mjs';

/** Which ids an `id` argument means, by its field. */
const ID_OF_FIELD = {
  product: 'product',
  adminProduct: 'product',
  updateProduct: 'product',
  deleteProduct: 'product',
  publication: 'publication',
  adminPublication: 'publication',
  updatePublication: 'publication',
  deletePublication: 'publication',
  deleteProductImage: 'image',
  setUserAdmin: 'user',
  deleteComment: 'comment',
  setEnquiryState: 'enquiry',
};
const ID_OF_ARG = { productId: 'product', commentId: 'comment', commentIds: 'comment' };
/** Fields that would end the fuzzer's own session or account: called with a throwaway account's token. */
export const SELF_ENDING_FIELDS = new Set(['logoutEverywhere', 'deleteAccount', 'changePassword']);
/** Fields that remove what the reads show: a real id only now and then, so the catalogue stays. */
const DESTRUCTIVE = new Set(['deleteProduct', 'deletePublication', 'deleteProductImage', 'deleteComment']);
const MAX_DEPTH = 6;

export function graphqlOperations(schema) {
  return [schema.getQueryType(), schema.getMutationType()].flatMap((root) =>
    Object.values(root?.getFields() ?? {}).map((field) => ({
      kind: root === schema.getQueryType() ? 'query' : 'mutation',
      field,
    })),
  );
}

/** A value of an input type; Upload fields are left null and their paths collected for a multipart request. */
function value(ctx, type, where) {
  const { r } = ctx;
  if (r.chance(0.03)) return r.pick(WRONG);
  if (isNonNullType(type)) return value(ctx, type.ofType, where);
  if (isListType(type)) {
    const length = r.chance(0.03) ? 60 : r.int(0, 3);
    return Array.from({ length }, (_, i) =>
      value(ctx, type.ofType, { ...where, path: `${where.path}.${i}` }),
    );
  }
  if (isEnumType(type))
    return r.chance(0.95) ? r.pick(type.getValues()).value : r.pick(['', 'UNKNOWN', 'product']);
  if (isInputObjectType(type)) {
    const out = {};
    for (const f of Object.values(type.getFields())) {
      if (!isNonNullType(f.type) && r.chance(0.5)) continue;
      out[f.name] = value(ctx, f.type, { ...where, name: f.name, path: `${where.path}.${f.name}` });
    }
    if (r.chance(0.03)) out.unknownField = 'x';
    return out;
  }
  if (!isScalarType(type)) return null;
  const name = where.name ?? '';
  switch (type.name) {
    case 'Int': {
      const kind =
        name === 'id' ? (ID_OF_FIELD[where.field] ?? (where.on ? where.on : 'product')) : ID_OF_ARG[name];
      if (kind) return ctx.id(kind, DESTRUCTIVE.has(where.field) ? 0.15 : 0.7);
      if (/limit|count/.test(name)) return r.pick([0, 1, 6, 9, 100, 101, -1, 2_147_483_647]);
      return r.pick(INTS);
    }
    case 'Float':
      return r.pick(FLOATS);
    case 'Boolean':
      return r.chance(0.5);
    case 'DateTime':
      return r.pick(DATES);
    case 'Upload':
      where.uploads.push(where.path);
      return null;
    default:
      if (/email/i.test(name)) return email(r);
      if (/password/i.test(name)) return password(r);
      return text(r);
  }
}

/** A GraphQL literal of a value (wrong ones included: the parser or validation must refuse them). */
function literal(v, type) {
  const named = type && getNamedType(type);
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return isEnumType(named) && /^[_A-Za-z]\w*$/.test(v) ? v : JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map((item) => literal(item, named)).join(', ')}]`;
  const fields = isInputObjectType(named) ? named.getFields() : {};
  return `{${Object.entries(v)
    .map(([k, item]) => `${k}: ${literal(item, fields[k]?.type)}`)
    .join(', ')}}`;
}

/** A selection of an output type: some scalars, some objects, aliases now and then, within `left` levels. */
function selection(ctx, type, left) {
  const { r } = ctx;
  const named = getNamedType(type);
  if (!isCompositeType(named)) return '';
  if (!isObjectType(named)) return ' { __typename }';
  const parts = ['__typename'];
  for (const f of Object.values(named.getFields())) {
    const composite = isCompositeType(getNamedType(f.type));
    if (composite && (left <= 1 || !r.chance(0.35))) continue;
    if (!composite && !r.chance(0.6)) continue;
    const required = f.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
    const args = f.args.filter((a) => required.includes(a) || r.chance(0.2));
    const call = args.length
      ? `(${args.map((a) => `${a.name}: ${literal(value(ctx, a.type, { name: a.name, field: f.name, uploads: [], path: '' }), a.type)}`).join(', ')})`
      : '';
    const alias = r.chance(0.05) ? `a${r.int(0, 99)}: ` : '';
    parts.push(`${alias}${f.name}${call}${composite ? selection(ctx, f.type, left - 1) : ''}`);
  }
  return ` { ${parts.join(' ')} }`;
}

/** One root field's call: its arguments as variables (or literals), its selection, the uploads it names. */
function call(ctx, op, inline, alias = '') {
  const { r } = ctx;
  const { field } = op;
  const args = field.args.filter(
    (a) => (isNonNullType(a.type) && a.defaultValue === undefined) || r.chance(0.5),
  );
  const uploads = [];
  const variables = {};
  let on;
  for (const a of args) {
    if (a.name === 'on')
      on = variables.on = value(ctx, a.type, {
        name: 'on',
        field: field.name,
        uploads,
        path: 'variables.on',
      });
  }
  const target = on === 'PUBLICATION' ? 'publication' : 'product';
  for (const a of args) {
    if (a.name !== 'on')
      variables[a.name] = value(ctx, a.type, {
        name: a.name,
        field: field.name,
        on: field.name === 'comments' || field.name === 'addComment' ? target : undefined,
        uploads,
        path: `variables.${a.name}`,
      });
  }
  ctx.protect?.(field.name, variables);
  // Sometimes over the depth limit on purpose (refused with 400), mostly within it.
  const depth = r.chance(0.03) ? MAX_DEPTH + 2 : r.int(1, MAX_DEPTH - 1);
  const list = inline
    ? args.map((a) => `${a.name}: ${literal(variables[a.name], a.type)}`)
    : args.map((a) => `${a.name}: $${a.name}`);
  const text = `${alias}${field.name}${list.length ? `(${list.join(', ')})` : ''}${selection(ctx, field.type, depth)}`;
  const declarations = inline ? '' : args.map((a) => `$${a.name}: ${a.type}`).join(', ');
  return { text, declarations, variables, uploads };
}

const jsonPost = (body, extra = {}) => ({
  method: 'POST',
  path: '/graphql',
  headers: { 'Content-Type': 'application/json', ...extra },
  body,
});

/** One GraphQL request: `{ op, variant, req, selfEnding }`. */
export function graphqlRequest(ctx, ops) {
  const { r, files } = ctx;
  const op = r.pick(ops);
  const name = op.field.name;
  const variant = r.pick([
    'variables',
    'variables',
    'variables',
    'variables',
    'variables',
    'variables',
    'inline',
    'inline',
    'aliases',
    'fragment',
    'get',
    'malformed',
    'content-type',
    'batch',
    'odd-document',
  ]);
  const one = call(ctx, op, variant === 'inline');
  const decl = one.declarations ? `(${one.declarations})` : '';
  let query = `${op.kind} Fuzz${decl} { ${one.text} }`;
  const variables = one.variables;
  const result = (v, req) => ({ op: name, variant: v, req, selfEnding: SELF_ENDING_FIELDS.has(name) });

  if (one.uploads.length && r.chance(0.6)) {
    // graphql-multipart-request-spec: operations, map, then the files (junk mostly, a real picture sometimes).
    const map = {};
    const parts = [];
    one.uploads.forEach((path, i) => (map[String(i)] = [path]));
    parts.push({
      name: 'operations',
      value: r.chance(0.05) ? '{broken' : JSON.stringify({ query, variables }),
    });
    parts.push({
      name: 'map',
      value: r.chance(0.05) ? JSON.stringify({ 0: ['variables.nowhere'] }) : JSON.stringify(map),
    });
    one.uploads.forEach((_, i) =>
      parts.push({ name: String(i), file: r.chance(0.3) ? r.pick(files.valid) : r.pick(files.junk) }),
    );
    const body = multipart(r, parts);
    return result('multipart', {
      method: 'POST',
      path: '/graphql',
      headers: { 'Content-Type': body.contentType, 'apollo-require-preflight': 'true' },
      body: body.body,
    });
  }
  switch (variant) {
    case 'aliases': {
      // Up to the 15 aliases allowed, and now and then one past it.
      const count = r.chance(0.1) ? 16 : r.int(2, 5);
      const calls = Array.from({ length: count }, (_, i) => call(ctx, op, true, `f${i}: `));
      query = `${op.kind} Aliased { ${calls.map((c) => c.text).join(' ')} }`;
      return result(variant, jsonPost(JSON.stringify({ query })));
    }
    case 'fragment': {
      const root = op.kind === 'query' ? 'Query' : 'Mutation';
      query = `${op.kind} Fuzz${decl} { ...Root } fragment Root on ${root} { ${one.text} }`;
      return result(variant, jsonPost(JSON.stringify({ query, variables })));
    }
    case 'get': {
      const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
      if (r.chance(0.2))
        params.set('extensions', r.pick(['{', '{"persistedQuery":{"version":1,"sha256Hash":"00"}}']));
      return result(variant, {
        method: 'GET',
        path: `/graphql?${params}`,
        headers: r.chance(0.8) ? { 'apollo-require-preflight': 'true' } : {},
      });
    }
    case 'malformed':
      return result(
        variant,
        jsonPost(
          r.pick([
            `{"query": ${JSON.stringify(query)}, "variables": {`,
            '{"query": "{ broken',
            '',
            'null',
            '[]',
            '"just a string"',
            JSON.stringify({ query: 42 }),
            JSON.stringify({ query, variables: 'not an object' }),
            JSON.stringify({ query, variables, operationName: 'NotThere' }),
            JSON.stringify({ variables }),
            `{"query": ${JSON.stringify(query)}, "__proto__": {"polluted": true}}`,
            '\u0000\u0001\u0002',
          ]),
        ),
      );
    case 'content-type': {
      const type = r.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/graphql',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        '',
      ]);
      return result(variant, {
        method: 'POST',
        path: '/graphql',
        headers: { 'Content-Type': type },
        body: JSON.stringify({ query, variables }),
      });
    }
    case 'batch':
      return result(
        variant,
        jsonPost(JSON.stringify([{ query, variables }, { query: '{ colors { id } }' }])),
      );
    case 'odd-document':
      return result(
        variant,
        jsonPost(
          JSON.stringify({
            query: r.pick([
              `${query} query Other { categories { id } }`,
              `query { ${'a: __typename '.repeat(r.pick([10, 400]))} }`,
              `query { ${'colors { '.repeat(20)}id${' }'.repeat(20)} }`,
              `{ ${name} @skip(if: true) @include(if: false) @skip(if: false) ${'@deprecated '.repeat(11)} }`,
              '{ __schema { types { name fields { name } } } }',
              `subscription { ${name} }`,
              `{ ${'x'.repeat(r.pick([10, 100_000]))} }`,
              `query ($a: Int = "x") { product(id: $a) { id } }`,
              '{ product(id: 1) { id ...on Product { ...on Product { name } } } }',
            ]),
            variables,
          }),
        ),
      );
    default:
      return result(
        variant,
        jsonPost(JSON.stringify(variant === 'inline' ? { query } : { query, variables })),
      );
  }
}
