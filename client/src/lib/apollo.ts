import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  InMemoryCache,
  type ApolloCache,
  type DocumentNode,
} from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { BaseHttpLink } from '@apollo/client/link/http';
import { OperationTypeNode } from 'graphql';
import { map, mergeMap, of, type Observable } from 'rxjs';
import type { SsrAnswer } from '../app/ssr-state';
import { readStorage, TOKEN_KEY } from './storage';

/**
 * A paged list's field policy (the shared page type: a list plus its total): one cached list per
 * `keyArgs`, each page written at its offset, so "load more" appends and page 1 starts again.
 */
function pagedAtOffset<L extends string>(listField: L, keyArgs: string[] | false) {
  type Page = { [key in L]: unknown[] };
  return {
    keyArgs,
    merge(
      existing: Page | undefined,
      incoming: Page,
      { args }: { args: Record<string, unknown> | null },
    ): Page {
      // A query of the page's other fields only (the admin panel's count of new enquiries) keeps the list.
      if (!Array.isArray(incoming[listField])) return { ...existing, ...incoming } as Page;
      const offset = typeof args?.offset === 'number' ? args.offset : 0;
      const list = offset === 0 ? [] : [...(existing?.[listField] ?? [])];
      incoming[listField].forEach((item, index) => {
        list[offset + index] = item;
      });
      return { ...incoming, [listField]: list };
    },
  };
}

/** The app's cache; `resultCaching` off for a server render's (render/apollo-ssr.ts). */
export function createCache(resultCaching = true) {
  return new InMemoryCache({
    resultCaching,
    typePolicies: {
      Query: {
        fields: {
          // Two filter sets never mix their pages.
          products: pagedAtOffset('products', ['colors', 'categories', 'name', 'availability', 'sort']),
          users: pagedAtOffset('items', false),
          myFavourites: pagedAtOffset('items', false),
          publications: pagedAtOffset('publications', false),
          comments: pagedAtOffset('comments', ['on', 'id']),
          enquiries: pagedAtOffset('items', ['state']),
        },
      },
    },
  });
}

/**
 * How many writes the browser's client has seen answered (the page has one client). A language switch that
 * saw one answered while its reads were on their way asks again, so it never puts back what the write had
 * just changed.
 */
let answeredWrites = 0;

/**
 * The browser's client: the stored token and the current language go with every call, read at request
 * time so a login, logout or language switch applies to the very next one.
 *
 * The cache holds one language's data, the one the app shows: the server answers in the
 * request's language and nothing in the cache's keys says which. So a query's answer that comes back
 * after the language changed is asked again in the new one before the cache sees it, and a switch
 * replaces what the cache holds (`changeCacheLanguage`).
 */
export function createBrowserApolloClient(language: () => string) {
  const contextLink = new SetContextLink((prevContext) => {
    const token = readStorage(TOKEN_KEY);
    return {
      headers: {
        ...prevContext.headers,
        'Accept-Language': language(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    };
  });
  // Only a query: a mutation is never sent twice; its answer is counted as it passes, before Apollo writes
  // it to the cache.
  const inShownLanguage = new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY)
      return forward(operation).pipe(map((result) => (answeredWrites++, result)));
    const ask = (): Observable<ApolloLink.Result> => {
      const asked = language();
      return forward(operation).pipe(mergeMap((result) => (language() === asked ? of(result) : ask())));
    };
    return ask();
  });
  // BaseHttpLink is HttpLink without its client-awareness link, which only names Apollo Client and its
  // version in every request's extensions, for Apollo's hosted metrics: this server reads none of it.
  return new ApolloClient({
    link: ApolloLink.from([inShownLanguage, contextLink, new BaseHttpLink({ uri: '/graphql' })]),
    cache: createCache(),
  });
}

/** A switch asks again at most this many times while writes keep landing, then writes what it has. */
const SWITCH_READS = 3;

/**
 * After a language switch: the queries on screen are asked again in the new language, then, in one step,
 * the cache is emptied and given their answers. What shows turns to the new language at once, with
 * nothing unmounted or empty meanwhile (a form keeps what was typed), and whatever else the cache held
 * in the old language (a page back or forward reads cache-first) is asked for anew when next needed. A
 * query that fails now is left out: its component, finding its data gone, asks again. A write answered
 * while the reads were on their way (an admin revoking a flag right after switching) may have changed
 * what they read before it: they are asked again, so the older answer never overwrites the write's.
 */
export async function changeCacheLanguage(client: ApolloClient): Promise<void> {
  let answers: Awaited<ReturnType<typeof readShown>> = [];
  for (let reads = 0, before = -1; reads < SWITCH_READS && before !== answeredWrites; reads++) {
    before = answeredWrites;
    answers = await readShown(client);
  }
  client.cache.batch({
    optimistic: false,
    update(cache) {
      // The root layer as stored: the normalised objects by id, ROOT_QUERY among them.
      for (const id of Object.keys(cache.extract() as Record<string, unknown>)) cache.evict({ id });
      for (const answer of answers) if (answer?.data) cache.writeQuery(answer);
    },
  });
}

/** The queries on screen, each asked again past the cache; undefined for one that failed. */
function readShown(client: ApolloClient) {
  const shown = [...client.getObservableQueries('active')].map(({ query, variables }) => ({
    query,
    variables,
  }));
  return Promise.all(
    shown.map(({ query, variables }) =>
      client.query({ query, variables, fetchPolicy: 'no-cache' }).then(
        ({ data }) => ({ query, variables, data }),
        () => undefined,
      ),
    ),
  );
}

/**
 * Writes the server render's loader answers into the browser's cache, as Apollo's own query would have
 * on the loaders' way, so hydration reads the page's data from it and asks nothing again. `queries` are
 * the loaded pages' loader queries by operation name; an answer to any other is left out (its component
 * would ask for it again, which the browser tests notice).
 */
export function writeServerAnswers(
  cache: ApolloCache,
  answers: readonly SsrAnswer[],
  queries: ReadonlyMap<string, DocumentNode>,
): void {
  for (const { operation, variables, data } of answers) {
    const query = queries.get(operation);
    if (query) cache.writeQuery({ query, variables, data: data as never });
    else console.error(`No loader query ${operation} for the server render's answer`);
  }
}

/** A document's operation name (`query ProductList …` is ProductList). */
export const operationName = (document: DocumentNode): string | undefined =>
  document.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value;

/** The GraphQL error code of a failed operation (extensions.code), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors.find((e) => e.extensions?.code)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
