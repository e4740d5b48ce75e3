import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { ALLOW_KEY, type Permission } from '../common/auth/allow.decorator';
import { REASON_CODES } from '../common/errors/reason-codes';
import { UNPREFIXED } from '../common/http/api-prefix';
import {
  REST_ANSWERS_KEY,
  REST_BODY_KEY,
  REST_DESCRIPTION_KEY,
  REST_REFUSALS_KEY,
  REST_SUMMARY_KEY,
  REST_TAG_KEY,
  REST_TOTAL_COUNT_KEY,
  type AnswerShape,
  type RestAnswerSpec,
} from './rest-answer.decorator';

type Schema = Record<string, unknown>;
type Operation = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, unknown> };
  [key: string]: unknown;
}

const METHODS: Partial<Record<RequestMethod, string>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

const REF = '#/components/schemas/';

/** The one error body of every refusal and failure (DESIGN.md, Errors), with its reason codes per field. */
const ERROR_SCHEMA: Schema = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer', minimum: 400, maximum: 599 },
    error: { type: 'string', examples: ['Bad Request'] },
    message: { type: 'string', examples: ['Invalid input (rating: TOO_LARGE)'] },
    fields: {
      type: 'object',
      // The list as text rather than an enum: a new code is then no breaking change of the answer's type.
      description: `Reason codes per refused field, from one closed list (the client words them in the visitor's language): ${REASON_CODES.join(', ')}`,
      additionalProperties: { type: 'array', items: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' } },
    },
    requestId: { type: 'string', description: 'On 500 only: the id the server log carries' },
  },
  additionalProperties: false,
};

const REFUSALS: Record<number, string> = {
  400: 'The input was refused: `fields` names each field with its reason codes',
  401: 'No token, or a token that is no longer valid',
  403: "Signed in, but not allowed (an admin's operation, or another user's list or comment)",
  404: 'No such item',
  413: 'The body or a file is too large',
  415: 'A file of a type the shop does not take',
  429: 'Too many requests: wait the seconds Retry-After says',
  503: 'A part the shop needs cannot be reached or is too busy (the database; the picture store, for pictures and writes with photos): try again after Retry-After',
};

/** Who may call an operation, the last paragraph of its description (from @Allow). */
const WHO_MAY_CALL: Record<Permission, string> = {
  anyone: '**Who may call:** anyone; no token needed (a token, when sent, must be valid).',
  user: '**Who may call:** a signed-in user: `Authorization: Bearer <token>` from POST /api/login.',
  admin:
    '**Who may call:** an admin: a token of an account with the admin flag, read from the database on every call.',
};

/** A tag is its controller's name less `Controller`. */
const tagOf = (controller: Type<unknown>) => controller.name.replace(/Controller$/, '');

