import { NetworkStatus, type DocumentNode } from '@apollo/client';
import { useQuery as useApolloQuery } from '@apollo/client/react';
import { createContext, useContext } from 'react';
import { valueFromASTUntyped } from 'graphql';
import type { SsrAnswer } from '../app/ssr-state';
import { operationName } from '../lib/apollo';

/** The operation's variables with its declared defaults filled in, as Apollo sends them. */
export function withDefaults(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const all: Record<string, unknown> = {};
  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    for (const { variable, defaultValue } of definition.variableDefinitions ?? []) {
      if (defaultValue) all[variable.name.value] = valueFromASTUntyped(defaultValue);
    }
  }
  for (const [name, value] of Object.entries(variables ?? {})) if (value !== undefined) all[name] = value;
  return all;
}

/** Variables as one string, whatever order their names were written in. */
const keyOf = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(keyOf).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((name) => `${JSON.stringify(name)}:${keyOf((value as Record<string, unknown>)[name])}`)
          .join(',')}}`
      : JSON.stringify(value);

/**
 * What a server render's route loaders were answered (render/apollo-ssr.ts records them), by document and
 * variables: the page's components read their data here instead of out of Apollo's normalised cache.
 */
export class ServerAnswers {
  private readonly answers = new Map<DocumentNode, Map<string, unknown>>();
  /** In the order they came, for the browser's cache (app/ssr-state.ts). */
  private readonly given: SsrAnswer[] = [];

  /** A loader's answer; `variables` with the document's defaults filled in, as the render's client sends them (withDefaults). */
  set(document: DocumentNode, variables: Record<string, unknown>, data: unknown): void {
    let byVariables = this.answers.get(document);
    if (!byVariables) this.answers.set(document, (byVariables = new Map()));
    byVariables.set(keyOf(variables), data);
    const operation = operationName(document);
    if (operation) this.given.push({ operation, variables, data });
  }

  /** Every answer, in the order the loaders got them: what the browser writes into its cache before hydrating. */
  forBrowser(): SsrAnswer[] {
    return this.given;
  }

  get(document: DocumentNode, variables: Record<string, unknown> | undefined): unknown {
    return this.answers.get(document)?.get(keyOf(withDefaults(document, variables)));
  }
}

export const ServerAnswersContext = createContext<ServerAnswers | undefined>(undefined);

/** Options under which a loader's answer is what Apollo's own hook would give (a cache-first read). */
const PLAIN_OPTIONS = new Set(['variables', 'notifyOnNetworkStatusChange']);

const notOnTheServer = () => {
  throw new Error('Not during a server render');
};

/**
 * useQuery in a server render (never in the browser's bundle): the answer the route's loader got for
 * the same document and variables, as Apollo's hook would read it back out of the cache it was written
 * to (complete, ready), without the hook's observable query and the normalised cache's read (a visible
 * share of a list page's render in CPU profiles under load). Anything else (another document, `skip`, a fetch
 * policy) is Apollo's own hook.
 */
function useServerQuery(query: DocumentNode, options?: Record<string, unknown>) {
  const answers = useContext(ServerAnswersContext);
  const plain = options === undefined || Object.keys(options).every((name) => PLAIN_OPTIONS.has(name));
  const variables = options?.variables as Record<string, unknown> | undefined;
  const data = plain ? answers?.get(query, variables) : undefined;
  // A server render renders each component once: the same branch for every render of it.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  if (data === undefined) return useApolloQuery(query, options);
  return {
    data,
    dataState: 'complete',
    loading: false,
    error: undefined,
    networkStatus: NetworkStatus.ready,
    previousData: undefined,
    variables: withDefaults(query, variables),
    refetch: notOnTheServer,
    fetchMore: notOnTheServer,
    startPolling: notOnTheServer,
    stopPolling: notOnTheServer,
    subscribeToMore: notOnTheServer,
    updateQuery: notOnTheServer,
  };
}

// In the server's renderer this module is `@apollo/client/react` for the app's own code (vite.config.ts):
// Apollo's hooks as they are, useQuery answering from the loaders' answers first.
export * from '@apollo/client/react';
export const useQuery = useServerQuery as typeof useApolloQuery;
