import { ApolloClient, CombinedGraphQLErrors } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CommentsDocument } from '../gql/comments/graphql';
import { ProductDetailDocument } from '../gql/graphql';
import { createCache, errorCode } from './apollo';
import { createServerApolloClient, inProcessLink, type GraphqlOperation } from './apollo-ssr';
import { comments, product } from './ssr-test-answers';

/** The server's GraphQL as the render sees it: answers by operation name, and what was asked. */
function server(answers: Record<string, FormattedExecutionResult>) {
  const asked: GraphqlOperation[] = [];
  const execute = async (operation: GraphqlOperation) => {
    asked.push(operation);
    const name = /query (\w+)/.exec(operation.query)?.[1] ?? '';
    return structuredClone(answers[name]);
  };
  return { asked, execute };
}

/** Apollo's own client over the same server (the render's link): what the render's shortcut must agree with. */
const apolloClient = (execute: (operation: GraphqlOperation) => Promise<FormattedExecutionResult>) =>
  new ApolloClient({ link: inProcessLink(execute), cache: createCache(), ssrMode: true });

describe("the server render's Apollo client", () => {
  it("answers a loader's queries and leaves the cache exactly as Apollo's own query does", async () => {
    const answers = { ProductDetail: { data: { product } }, Comments: { data: { comments } } };
    const ours = server(answers);
    const theirs = server(answers);
    const client = createServerApolloClient(ours.execute);
    const reference = apolloClient(theirs.execute);
    for (const c of [client, reference]) {
      const detail = await c.query({ query: ProductDetailDocument, variables: { id: 1 } });
      expect(detail.data?.product?.name).toBe('Kolczyki Aurora');
      const page = await c.query({ query: CommentsDocument, variables: { on: 'PRODUCT', id: 1 } });
      expect(page.data?.comments.comments).toHaveLength(1);
    }
    expect(client.extract()).toEqual(reference.extract());
    // The same documents (with __typename in every selection) and variables go to the server.
    expect(ours.asked).toEqual(theirs.asked);
    expect(ours.asked.map(({ operationName }) => operationName)).toEqual(['ProductDetail', 'Comments']);
    expect(ours.asked[0].query).toContain('__typename');
    // A component reads the answer from the cache as it would after Apollo's query.
    expect(client.readQuery({ query: ProductDetailDocument, variables: { id: 1 } })).toEqual(reference.readQuery({ query: ProductDetailDocument, variables: { id: 1 } }));
  });

  it("throws the server's errors as Apollo does, with their codes, and writes nothing", async () => {
    const { execute } = server({ ProductDetail: { data: { product: null }, errors: [{ message: 'Product not found', extensions: { code: 'NOT_FOUND' } }] } });
    const client = createServerApolloClient(execute);
    const error = await client.query({ query: ProductDetailDocument, variables: { id: 9 } }).catch((e: unknown) => e);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect(errorCode(error)).toBe('NOT_FOUND');
    expect(client.extract()).toEqual({});
  });

  it('gives every render its own cache but works out each document once for the process', async () => {
    const answers = { ProductDetail: { data: { product } } };
    const first = createServerApolloClient(server(answers).execute);
    const second = createServerApolloClient(server({ ProductDetail: { data: { product: { ...product, name: 'Naszyjnik' } } } }).execute);
    await first.query({ query: ProductDetailDocument, variables: { id: 1 } });
    await second.query({ query: ProductDetailDocument, variables: { id: 1 } });
    expect(first.readQuery({ query: ProductDetailDocument, variables: { id: 1 } })?.product?.name).toBe('Kolczyki Aurora');
    expect(second.readQuery({ query: ProductDetailDocument, variables: { id: 1 } })?.product?.name).toBe('Naszyjnik');
    // Apollo's document caches are shared (its private fields: this fails when an upgrade moves them).
    expect(second.documentTransform.transformDocument(ProductDetailDocument)).toBe(first.documentTransform.transformDocument(ProductDetailDocument));
  });

  it('refuses query options the shortcut does not implement', async () => {
    const client = createServerApolloClient(server({}).execute);
    await expect(client.query({ query: ProductDetailDocument, variables: { id: 1 }, fetchPolicy: 'network-only' })).rejects.toThrow(/default query options/);
  });
});
