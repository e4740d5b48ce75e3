import type { ApolloServerPlugin, GraphQLRequestContextWillSendResponse, GraphQLRequestListener } from '@apollo/server';
import { graphqlOperations } from '../common/metrics/metrics';

/** Distinct operation names counted by name; later new ones count as `(other)`, so no caller can grow the metrics. */
export const MAX_OPERATION_NAMES = 100;
const VALID_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const seen = new Set<string>();

/** The label of an operation's name: its own while the set is bounded, `(anonymous)` or `(other)` otherwise. */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return '(anonymous)';
  if (seen.has(name)) return name;
  if (seen.size >= MAX_OPERATION_NAMES || !VALID_NAME.test(name)) return '(other)';
  seen.add(name);
  return name;
}

const listener: GraphQLRequestListener<object> = {
  willSendResponse({ operation, operationName, response, errors }: GraphQLRequestContextWillSendResponse<object>) {
    // An operation that never resolved (unparsable, invalid) has no type and its name is no name yet.
    const type = operation?.operation ?? 'invalid';
    const failed = Boolean(errors?.length) || (response.body.kind === 'single' && Boolean(response.body.singleResult.errors?.length));
    graphqlOperations.labels(operation ? operationLabel(operationName) : '(invalid)', type, failed ? 'error' : 'ok').inc();
    return Promise.resolve();
  },
};

/** Counts every GraphQL operation by name (bounded), type and outcome: one counter step per request. */
export const operationMetricsPlugin: ApolloServerPlugin<object> = {
  requestDidStart: () => Promise.resolve(listener),
};
