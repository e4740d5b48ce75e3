import type {
  ApolloServerPlugin,
  GraphQLRequestContextWillSendResponse,
  GraphQLRequestListener,
} from '@apollo/server';
import { graphqlOperations } from '../common/metrics/metrics';
import { CLIENT_OPERATIONS } from './client-operations';

/**
 * The label of an operation's name: the client's own operations by name, `(anonymous)` without one,
 * `(other)` for any other name a caller typed (an integrator's, or made up to fill the metrics).
 */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return '(anonymous)';
  return CLIENT_OPERATIONS.has(name) ? name : '(other)';
}

const listener: GraphQLRequestListener<object> = {
  willSendResponse({
    operation,
    operationName,
    response,
    errors,
  }: GraphQLRequestContextWillSendResponse<object>) {
    // An operation that never resolved (unparsable, invalid) has no type and its name is no name yet.
    const type = operation?.operation ?? 'invalid';
    const failed =
      Boolean(errors?.length) ||
      (response.body.kind === 'single' && Boolean(response.body.singleResult.errors?.length));
    graphqlOperations
      .labels(operation ? operationLabel(operationName) : '(invalid)', type, failed ? 'error' : 'ok')
      .inc();
    return Promise.resolve();
  },
};

/** Counts every GraphQL operation by name (the client's own), type and outcome: one counter step per request. */
export const operationMetricsPlugin: ApolloServerPlugin<object> = {
  requestDidStart: () => Promise.resolve(listener),
};