/** What each refusal's body looks like, shown with it (the server's own messages for the usual cases). */
const REFUSAL_EXAMPLES: Record<number | 'default', Record<string, unknown>> = {
  400: {
    statusCode: 400,
    error: 'Bad Request',
    message: 'Invalid input (content: REQUIRED)',
    fields: { content: ['REQUIRED'] },
  },
  401: { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' },
  403: { statusCode: 403, error: 'Forbidden', message: 'You are not allowed to do this' },
  404: { statusCode: 404, error: 'Not Found', message: 'Not found' },
  413: { statusCode: 413, error: 'Payload Too Large', message: 'Request body too large' },
  415: {
    statusCode: 415,
    error: 'Unsupported Media Type',
    message: 'The file is not a JPEG, PNG, WebP or AVIF image',
    fields: { 'images.0': ['FILE_TYPE_NOT_ALLOWED'] },
  },
  429: { statusCode: 429, error: 'Too Many Requests', message: 'Too many requests, please try again later' },
  503: {
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'The shop cannot reach its database right now, please try again shortly',
  },
  default: {
    statusCode: 500,
    error: 'Internal Server Error',
    message: 'Internal server error',
    requestId: 'b1f0c7e2-4d8a-4c1e-9f3b-2a6d5e7c8b90',
  },
};

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

const asArray = (value: unknown): string[] => (Array.isArray(value) ? value : [value ?? '']).map(String);

/** The first of a schema's `examples` (a list of one for a list's schema), shown with the media type. */
function exampleOf(schema: Schema | undefined, schemas: Record<string, Schema>): unknown {
  if (!schema) return undefined;
  if (schema.type === 'array') {
    const item = exampleOf(schema.items as Schema, schemas);
    return item === undefined ? undefined : [item];
  }
  const named = typeof schema.$ref === 'string' ? schemas[schema.$ref.slice(REF.length)] : schema;
  const examples = named?.examples;
  return Array.isArray(examples) ? examples[0] : undefined;
}

/** A media type with its schema and, where the schema has one, an example. */
const media = (schema: Schema, schemas: Record<string, Schema>) => {
  const example = exampleOf(schema, schemas);
  return { schema, ...(example === undefined ? {} : { example }) };
};

const shapeSchema = (shape: AnswerShape): Schema | undefined =>
  shape === null
    ? undefined
    : Array.isArray(shape)
      ? { type: 'array', items: { $ref: `${REF}${shape[0].name}` } }
      : { $ref: `${REF}${shape.name}` };

/** The REST API's document as /api/openapi.json serves it and openapi.json holds it. */
export function openApiDocument(controllers: Type<unknown>[]): OpenApiDocument {
  return buildOpenApiDocument(controllers, { prefix: 'api', excluded: UNPREFIXED, version: '1' });
}

/**
 * The OpenAPI 3.1 document of the REST API, made from what Nest maps and from the same classes that
 * validate the requests: every controller route under /api with its path parameters, query (the
 * arguments class's properties), JSON body (its class's class-validator rules as JSON Schema), who
 * may call it (@Allow), its declared answers (@RestAnswer) and the shared error body.
 */
export function buildOpenApiDocument(
  controllers: Type<unknown>[],
  options: { prefix: string; excluded: string[]; version: string },
): OpenApiDocument {
  const schemas = validationMetadatasToSchemas({
    classTransformerMetadataStorage: defaultMetadataStorage,
    refPointerPrefix: REF,
  }) as Record<string, Schema>;
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Map<string, string | undefined>();
  for (const controller of controllers) {
    const base = asArray(Reflect.getMetadata(PATH_METADATA, controller));
    const classPermission: Permission | undefined = Reflect.getMetadata(ALLOW_KEY, controller);
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = controller.prototype[name] as object;
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const routePaths = Reflect.getMetadata(PATH_METADATA, handler);
      if (!method || routePaths === undefined) continue;
      for (const root of base) {
        for (const route of asArray(routePaths)) {
          const nestPath = joinPath(root, route);
          if (options.excluded.includes(nestPath.slice(1))) continue;
          const path = joinPath(options.prefix, nestPath).replace(/:([A-Za-z0-9_]+)/g, '{$1}');
          const permission: Permission =
            Reflect.getMetadata(ALLOW_KEY, handler) ?? classPermission ?? 'anyone';
          paths[path] ??= {};
          paths[path][method] = operation(controller, name, handler, method, path, permission, schemas);
          tags.set(tagOf(controller), Reflect.getMetadata(REST_TAG_KEY, controller));
        }
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Soutache Studio REST API',
      version: options.version,
      description:
        "The paths of the shop's REST adapter (spec §7), for integrators. Every path answers JSON; refusals answer `{statusCode, error, message}` with reason codes per field in `fields`. Sign in with POST /api/login and send the token as `Authorization: Bearer <token>`. The React client uses the GraphQL API at /graphql, which serves the same rules.\n\n" +
        'Texts come in the language of the `Accept-Language` header (`pl` or `en`; Polish without it); a text the maker has not written in that language comes in the other one. ' +
        'A path parameter named `id`, `imageId`, `commentId` or `userId` is a whole number from 1, so `/api/products/images/{imageId}` and `/api/products/{id}/…` never match the same URL: `images` is not an id. ' +
        "At most 120 requests a minute per client (429 with `Retry-After`); lists answer at most 100 items a page. The texts and photos the API serves belong to the maker (the shop's terms, /terms).",
      contact: { name: 'Soutache Studio', email: 'kontakt@soutache-studio.pl' },
      license: {
        name: "The shop's terms of use: texts and photos belong to the maker",
        identifier: 'LicenseRef-Soutache-Studio-Terms',
      },
    },
    servers: [{ url: '/' }],
    tags: [...tags]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, description]) => ({ name, ...(description ? { description } : {}) })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: { ...sortKeys(referencedFrom(paths, schemas)), ErrorBody: ERROR_SCHEMA },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token POST /api/login answers',
        },
      },
    },
  };
}

/**
 * The schemas the paths use, directly or through other schemas: class-validator knows every validated
 * class (GraphQL inputs too), the document keeps the REST API's own.
 */
function referencedFrom(
  paths: OpenApiDocument['paths'],
  schemas: Record<string, Schema>,
): Record<string, Schema> {
  const kept: Record<string, Schema> = {};
  const pending = [paths as unknown];
  while (pending.length) {
    const node = pending.pop();
    if (Array.isArray(node)) pending.push(...node);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        const name =
          key === '$ref' && typeof value === 'string' && value.startsWith(REF)
            ? value.slice(REF.length)
            : undefined;
        if (name && schemas[name] && !kept[name]) {
          kept[name] = schemas[name];
          pending.push(schemas[name]);
        } else pending.push(value);
      }
    }
  }
  return kept;
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** A query class's schema; one that only names its parent's rules (`PageArgs`) has the parent's. */
function querySchemaOf(type: Type<unknown>, schemas: Record<string, Schema>): Schema | undefined {
  for (
    let current: unknown = type;
    typeof current === 'function' && current !== Function.prototype;
    current = Object.getPrototypeOf(current)
  ) {
    const schema = schemas[(current as Type<unknown>).name];
    if (schema) return schema;
  }
  return undefined;
}

