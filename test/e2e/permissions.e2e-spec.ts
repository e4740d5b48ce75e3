import { Controller, Get, Module, Type } from '@nestjs/common';
import { DiscoveryService, ModulesContainer, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { GraphQLSchemaHost, Query, Resolver } from '@nestjs/graphql';
import {
  getNamedType,
  GraphQLInputType,
  GraphQLObjectType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import request from 'supertest';
import { REFUSALS } from '../../server/src/common/auth/access.guard';
import { ALLOW_KEY, Permission } from '../../server/src/common/auth/allow.decorator';
import { addProduct } from '../support/catalogue-factory';
import { registerAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';

/**
 * The permission check, generated from the running app: every GraphQL root field of its schema and
 * every REST route of its router, called as an anonymous visitor, a user and an admin. Each must
 * declare who may call it (@Allow), and the access guard must let exactly those callers through.
 */
type Role = 'anonymous' | 'user' | 'admin';
type Outcome = 'allowed' | 'sign-in required' | 'admin only' | 'undeclared';

const EXPECTED: Record<Permission, Record<Role, Outcome>> = {
  anyone: { anonymous: 'allowed', user: 'allowed', admin: 'allowed' },
  user: { anonymous: 'sign-in required', user: 'allowed', admin: 'allowed' },
  admin: { anonymous: 'sign-in required', user: 'admin only', admin: 'allowed' },
};

const REFUSED: Record<string, Outcome> = {
  [`UNAUTHENTICATED ${REFUSALS.signInRequired}`]: 'sign-in required',
  [`FORBIDDEN ${REFUSALS.adminOnly}`]: 'admin only',
  [`FORBIDDEN ${REFUSALS.undeclared}`]: 'undeclared',
};

interface Operation {
  id: string;
  permission?: Permission;
  call(token?: string): Promise<Outcome>;
}

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
    return (
      ({ Int: 1, Float: 1, Boolean: true, ID: '1', String: 'sample' } as Record<string, unknown>)[
        type.name
      ] ?? 'sample'
    );
  }
  throw new Error(`no sample for ${String(type)}`);
}

/** Every method of every provider and controller, with the @Allow it (or its class) declares. */
function declaredMethods(app: NestExpressApplication) {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const reflector = app.get(Reflector);
  return [...discovery.getProviders(), ...discovery.getControllers()]
    .filter((wrapper) => wrapper.instance && wrapper.metatype)
    .flatMap((wrapper) => {
      const prototype = Object.getPrototypeOf(wrapper.instance);
      // Descriptors, not property reads: some providers have getters that must not run here.
      return Object.entries(Object.getOwnPropertyDescriptors(prototype))
        .filter(([name, descriptor]) => name !== 'constructor' && typeof descriptor.value === 'function')
        .map(([name, descriptor]) => ({
          classRef: wrapper.metatype as Type,
          name,
          method: descriptor.value as (...args: unknown[]) => unknown,
          permission: reflector.getAllAndOverride<Permission | undefined>(ALLOW_KEY, [
            descriptor.value,
            wrapper.metatype as Type,
          ]),
        }));
    });
}

function graphqlOperations(t: TestApp): Operation[] {
  const schema = t.app.get(GraphQLSchemaHost).schema;
  const declared = new Map<string, Permission | undefined>();
  for (const m of declaredMethods(t.app)) {
    const rootType = Reflect.getMetadata('graphql:resolver_type', m.method);
    if (rootType !== 'Query' && rootType !== 'Mutation') continue;
    declared.set(
      `${rootType}.${Reflect.getMetadata('graphql:resolver_name', m.method) ?? m.name}`,
      m.permission,
    );
  }
  const roots: [GraphQLObjectType | null | undefined, string][] = [
    [schema.getQueryType(), 'query'],
    [schema.getMutationType(), 'mutation'],
  ];
  return roots.flatMap(([root, kind]) =>
    Object.values(root?.getFields() ?? {}).map((field): Operation => {
      const args = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
      const declarations = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
      const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
      const query = `${kind}${declarations ? ` (${declarations})` : ''} { ${field.name}${call}${selection} }`;
      // A file argument travels as a multipart request (GraphQL multipart request spec), as a client sends it.
      const uploads = args.filter((a) => getNamedType(a.type).name === 'Upload').map((a) => a.name);
      const variables = Object.fromEntries(
        args.map((a) => [a.name, uploads.includes(a.name) ? null : sampleValue(a.type)]),
      );
      const id = `${root!.name}.${field.name}`;
      return {
        id,
        permission: declared.get(id),
        async call(token) {
          const req = request(t.http).post('/graphql');
          if (token) req.set('Authorization', `Bearer ${token}`);
          if (uploads.length) {
            req
              .set('Apollo-Require-Preflight', 'true')
              .field('operations', JSON.stringify({ query, variables }));
            req.field(
              'map',
              JSON.stringify(
                Object.fromEntries(uploads.map((name, index) => [String(index), [`variables.${name}`]])),
              ),
            );
            uploads.forEach((_name, index) =>
              req.attach(String(index), Buffer.from('not a picture'), 'sample.png'),
            );
          }
          const res = uploads.length ? await req : await req.send({ query, variables });
          const error = res.body.errors?.[0];
          return REFUSED[`${error?.extensions?.code} ${error?.message}`] ?? 'allowed';
        },
      };
    }),
  );
}

/** Every route of the express router Nest built, matched to the controller method that declares it. */
function restOperations(t: TestApp): Operation[] {
  const declared = new Map<string, Permission | undefined>();
  for (const m of declaredMethods(t.app)) {
    const path = Reflect.getMetadata('path', m.method);
    const method = Reflect.getMetadata('method', m.method);
    if (path === undefined || method === undefined) continue;
    const base = [Reflect.getMetadata('path', m.classRef), path]
      .flatMap((p) => String(p ?? '').split('/'))
      .filter(Boolean)
      .join('/');
    const verb = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'ALL', 'OPTIONS', 'HEAD'][method as number];
    for (const prefix of ['', 'api/'])
      declared.set(`${verb} /${prefix}${base}`.replace(/\/$/, ''), m.permission);
  }
  const router = (
    t.app.getHttpAdapter().getInstance() as {
      router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
    }
  ).router;
  return (
    router.stack
      // Nest mounts its 404 handler for every method on paths outside the global prefix: not an operation.
      .filter((layer) => layer.route && Object.keys(layer.route.methods).length < 10)
      .flatMap((layer) =>
        Object.keys(layer.route!.methods).map((verb) => ({
          verb: verb.toUpperCase(),
          path: layer.route!.path,
        })),
      )
      .map(({ verb, path }): Operation => {
        const id = `${verb} ${path}`;
        return {
          id,
          permission: declared.get(id),
          async call(token) {
            const req = request(t.http)[verb.toLowerCase() as 'get'](path.replace(/:[A-Za-z]+/g, '1'));
            if (token) req.set('Authorization', `Bearer ${token}`);
            const res = await req.send(verb === 'GET' ? undefined : {});
            return (
              REFUSED[`${{ 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN' }[res.status]} ${res.body?.message}`] ??
              'allowed'
            );
          },
        };
      })
  );
}

