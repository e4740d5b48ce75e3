import type { ApolloClient } from '@apollo/client';

/**
 * Every place the shop reaches past Apollo Client's public API (4.x), in one module, so an upgrade that
 * moves them is found here and in its test (apollo-internals.test.ts), which fails when they move:
 * - the document caches a client keeps in private fields (`queryManager.transformCache`, the cache's
 *   `addTypenameTransform`), shared between the server render's clients;
 * - the server render's client's `query`, replaced by one that only runs and records (render/apollo-ssr.ts);
 * - in the server's build only, the app's `@apollo/client/react` swapped for render/server-answers.ts
 *   (`serverUseQueryPlugin`, used by vite.config.ts).
 */

/** What Apollo derives from a query document, cached per client: the same for every client of the process. */
let documentCaches: { transformCache: unknown; addTypenameTransform: unknown } | undefined;

interface PrivateFields {
  queryManager?: { transformCache?: unknown };
}

/** Whether this Apollo still keeps its document caches where shareDocumentCaches looks for them. */
export function hasDocumentCaches(client: ApolloClient): boolean {
  const manager = (client as unknown as PrivateFields).queryManager;
  return Boolean(
    manager?.transformCache &&
    (client.cache as unknown as { addTypenameTransform?: unknown }).addTypenameTransform,
  );
}

/**
 * Gives a new client the document caches of the process's first one. Apollo keeps, per client, the
 * document with __typename added and what it reads off each document (its operation, directives,
 * default variables): a client made per render worked all of that out again for every page. Where the
 * fields are missing the client keeps its own caches and is only slower.
 */
export function shareDocumentCaches(client: ApolloClient): void {
  if (!hasDocumentCaches(client)) return;
  const manager = (client as unknown as Required<PrivateFields>).queryManager;
  const cache = client.cache as unknown as { addTypenameTransform: unknown };
  documentCaches ??= {
    transformCache: manager.transformCache,
    addTypenameTransform: cache.addTypenameTransform,
  };
  manager.transformCache = documentCaches.transformCache;
  cache.addTypenameTransform = documentCaches.addTypenameTransform;
}

/** The client with its `query` replaced (the route loaders call it; nothing else of Apollo's does). */
export const withOwnQuery = (
  client: ApolloClient,
  query: (options: ApolloClient.QueryOptions) => Promise<{ data: unknown }>,
): ApolloClient => Object.assign(client, { query: query as ApolloClient['query'] });

/**
 * A Vite plugin for the server's build only: the app's `@apollo/client/react` becomes `serverAnswers`
 * (render/server-answers.ts: Apollo's hooks, with a useQuery that answers from the route loaders' own
 * answers first); that module itself still imports Apollo's. The browser's bundle keeps Apollo's module.
 */
export function serverUseQueryPlugin(serverAnswers: string) {
  return {
    name: 'server-use-query',
    enforce: 'pre' as const,
    resolveId: (source: string, importer?: string) =>
      source === '@apollo/client/react' && importer !== serverAnswers ? serverAnswers : null,
  };
}