function operation(
  controller: Type<unknown>,
  name: string,
  handler: object,
  method: string,
  path: string,
  permission: Permission,
  schemas: Record<string, Schema>,
): Operation {
  const args: Record<string, { index: number; data?: string }> =
    Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {};
  const types: Type<unknown>[] = Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? [];
  const parameters: Operation[] = [];
  let requestBody: Operation | undefined;
  for (const [key, arg] of Object.entries(args)) {
    const kind = Number(key.split(':')[0]);
    const type = types[arg.index];
    if (kind === RouteParamtypes.PARAM && arg.data) {
      parameters.push({
        name: arg.data,
        in: 'path',
        required: true,
        schema: { type: 'integer', minimum: 1, maximum: 2147483647 },
      });
    } else if (kind === RouteParamtypes.QUERY && arg.data) {
      parameters.push({
        name: arg.data,
        in: 'query',
        required: false,
        schema: { type: type === Number ? 'integer' : 'string' },
      });
    } else if (kind === RouteParamtypes.QUERY && type && querySchemaOf(type, schemas)) {
      const schema = querySchemaOf(type, schemas) as {
        properties?: Record<string, Schema>;
        required?: string[];
      };
      // A parameter the class gives a default (a page's offset and limit) may be left out.
      const defaults = new (type as new () => Record<string, unknown>)();
      for (const [property, propertySchema] of Object.entries(schema.properties ?? {})) {
        const given = defaults[property];
        parameters.push({
          name: property,
          in: 'query',
          required: (schema.required ?? []).includes(property) && given === undefined,
          schema: { ...querySchema(propertySchema), ...(given === undefined ? {} : { default: given }) },
        });
      }
    } else if (kind === RouteParamtypes.BODY && type && schemas[type.name]) {
      requestBody = {
        required: true,
        content: { 'application/json': media({ $ref: `${REF}${type.name}` }, schemas) },
      };
    }
  }
  const ownBody: { contentType: string; shape: Type<unknown> } | undefined = Reflect.getMetadata(
    REST_BODY_KEY,
    handler,
  );
  if (ownBody)
    requestBody = {
      required: true,
      content: { [ownBody.contentType]: media({ $ref: `${REF}${ownBody.shape.name}` }, schemas) },
    };
  const answers: RestAnswerSpec[] = Reflect.getMetadata(REST_ANSWERS_KEY, handler) ?? [];
  const responses: Record<string, unknown> = {};
  const totalCount = Reflect.getMetadata(REST_TOTAL_COUNT_KEY, handler)
    ? {
        headers: {
          'X-Total-Count': {
            required: true,
            description: "The whole list's length",
            schema: { type: 'integer', minimum: 0 },
          },
        },
      }
    : {};
  for (const answer of answers) {
    const schema = shapeSchema(answer.shape);
    responses[String(answer.status)] = {
      description: answer.description,
      ...totalCount,
      ...(schema ? { content: { 'application/json': media(schema, schemas) } } : {}),
    };
  }
  // A write's body past the limit is refused before the route (413); an upload's file of a type not taken, 415.
  const bodies = [
    ...(method === 'get' ? [] : [413]),
    ...(ownBody?.contentType === 'multipart/form-data' ? [415] : []),
  ];
  const own: number[] = Reflect.getMetadata(REST_REFUSALS_KEY, handler) ?? [];
  const refusals = [
    ...new Set([
      400,
      ...(permission === 'anyone' ? [] : [401]),
      ...(permission === 'admin' ? [403] : []),
      ...(path.includes('{') ? [404] : []),
      ...bodies,
      ...own,
      429,
      503,
    ]),
  ].sort((a, b) => a - b);
  const retryAfter = {
    'Retry-After': {
      required: true,
      description: 'Seconds to wait before asking again',
      schema: { type: 'integer', minimum: 1 },
    },
  };
  for (const status of refusals) {
    responses[String(status)] = {
      description: REFUSALS[status],
      ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
      content: {
        'application/json': {
          schema: { $ref: `${REF}ErrorBody` },
          ...(REFUSAL_EXAMPLES[status] ? { example: REFUSAL_EXAMPLES[status] } : {}),
        },
      },
    };
  }
  responses.default = {
    description: 'Any other refusal or failure',
    content: {
      'application/json': { schema: { $ref: `${REF}ErrorBody` }, example: REFUSAL_EXAMPLES.default },
    },
  };
  const summary: string | undefined = Reflect.getMetadata(REST_SUMMARY_KEY, handler);
  const description: string | undefined = Reflect.getMetadata(REST_DESCRIPTION_KEY, handler);
  return {
    operationId: `${tagOf(controller)}_${name}`,
    ...(summary ? { summary } : {}),
    ...(description ? { description: `${description}\n\n${WHO_MAY_CALL[permission]}` } : {}),
    tags: [tagOf(controller)],
    'x-permission': permission,
    // An open operation says so (an empty list), so tools know it needs no token.
    security: permission === 'anyone' ? [] : [{ bearer: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** A query parameter's schema: lists arrive comma-joined (spec §7), so an array property is a string there. */
function querySchema(schema: Schema): Schema {
  if (schema.type === 'array')
    return { type: 'string', description: 'Comma-joined list, or the parameter repeated' };
  return schema;
}
