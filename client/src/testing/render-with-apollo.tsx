import { ApolloProvider } from '@apollo/client/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { createBrowserApolloClient } from '../lib/apollo';
import { currentLanguage } from '../lib/i18n';
import { renderWithProviders } from './render';

export interface GraphqlRequest {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Headers;
}

/** What the test's server answers over HTTP: a status, a JSON body and headers. */
export interface GraphqlAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

type Options = Parameters<typeof renderWithProviders>[1] & {
  /** Answers each GraphQL request that reaches the network. */
  answer: (request: GraphqlRequest) => GraphqlAnswer | Promise<GraphqlAnswer>;
};

/**
 * Renders a component with the app's own Apollo client (its links, headers and cache rules), so
 * components that fetch can be tested: only the HTTP answers are the test's, and every request the
 * client sent is kept for assertions. Call inside a test; fetch is restored after each test.
 */
export function renderWithApollo(ui: ReactElement, { answer, ...options }: Options) {
  const requests: GraphqlRequest[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const { operationName, variables } = JSON.parse(String(init.body)) as Omit<GraphqlRequest, 'headers'>;
    const request = { operationName, variables, headers: new Headers(init.headers) };
    requests.push(request);
    const { status = 200, body, headers } = await answer(request);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  });
  // The link reads the language at request time, from the i18n instance the render creates.
  const rendered: { i18n?: I18n } = {};
  const client = createBrowserApolloClient(() =>
    rendered.i18n ? currentLanguage(rendered.i18n) : (options.language ?? 'pl'),
  );
  const result = renderWithProviders(<ApolloProvider client={client}>{ui}</ApolloProvider>, options);
  rendered.i18n = result.i18n;
  return { ...result, client, requests };
}

/** A GraphQL answer refusing the operation with one error. */
export const refusal = (
  code: string,
  extensions: Record<string, unknown> = {},
  message = code,
): GraphqlAnswer => ({
  body: { data: null, errors: [{ message, path: ['x'], extensions: { code, ...extensions } }] },
});