/**
 * Problems found: operations that declare nothing, and refusals that differ from the declaration.
 * Each operation gets fresh accounts, as one of them (logoutEverywhere) cuts its caller's tokens.
 */
async function checkPermissions(t: TestApp, operations: Operation[]): Promise<string[]> {
  const problems: string[] = [];
  for (const op of operations) {
    const tokens: Record<Role, string | undefined> = {
      anonymous: undefined,
      user: (await registerUser(t)).token,
      admin: (await registerAdmin(t)).token,
    };
    const observed = {} as Record<Role, Outcome>;
    for (const role of Object.keys(tokens) as Role[]) observed[role] = await op.call(tokens[role]);
    if (!op.permission) {
      problems.push(
        `${op.id} declares no @Allow (refused to anyone: ${Object.values(observed).every((o) => o === 'undeclared')})`,
      );
    } else if (JSON.stringify(observed) !== JSON.stringify(EXPECTED[op.permission])) {
      problems.push(`${op.id} @Allow('${op.permission}') answers ${JSON.stringify(observed)}`);
    }
  }
  return problems;
}

describe('permissions: every operation of both APIs declares who may call it, and only they get through', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('finds the root fields and routes of the running app', () => {
    expect(graphqlOperations(t).map((o) => [o.id, o.permission])).toEqual(
      expect.arrayContaining([
        ['Query.me', 'user'],
        ['Query.users', 'admin'],
        ['Mutation.register', 'anyone'],
        ['Mutation.login', 'anyone'],
        ['Mutation.setUserAdmin', 'admin'],
        ['Mutation.logoutEverywhere', 'user'],
      ]),
    );
    expect(restOperations(t).map((o) => [o.id, o.permission])).toEqual(
      expect.arrayContaining([
        ['GET /health', 'anyone'],
        ['POST /api/register', 'anyone'],
        ['GET /api/info', 'user'],
        ['GET /api/admin/users', 'admin'],
        ['PUT /api/admin/users/:id', 'admin'],
      ]),
    );
  });

  it('lets anonymous visitors, users and admins through exactly as each operation declares', async () => {
    expect(await checkPermissions(t, [...graphqlOperations(t), ...restOperations(t)])).toEqual([]);
  });

  it('changes nothing when a non-admin calls the admin operations', async () => {
    const user = await registerUser(t);
    const before = await t.sql('SELECT id, is_admin, token_version FROM users ORDER BY id');
    for (const op of [...graphqlOperations(t), ...restOperations(t)].filter(
      (o) => o.permission === 'admin',
    )) {
      expect({ op: op.id, outcome: await op.call(user.token) }).toEqual({ op: op.id, outcome: 'admin only' });
    }
    expect(await t.sql('SELECT id, is_admin, token_version FROM users ORDER BY id')).toEqual(before);
  });

  it('exposes no password, hash or token bookkeeping on any output type', () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const outputFields = Object.values(schema.getTypeMap())
      // Mutations are operations, not data a caller reads: requestPasswordReset and resetPassword are names.
      .filter(
        (type): type is GraphQLObjectType =>
          type instanceof GraphQLObjectType &&
          !type.name.startsWith('__') &&
          type !== schema.getMutationType(),
      )
      .flatMap((type) => Object.keys(type.getFields()).map((field) => `${type.name}.${field}`));
    expect(outputFields.filter((name) => /password|hash|token(s)?(Valid|Version)/i.test(name))).toEqual([]);
    expect(Object.keys((schema.getType('UserInfo') as GraphQLObjectType).getFields()).sort()).toEqual([
      'email',
      'emailConfirmed',
      'id',
      'isAdmin',
      'name',
    ]);
  });
});

