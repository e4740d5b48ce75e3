import { ApolloClient, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { currentLanguage } from './i18n';
import { readStorage, TOKEN_KEY } from './storage';

// Read at request time, so a login, logout or language switch applies to the very next call.
const contextLink = new SetContextLink((prevContext) => {
  const token = readStorage(TOKEN_KEY);
  return {
    headers: {
      ...prevContext.headers,
      'Accept-Language': currentLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  };
});

export function createApolloClient() {
  return new ApolloClient({
    link: contextLink.concat(new HttpLink({ uri: '/graphql' })),
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            // One list of accounts, pages written at their offset, so "load more" appends.
            users: {
              keyArgs: false,
              merge(existing: { items: unknown[] } | undefined, incoming: { items: unknown[] }, { args }) {
                const skip = typeof args?.skip === 'number' ? args.skip : 0;
                const items = skip === 0 ? [] : [...(existing?.items ?? [])];
                incoming.items.forEach((item, index) => {
                  items[skip + index] = item;
                });
                return { ...incoming, items };
              },
            },
          },
        },
      },
    }),
  });
}

/** The GraphQL error code of a failed operation (extensions.code), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors.find((e) => e.extensions?.code)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
