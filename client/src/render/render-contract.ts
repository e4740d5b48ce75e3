import type { FormattedExecutionResult } from 'graphql';

/**
 * What the server and the client's server build agree on for a page render, in one place: the server
 * (server/src/ssr/page-renderer.ts) loads client/dist-server/entry-server.js, built from
 * entry-server.tsx, calls `render` with a RenderInput and sends the RenderResult. Both sides import
 * these types (the server type-only), so a change on one side that the other does not follow fails the
 * type check. Nothing here may import the client's browser code: the server's type check reads it.
 */

/** The languages and themes a page is rendered in. */
export type Language = 'pl' | 'en';
export type Theme = 'light' | 'dark';

/** One GraphQL operation as the server's own API runs it in-process (same schema, rules and permissions). */
export interface GraphqlOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}
export type ExecuteGraphql = (operation: GraphqlOperation) => Promise<FormattedExecutionResult>;

export interface RenderInput {
  /** The page's absolute URL as the server received it, with only the query parameters the page reads (pageSearch). */
  url: string;
  language: Language;
  theme: Theme;
  /** The shop's public address (canonical and preview URLs), without a trailing slash. */
  publicUrl: string;
  execute: ExecuteGraphql;
  signal?: AbortSignal;
}

/** A redirect, or a page: `State` is the client's hydration state (app/ssr-state.ts), which the server only serialises. */
export type RenderResult<State = unknown> =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** Tags for <head>: title, description, canonical, alternates, Open Graph, Twitter. */
      head: string;
      /** The rendered page for <div id="root">. */
      html: string;
      /** Router data and the loaders' answers for hydration, as JSON. */
      state: State;
      /** Build-manifest keys of what the page needs beyond the entry: its language's texts and its route modules (preloaded). */
      routeFiles: string[];
    };

/** What the server build exports. */
export interface ServerEntry {
  render(input: RenderInput): Promise<RenderResult>;
  /** A page's query string with only the parameters the page reads (lib/page-address.ts). */
  pageSearch(pathname: string, search: string): string;
}
