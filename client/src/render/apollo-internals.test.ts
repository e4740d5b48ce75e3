import { ApolloClient, ApolloLink } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { ProductDetailDocument } from '../gql/graphql';
import { createCache } from '../lib/apollo';
import {
  hasDocumentCaches,
  serverUseQueryPlugin,
  shareDocumentCaches,
  withOwnQuery,
} from './apollo-internals';

const newClient = () =>
  new ApolloClient({ link: ApolloLink.empty(), cache: createCache(false), ssrMode: true });

/** Fails when an Apollo upgrade moves what render/apollo-internals.ts reaches for. */
describe("what the shop uses of Apollo Client's private parts", () => {
  it('finds the document caches in their private fields, and shares them between clients', () => {
    const [first, second] = [newClient(), newClient()];
    expect(hasDocumentCaches(first)).toBe(true);
    shareDocumentCaches(first);
    shareDocumentCaches(second);
    const fields = (client: ApolloClient) =>
      (client as unknown as { queryManager: { transformCache: unknown } }).queryManager.transformCache;
    expect(fields(second)).toBe(fields(first));
  });

  it("takes a loader's query off Apollo's own path: its link is never asked and its cache never written", async () => {
    const asked: string[] = [];
    const link = new ApolloLink((operation) => {
      asked.push(operation.operationName ?? '');
      throw new Error("Apollo's own query path was taken");
    });
    const apolloClient = () => new ApolloClient({ link, cache: createCache(false), ssrMode: true });
    // Without the replacement, Apollo's own query asks the link (the check below can fail).
    await expect(
      apolloClient().query({ query: ProductDetailDocument, variables: { id: 1 } }),
    ).rejects.toThrow(/own query path/);
    const client = withOwnQuery(apolloClient(), async () => ({
      data: { product: { __typename: 'Product', id: 1 } },
    }));
    expect(await client.query({ query: ProductDetailDocument, variables: { id: 1 } })).toEqual({
      data: { product: { __typename: 'Product', id: 1 } },
    });
    expect(client.extract()).toEqual({});
    expect(asked).toEqual(['ProductDetail']);
  });

  it("sends the app's @apollo/client/react to the server's answers, except from that module itself", () => {
    const plugin = serverUseQueryPlugin('/src/render/server-answers.ts');
    expect(plugin.resolveId('@apollo/client/react', '/src/features/catalogue/product.tsx')).toBe(
      '/src/render/server-answers.ts',
    );
    expect(plugin.resolveId('@apollo/client/react', '/src/render/server-answers.ts')).toBeNull();
    expect(plugin.resolveId('@apollo/client', '/src/app.tsx')).toBeNull();
  });
});