@Resolver()
class UndeclaredFixtureResolver {
  @Query(() => Boolean)
  undeclaredFixture(): boolean {
    return true;
  }
}

@Controller('undeclared-fixture')
class UndeclaredFixtureController {
  @Get()
  read() {
    return { ok: true };
  }
}

@Module({ providers: [UndeclaredFixtureResolver], controllers: [UndeclaredFixtureController] })
class UndeclaredFixtureModule {}

/**
 * Every operation that names a comment by its id, found in the running app (a GraphQL root field with a
 * `commentId` argument, a REST route under `comments/:id`), called with a comment of a draft piece and
 * of a draft post. Ids are sequential: what is not the caller's to see must be not found, not described.
 */
function commentOperations(t: TestApp): {
  id: string;
  permission?: Permission;
  call(commentId: number, token: string): Promise<'not found' | 'answered'>;
}[] {
  const schema = t.app.get(GraphQLSchemaHost).schema;
  const declared = new Map(graphqlOperations(t).map((op) => [op.id, op.permission]));
  const graph = [schema.getQueryType(), schema.getMutationType()].flatMap((root) =>
    Object.values(root?.getFields() ?? {})
      .filter((field) => field.args.some((a) => a.name === 'commentId'))
      .map((field) => {
        const kind = root === schema.getMutationType() ? 'mutation' : 'query';
        const args = field.args.filter((a) => isNonNullType(a.type));
        const query = `${kind} (${args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')}) { ${field.name}(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})${isCompositeType(getNamedType(field.type)) ? ' { __typename }' : ''} }`;
        const id = `${root!.name}.${field.name}`;
        return {
          id,
          permission: declared.get(id),
          async call(commentId: number, token: string) {
            const variables = {
              ...Object.fromEntries(args.map((a) => [a.name, sampleValue(a.type)])),
              commentId,
            };
            const res = await request(t.http)
              .post('/graphql')
              .set('Authorization', `Bearer ${token}`)
              .send({ query, variables });
            return res.body.errors?.[0]?.extensions?.code === 'NOT_FOUND'
              ? ('not found' as const)
              : ('answered' as const);
          },
        };
      }),
  );
  const rest = restOperations(t)
    .filter((op) => /^\w+ \/api\/comments\/:id\b/.test(op.id))
    .map((op) => {
      const [verb, path] = op.id.split(' ');
      return {
        id: op.id,
        permission: op.permission,
        async call(commentId: number, token: string) {
          const res = await request(t.http)
            [verb.toLowerCase() as 'get'](path.replace(':id', String(commentId)))
            .set('Authorization', `Bearer ${token}`)
            .send(verb === 'GET' ? undefined : { liked: true });
          return res.status === 404 ? ('not found' as const) : ('answered' as const);
        },
      };
    });
  return [...graph, ...rest];
}

