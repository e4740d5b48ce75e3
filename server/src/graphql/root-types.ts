import type { GraphQLSchema } from 'graphql';

/**
 * The descriptions of the root types, which code-first Nest has no decorator for: the rules every
 * operation shares (who may call, languages, errors), as the sandbox's documentation pane shows them.
 */
const ROOT_DESCRIPTIONS = {
  Query:
    "Everything the shop lets one read. Visitors (no token) read the catalogue, the blog and the comments; a field said to be for a signed-in user needs `Authorization: Bearer <token>` (the `login` mutation gives one), one for admins an admin's token. Texts come in the request's language (Accept-Language: `pl` or `en`, Polish without it); a text the maker has not written in it comes in the other one, and its `*Lang` field says which. A refusal is an error with `extensions.code`: UNAUTHENTICATED (no or bad token), FORBIDDEN (not allowed), NOT_FOUND (unknown id), BAD_USER_INPUT (with `extensions.fields`: reason codes per argument), RATE_LIMITED (HTTP 429, wait Retry-After). Lists answer at most 100 items a page (`offset`, `limit`).",
  Mutation:
    "Everything the shop lets one change. Each mutation says who may call it and the reason codes it can answer. Refused input is BAD_USER_INPUT with `extensions.fields`, each field's reason codes from one closed list (REQUIRED, TOO_LONG, INVALID_CHARACTERS, INVALID_VALUE, NOT_ALLOWED and the ones each mutation names); nothing is changed then. Other refusals: UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, RATE_LIMITED. A mutation with files is a multipart request (the GraphQL multipart request spec) with the `Apollo-Require-Preflight` header.",
} as const;

/** Sets the root types' descriptions, in the served schema (transformSchema) and the printed schema.graphql alike. */
export function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query) query.description = ROOT_DESCRIPTIONS.Query;
  if (mutation) mutation.description = ROOT_DESCRIPTIONS.Mutation;
  return schema;
}
