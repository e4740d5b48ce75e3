import { ApolloClient, CombinedGraphQLErrors, type DocumentNode } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CommentsDocument } from '../gql/comments/graphql';
import { ProductDetailDocument } from '../gql/graphql';
import { createCache, errorCode, writeServerAnswers } from '../lib/apollo';
import { createServerApolloClient, inProcessLink, type GraphqlOperation } from './apollo-ssr';
import { ServerAnswers } from './server-answers';
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
  it("answers a loader's queries, and its answers written in the browser leave the cache exactly as Apollo's own query does", async () => {
    const answers = { ProductDetail: { data: { product } }, Comments: { data: { comments } } };
    const ours = server(answers);
    const theirs = server(answers);
    const recorded = new ServerAnswers();
    const client = createServerApolloClient(ours.execute, recorded);
    const reference = apolloClient(theirs.execute);
    for (const c of [client, reference]) {
      const detail = await c.query({ query: ProductDetailDocument, variables: { id: 1 } });
      expect(detail.data?.product?.name).toBe('Kolczyki Aurora');
      const page = await c.query({ query: CommentsDocument, variables: { on: 'PRODUCT', id: 1 } });
      expect(page.data?.comments.comments).toHaveLength(1);
    }
    // The server's own cache stays empty: nobody reads it there.
    expect(client.extract()).toEqual({});
    // The page carries the answers as JSON; the browser writes them to its loaders' queries.
    const browser = createCache();
    const state = JSON.parse(JSON.stringify(recorded.forBrowser())) as ReturnType<
      ServerAnswers['forBrowser']
    >;
    expect(state.map(({ operation, variables }) => [operation, variables])).toEqual([
      ['ProductDetail', { id: 1 }],
      ['Comments', { on: 'PRODUCT', id: 1, offset: 0, limit: 10 }],
    ]);
    writeServerAnswers(
      browser,
      state,
      new Map<string, DocumentNode>([
        ['ProductDetail', ProductDetailDocument],
        ['Comments', CommentsDocument],
      ]),
    );
    expect(browser.extract()).toEqual(reference.extract());
    // The same documents (with __typename in every selection) and variables go to the server.
    expect(ours.asked).toEqual(theirs.asked);
    expect(ours.asked.map(({ operationName }) => operationName)).toEqual(['ProductDetail', 'Comments']);
    expect(ours.asked[0].query).toContain('__typename');
    // A component in the browser reads the answer from the cache as it would after Apollo's query.
    expect(browser.readQuery({ query: ProductDetailDocument, variables: { id: 1 } })).toEqual(
      reference.readQuery({ query: ProductDetailDocument, variables: { id: 1 } }),
    );
  });

  it("throws the server's errors as Apollo does, with their codes, and records nothing", async () => {
    const { execute } = server({
      ProductDetail: {
        data: { product: null },
        errors: [{ message: 'Product not found', extensions: { code: 'NOT_FOUND' } }],
      },
    });
    const recorded = new ServerAnswers();
    const client = createServerApolloClient(execute, recorded);
    const error = await client
      .query({ query: ProductDetailDocument, variables: { id: 9 } })
      .catch((e: unknown) => e);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect(errorCode(error)).toBe('NOT_FOUND');
    expect(recorded.forBrowser()).toEqual([]);
  });

  it('gives every render its own cache but works out each document once for the process', async () => {
    const answers = { ProductDetail: { data: { product } } };
    const [firstAnswers, secondAnswers] = [new ServerAnswers(), new ServerAnswers()];
    const first = createServerApolloClient(server(answers).execute, firstAnswers);
    const second = createServerApolloClient(
      server({ ProductDetail: { data: { product: { ...product, name: 'Naszyjnik' } } } }).execute,
      secondAnswers,
    );
    await first.query({ query: ProductDetailDocument, variables: { id: 1 } });
    await second.query({ query: ProductDetailDocument, variables: { id: 1 } });
    const name = (recorded: ServerAnswers) =>
      (recorded.get(ProductDetailDocument, { id: 1 }) as { product: { name: string } }).product.name;
    expect(name(firstAnswers)).toBe('Kolczyki Aurora');
    expect(name(secondAnswers)).toBe('Naszyjnik');
    // Apollo's document caches are shared (its private fields: this fails when an upgrade moves them).
    expect(second.documentTransform.transformDocument(ProductDetailDocument)).toBe(
      first.documentTransform.transformDocument(ProductDetailDocument),
    );
  });

  it('asks the server for a network-only query (a loader that must never show a kept answer, as checkout) and refuses options it does not implement', async () => {
    const client = createServerApolloClient(server({ ProductDetail: { data: { product } } }).execute);
    const fresh = await client.query({
      query: ProductDetailDocument,
      variables: { id: 1 },
      fetchPolicy: 'network-only',
    });
    expect(fresh.data?.product?.name).toBe('Kolczyki Aurora');
    await expect(
      client.query({ query: ProductDetailDocument, variables: { id: 1 }, fetchPolicy: 'cache-only' }),
    ).rejects.toThrow(/default query options/);
    await expect(
      client.query({ query: ProductDetailDocument, variables: { id: 1 }, errorPolicy: 'all' }),
    ).rejects.toThrow(/default query options/);
  });
});