describe("a draft's comments through every operation that takes a comment's id", () => {
  let t: TestApp;
  const drafts: Record<string, number> = {};
  beforeAll(async () => {
    t = await startTestApp();
    const author = await registerUser(t);
    const productId = await addProduct(t, { name: 'Szkic kolczyków' });
    const [{ id: publicationId }] = await t.sql<{ id: number }>(
      `INSERT INTO publications (title_pl, abstract_pl, content_pl) VALUES ('Szkic', 'A', 'C') RETURNING id`,
    );
    for (const [target, path] of [
      ['piece', `/api/products/${productId}/comments`],
      ['post', `/api/publications/${publicationId}/comments`],
    ]) {
      drafts[target] = (
        await request(t.http)
          .post(path)
          .set('Authorization', `Bearer ${author.token}`)
          .send({ content: 'Piękne!' })
          .expect(201)
      ).body.id;
    }
    await t.sql('UPDATE products SET draft = true WHERE id = $1', [productId]);
    await t.sql('UPDATE publications SET draft = true WHERE id = $1', [publicationId]);
  });
  afterAll(() => t.close());

  it('finds the vote operations of both APIs', () => {
    expect(commentOperations(t).map((op) => op.id)).toEqual(
      expect.arrayContaining([
        'Mutation.voteComment',
        'Mutation.removeCommentVote',
        'GET /api/comments/:id/vote',
        'POST /api/comments/:id/vote',
        'DELETE /api/comments/:id/vote',
      ]),
    );
  });

  it('answers not found to a user on every one of them, and lets an admin through', async () => {
    const observed: string[] = [];
    const expected: string[] = [];
    for (const op of commentOperations(t).filter((o) => o.permission !== 'admin')) {
      for (const [target, commentId] of Object.entries(drafts)) {
        observed.push(
          `${op.id} ${target}: user ${await op.call(commentId, (await registerUser(t)).token)}, admin ${await op.call(commentId, (await registerAdmin(t)).token)}`,
        );
        expected.push(`${op.id} ${target}: user not found, admin answered`);
      }
    }
    expect(observed).toEqual(expected);
    const [{ votes }] = await t.sql<{ votes: number }>(
      'SELECT count(*)::int AS votes FROM comment_votes c JOIN users u ON u.id = c.user_id WHERE NOT u.is_admin',
    );
    expect(votes).toBe(0);
  });
});

describe('permission check on an app with an operation that declares nothing (throwaway fixture)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, [UndeclaredFixtureModule]);
  });
  afterAll(() => t.close());

  it('fails, naming the undeclared root field and route, which refuse everyone', async () => {
    const problems = await checkPermissions(t, [...graphqlOperations(t), ...restOperations(t)]);
    expect(problems).toEqual([
      'Query.undeclaredFixture declares no @Allow (refused to anyone: true)',
      'GET /api/undeclared-fixture declares no @Allow (refused to anyone: true)',
    ]);
  });
});
