import { ApolloClient, ApolloLink, CombinedGraphQLErrors } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import type { ExecuteGraphql } from './render-contract';
import { Observable } from 'rxjs';
import { createCache, operationName } from '../lib/apollo';
import { shareDocumentCaches, withOwnQuery } from './apollo-internals';
import { ServerAnswers, withDefaults } from './server-answers';

export type { ExecuteGraphql, GraphqlOperation } from './render-contract';

/** A link that hands each operation to the server's GraphQL in-process: no HTTP round trip to itself. */
export function inProcessLink(execute: ExecuteGraphql) {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        })
          .then((result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}

/**
 * A server render's client: one per request, reading through the server's GraphQL in-process.
 *
 * Its cache keeps no read results: a render reads each query about once, so tracking what every result
 * depends on (for the browser's later updates) is work no one uses.
 *
 * Its `query` (what the route loaders call) runs the operation and records the answer (`answers`), and
 * nothing more. Apollo's own goes through its query manager: an observable query, the answer written
 * into the normalised cache, then read back out of it for the caller. On the server nobody reads that
 * cache: the page's components read the recorded answers (render/server-answers.ts), and the browser
 * writes them into its own cache before hydrating (app/ssr-state.ts). Normalising a list of products
 * into Apollo's cache was a measurable part of a render. Errors are Apollo's (CombinedGraphQLErrors,
 * thrown as with the default errorPolicy "none"), so a loader cannot tell the two apart; only the
 * default options are supported (the loaders use no others).
 */
export function createServerApolloClient(
  execute: ExecuteGraphql,
  answers = new ServerAnswers(),
): ApolloClient {
  const client = new ApolloClient({ link: inProcessLink(execute), cache: createCache(false), ssrMode: true });
  shareDocumentCaches(client);
  const query = async (options: ApolloClient.QueryOptions) => {
    // It always asks the server and reads no cache, which is what network-only (a loader that must never show a kept answer) asks for.
    if (
      (options.fetchPolicy && options.fetchPolicy !== 'network-only') ||
      options.errorPolicy ||
      options.context
    ) {
      throw new Error('The server render supports only the default query options and network-only');
    }
    // The document as Apollo sends it (with __typename in every selection, which the browser's cache needs).
    const document = client.documentTransform.transformDocument(options.query);
    const variables = withDefaults(document, options.variables as Record<string, unknown> | undefined);
    const result = await execute({
      query: print(document),
      variables,
      operationName: operationName(document),
    });
    if (result.errors?.length) throw new CombinedGraphQLErrors(result);
    answers.set(options.query, variables, result.data);
    return { data: result.data };
  };
  return withOwnQuery(client, query);
}
