import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { Logger } from 'pino';
import {
  createGraphqlErrorFormatter,
  knownOperationTypesRule,
  rateLimitStatusPlugin,
} from '../common/errors/graphql-errors';
import type { AppConfig } from '../config/app-config';
import { oncePerRequestRule } from './once-per-request';
import { operationMetricsPlugin } from './operation-metrics';
import { describeRootTypes } from './root-types';
import { MAX_QUERY_COST, queryCostPlugin } from './query-cost';

type ApolloPlugins = NonNullable<ApolloDriverConfig['plugins']>;

/** SECURITY.md D7: depth, aliases, directives and cost; the token limit is Apollo's own (400, not 500). */
export const GRAPHQL_LIMITS = {
  maxDepth: 6,
  maxAliases: 15,
  maxDirectives: 10,
  maxCost: 5000,
  maxListCost: MAX_QUERY_COST,
  maxTokens: 1000,
};

/**
 * Parsed and validated documents are kept by their text, so a repeated one skips both. Apollo's default
 * store allows 30 MiB measured as JSON, but a parsed document keeps every token and location of its text
 * (a linked list that JSON does not show), several times that in the heap: a caller who varies a literal
 * made a new document each time, and a fuzz's thirty minutes grew the heap by about 70 MB in Token and
 * Location objects alone. The client's own operations (about 15 kB of text) fit many times in this.
 */
export const DOCUMENT_STORE_BYTES = 1024 * 1024;

export function graphqlOptions(config: AppConfig, logger: Logger): Omit<ApolloDriverConfig, 'driver'> {
  const armor = new ApolloArmor({
    // Fragments (the client's colocated ones) add no depth of their own: only fields count.
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // The document's own size (repeated fragment spreads cost validation time); query-cost.ts adds
    // the items a list can answer, which armor's cost does not count.
    costLimit: {
      maxCost: GRAPHQL_LIMITS.maxCost,
      objectCost: 2,
      scalarCost: 1,
      depthCostFactor: 1.5,
      ignoreIntrospection: true,
    },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  }).protect();
  return {
    path: '/graphql',
    autoSchemaFile: true,
    sortSchema: false,
    transformSchema: describeRootTypes,
    introspection: !config.production,
    playground: false,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: true,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    documentStore: new InMemoryLRUCache({ maxSize: DOCUMENT_STORE_BYTES }),
    validationRules: [knownOperationTypesRule, oncePerRequestRule, ...armor.validationRules],
    // @nestjs/apollo (ESM) sees @apollo/server's ESM typings, this CommonJS build the CJS ones: same objects.
    // Apollo's cache-control plugin (on unless turned off) wraps every field's resolver to gather cache
    // hints the shop never gives, for a `no-store` it could only ever answer: a list page resolves a few
    // hundred fields. common/http/no-store.ts sends that header for every GraphQL answer instead, and
    // PublicReadsPlugin (a provider: graphql/public-reads.ts, appended by @nestjs/apollo) lets the GET form
    // of the public catalogue and blog queries be kept like their REST reads.
    plugins: [
      ...armor.plugins,
      queryCostPlugin,
      rateLimitStatusPlugin,
      operationMetricsPlugin,
      ApolloServerPluginCacheControlDisabled(),
    ] as unknown as ApolloPlugins,
    // Nest resets execution-error statuses to 200; a rate-limited request must answer 429 (rateLimitStatusPlugin).
    preserveHttpStatusForExecutionErrors: false,
    formatError: createGraphqlErrorFormatter(logger),
    context: ({ req, res }: { req: unknown; res: unknown }) => ({ req, res }),
  };
}
