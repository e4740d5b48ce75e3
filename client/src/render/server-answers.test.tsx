import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { FormattedExecutionResult } from 'graphql';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CatalogueFiltersDocument, ProductDetailDocument } from '../gql/graphql';
import { createServerApolloClient, type GraphqlOperation } from './apollo-ssr';
import { ServerAnswers, ServerAnswersContext, useQuery } from './server-answers';
import { product } from './ssr-test-answers';

function ProductName({ id }: { id: number }) {
  const { data, loading, networkStatus } = useQuery(ProductDetailDocument, {
    variables: { id },
    notifyOnNetworkStatusChange: true,
  });
  return <p>{loading ? 'loading' : `${data?.product.name} ${networkStatus}`}</p>;
}

/** A server render's client and answers, its loader having asked for product 1. */
async function afterLoader() {
  const asked: GraphqlOperation[] = [];
  const execute = async (operation: GraphqlOperation): Promise<FormattedExecutionResult> => {
    asked.push(operation);
    return { data: { product: structuredClone(product) } };
  };
  const answers = new ServerAnswers();
  const client = createServerApolloClient(execute, answers);
  await client.query({ query: ProductDetailDocument, variables: { id: 1 } });
  return { client, answers, asked };
}

const render = (client: ApolloClient, answers: ServerAnswers, id: number) =>
  renderToString(
    <ApolloProvider client={client}>
      <ServerAnswersContext.Provider value={answers}>
        <ProductName id={id} />
      </ServerAnswersContext.Provider>
    </ApolloProvider>,
  );

describe("a server render's useQuery", () => {
  it('answers with what the loader got for the same document and variables, complete and ready', async () => {
    const { client, answers, asked } = await afterLoader();
    // The server's cache holds nothing: the answer is read from the loader's answers.
    expect(client.extract()).toEqual({});
    expect(render(client, answers, 1)).toBe('<p>Kolczyki Aurora 7</p>');
    expect(asked).toHaveLength(1);
  });

  it('is the same answer Apollo reads out of a cache the answer was written to', async () => {
    const { client, answers } = await afterLoader();
    client.writeQuery({
      query: ProductDetailDocument,
      variables: { id: 1 },
      data: answers.get(ProductDetailDocument, { id: 1 }) as never,
    });
    expect(render(client, answers, 1)).toBe(render(client, new ServerAnswers(), 1));
    expect(answers.get(ProductDetailDocument, { id: 1 })).toEqual(
      client.readQuery({ query: ProductDetailDocument, variables: { id: 1 } }),
    );
  });

  it("leaves anything else to Apollo's own hook: other variables, another document", async () => {
    const { client, answers } = await afterLoader();
    expect(render(client, answers, 2)).toBe('<p>loading</p>');
    expect(answers.get(CatalogueFiltersDocument, undefined)).toBeUndefined();
  });
});
