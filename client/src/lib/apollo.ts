import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { readStorage, TOKEN_KEY } from './storage';


export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // One list per set of filters (two filter sets never mix their pages); pages written at their offset.
          products: {
            keyArgs: ['colors', 'categories', 'name', 'availability'],
            merge(existing: { products: unknown[] } | undefined, incoming: { products: unknown[] }, { args }) {
              const offset = typeof args?.offset === 'number' ? args.offset : 0;
              const products = offset === 0 ? [] : [...(existing?.products ?? [])];
              incoming.products.forEach((product, index) => {
                products[offset + index] = product;
              });
              return { ...incoming, products };
            },
          },
          // One list of accounts, pages written at their offset, so "load more" appends.
          users: {
            keyArgs: false,
            merge(existing: { items: unknown[] } | undefined, incoming: { items: unknown[] }, { args }) {
              const offset = typeof args?.offset === 'number' ? args.offset : 0;
              const items = offset === 0 ? [] : [...(existing?.items ?? [])];
              incoming.items.forEach((item, index) => {
                items[offset + index] = item;
              });
              return { ...incoming, items };
            },
          },
        },
      },
    },
  });
}

/**
 * The browser's client: the stored token and the current language go with every call, read at request
 * time so a login, logout or language switch applies to the very next one. `state` is the cache the
 * server render filled, so hydration asks nothing again.
 */
export function createBrowserApolloClient(language: () => string, state?: NormalizedCacheObject) {
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
  const cache = createCache();
  if (state) cache.restore(state);
  return new ApolloClient({ link: contextLink.concat(new HttpLink({ uri: '/graphql' })), cache });
}

/** A server render's client: one per request, its link runs the server's own GraphQL in-process. */
export function createServerApolloClient(link: ApolloLink) {
  return new ApolloClient({ link, cache: createCache(), ssrMode: true });
}

/** The GraphQL error code of a failed operation (extensions.code), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors.find((e) => e.extensions?.code)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
