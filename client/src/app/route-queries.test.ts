import type { ApolloClient, DocumentNode } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteModule } from './routes';

const modules = Object.entries(import.meta.glob<RouteModule>('./routes/*.tsx', { eager: true })).filter(
  ([, module]) => module.loader,
);

/**
 * The browser writes a server render's answers only to the queries a page module declares (app/ssr-state.ts):
 * a query its loader reads but does not declare would be asked for again while the page hydrates.
 */
describe("a page's loader queries", () => {
  it.each(modules)('%s declares every query its loader reads', async (_file, module) => {
    const asked: DocumentNode[] = [];
    const client = {
      query: async ({ query }: { query: DocumentNode }) => {
        asked.push(query);
        return { data: undefined };
      },
    } as unknown as ApolloClient;
    const args = {
      request: new Request('http://localhost/jewellery?colors=1&name=a'),
      params: { id: '1' },
      context: {},
    } as unknown as LoaderFunctionArgs;
    // With no data the loader may give up (a missing product is a 404): what it asked for by then counts.
    await module.loader!(args, client).catch(() => undefined);
    expect(asked.length).toBeGreaterThan(0);
    for (const query of asked) expect(module.queries ?? []).toContain(query);
  });
});
