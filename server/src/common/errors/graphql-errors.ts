import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, GraphQLFormattedError, ValidationRule } from 'graphql';
import type { Logger } from 'pino';
import { currentRequestId } from '../logging/log-context';
import { STATUS_BY_CODE } from './app-error';
import { toAppError } from './to-app-error';
import { withoutSubmittedValues } from './variable-errors';

/** Request-level errors Apollo raises itself; their messages are safe to show. */
const APOLLO_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'BAD_USER_INPUT',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * Apollo's automatic-persisted-query refusals carry a 400 but no code (they would be reported as
 * internal errors): they are the client's mistakes.
 */
const PERSISTED_QUERY_MISTAKES: Record<string, string> = {
  'Unsupported persisted query version': 'PERSISTED_QUERY_NOT_SUPPORTED',
  'provided sha does not match query': 'BAD_REQUEST',
  // graphql-js stops reading variables after 50 wrong values, with an error of no code: still the caller's.
  'Too many errors processing variables, error limit reached. Execution aborted.': 'BAD_USER_INPUT',
};

/**
 * The one place GraphQL errors get their public shape: domain errors keep their code and message,
 * everything unexpected becomes `Internal server error` with the request id that the log line carries.
 */
export function createGraphqlErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const appError = toAppError(original);
    if (appError) {
      const extensions: Record<string, unknown> = { code: appError.code };
      if (appError.details.fields) extensions.fields = appError.details.fields;
      if (appError.details.retryAfterSeconds !== undefined)
        extensions.retryAfter = appError.details.retryAfterSeconds;
      return { message: appError.message, locations: formatted.locations, path: formatted.path, extensions };
    }
    const code = formatted.extensions?.code;
    const isResolverError = Array.isArray(formatted.path);
    if (!isResolverError && typeof code === 'string' && APOLLO_CODES.has(code)) {
      const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
      const { message, fields } = withoutSubmittedValues(formatted.message);
      return {
        message,
        locations: formatted.locations,
        extensions: fields ? { ...extensions, fields } : extensions,
      };
    }
    const mistake = isResolverError ? undefined : PERSISTED_QUERY_MISTAKES[formatted.message];
    if (mistake) {
      logger.warn({ code: mistake }, 'refused request');
      return { message: formatted.message, extensions: { code: mistake } };
    }
    const requestId = currentRequestId();
    logger.error({ err: original }, 'unexpected GraphQL error');
    return {
      message: 'Internal server error',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
    };
  };
}

/** Codes whose HTTP status a GraphQL answer takes too, so clients and proxies see what REST would say. */
const STATUS_CODES = ['RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'INSUFFICIENT_STORAGE'] as const;

/**
 * A rate-limited GraphQL request answers HTTP 429 (with the Retry-After the throttler set), one that
 * found the database out 503 with Retry-After, one that found no room to write 507: the same statuses
 * as on REST.
 */
export const rateLimitStatusPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors ?? [];
        const code = STATUS_CODES.find((candidate) => errors.some((e) => e.extensions?.code === candidate));
        if (!code) return;
        response.http.status = STATUS_BY_CODE[code];
        const retryAfter = errors.find(
          (e) => e.extensions?.code === code && e.extensions?.retryAfter !== undefined,
        )?.extensions?.retryAfter;
        if (retryAfter !== undefined) response.http.headers.set('retry-after', String(retryAfter));
      },
    };
  },
};

/**
 * An operation type the schema does not have (`subscription { x }`) passes graphql-js validation
 * and then fails in execution as if the server broke; refused here, it is a 400 validation failure.
 * (graphql 17 has this rule built in as KnownOperationTypesRule.)
 */
export const knownOperationTypesRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (!context.getSchema().getRootType(node.operation)) {
      context.reportError(
        new GraphQLError(`This server does not support ${node.operation} operations.`, { nodes: node }),
      );
    }
  },
});
