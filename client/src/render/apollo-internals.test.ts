import { ApolloClient, ApolloLink } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCache } from '../lib/apollo';
import { hasDocumentCaches, serverUseQueryPlugin, shareDocumentCaches, withOwnQuery } from './apollo-internals';

const newClient = () => new ApolloClient({ link: ApolloLink.empty(), cache: createCache(false), ssrMode: true });

/** Fails when an Apollo upgrade moves what render/apollo-internals.ts reaches for. */
describe("what the shop uses of Apollo Client's private parts", () => {
  it('finds the document caches in their private fields, and shares them between clients', () => {
    const [first, second] = [newClient(), newClient()];
    expect(hasDocumentCaches(first)).toBe(true);
    shareDocumentCaches(first);
    shareDocumentCaches(second);
    const fields = (client: ApolloClient) => (client as unknown as { queryManager: { transformCache: unknown } }).queryManager.transformCache;
    expect(fields(second)).toBe(fields(first));
  });

  it("replaces a client's query with the render's own", async () => {
    const client = withOwnQuery(newClient(), async () => ({ data: { answered: true } }));
    expect(await client.query({ query: {} as never })).toEqual({ data: { answered: true } });
  });

  it("sends the app's @apollo/client/react to the server's answers, except from that module itself", () => {
    const plugin = serverUseQueryPlugin('/src/render/server-answers.ts');
    expect(plugin.resolveId('@apollo/client/react', '/src/features/catalogue/product.tsx')).toBe('/src/render/server-answers.ts');
    expect(plugin.resolveId('@apollo/client/react', '/src/render/server-answers.ts')).toBeNull();
    expect(plugin.resolveId('@apollo/client', '/src/app.tsx')).toBeNull();
  });
});
