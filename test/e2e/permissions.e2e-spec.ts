import {
  buildSchema,
  getNamedType,
  GraphQLField,
  GraphQLInputType,
  GraphQLObjectType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { buildSchemaText } from '../../server/src/schema';
import { gql, registerAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';

/**
 * The permission matrix, generated from the schema so new operations are covered as they land:
 * every operation not listed as public refuses an anonymous caller, and every operation whose
 * description starts with "Admin only" refuses a signed-in non-admin. Adding a public operation
 * means adding it here, on purpose.
 */
const PUBLIC = new Set(['Mutation.register', 'Mutation.login']);
const isAdminOnly = (field: GraphQLField<unknown, unknown>) => /^Admin only/.test(field.description ?? '');

function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
        .map((f) => [f.name, sampleValue(f.type)]),
    );
  }
  if (isScalarType(type)) {
    return ({ Int: 1, Float: 1, Boolean: true, ID: '1', String: 'sample' } as Record<string, unknown>)[type.name] ?? 'sample';
  }
  throw new Error(`no sample for ${String(type)}`);
}

interface Operation {
  id: string;
  adminOnly: boolean;
  document: string;
  variables: Record<string, unknown>;
}

function operationsOf(root: GraphQLObjectType | null | undefined, kind: 'query' | 'mutation'): Operation[] {
  return Object.values(root?.getFields() ?? {}).map((field) => {
    const args = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
    const declarations = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
    const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
    const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
    return {
      id: `${root!.name}.${field.name}`,
      adminOnly: isAdminOnly(field),
      document: `${kind}${declarations ? ` (${declarations})` : ''} { ${field.name}${call}${selection} }`,
      variables: Object.fromEntries(args.map((a) => [a.name, sampleValue(a.type)])),
    };
  });
}

describe('permission matrix from the schema', () => {
  let t: TestApp;
  let operations: Operation[];
  beforeAll(async () => {
    t = await startTestApp();
    const schema = buildSchema(await buildSchemaText());
    operations = [...operationsOf(schema.getQueryType(), 'query'), ...operationsOf(schema.getMutationType(), 'mutation')];
  });
  afterAll(() => t.close());

  it('finds the operations of this slice, admin ones included', () => {
    const ids = operations.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining(['Query.me', 'Query.users', 'Mutation.setUserAdmin', ...PUBLIC]));
    expect(operations.filter((o) => o.adminOnly).map((o) => o.id)).toEqual(
      expect.arrayContaining(['Query.users', 'Mutation.setUserAdmin']),
    );
  });

  it('refuses every non-public operation to an anonymous caller with UNAUTHENTICATED', async () => {
    for (const op of operations.filter((o) => !PUBLIC.has(o.id))) {
      const res = await gql(t, op.document, op.variables);
      expect({ op: op.id, code: res.errors?.[0]?.extensions?.code }).toEqual({ op: op.id, code: 'UNAUTHENTICATED' });
    }
  });

  it('refuses every admin-only operation to a signed-in non-admin with FORBIDDEN and changes nothing', async () => {
    await registerAdmin(t);
    const user = await registerUser(t);
    const before = await t.sql('SELECT id, is_admin FROM users ORDER BY id');
    for (const op of operations.filter((o) => o.adminOnly)) {
      const res = await gql(t, op.document, op.variables, user.token);
      expect({ op: op.id, code: res.errors?.[0]?.extensions?.code }).toEqual({ op: op.id, code: 'FORBIDDEN' });
    }
    expect(await t.sql('SELECT id, is_admin FROM users ORDER BY id')).toEqual(before);
  });

  it('exposes no password, hash or token bookkeeping on any output type', async () => {
    const schema = buildSchema(await buildSchemaText());
    const outputFields = Object.values(schema.getTypeMap())
      .filter((type): type is GraphQLObjectType => type instanceof GraphQLObjectType && !type.name.startsWith('__'))
      .flatMap((type) => Object.keys(type.getFields()).map((field) => `${type.name}.${field}`));
    expect(outputFields.filter((name) => /password|hash|tokensValidAfter/i.test(name))).toEqual([]);
    expect(Object.keys((schema.getType('UserInfo') as GraphQLObjectType).getFields()).sort()).toEqual(['id', 'isAdmin', 'name']);
  });
});
