import type { FormattedExecutionResult } from 'graphql';

/**
 * What the server and the client's server build agree on for a page render, in one place: the server
 * (server/src/ssr/page-renderer.ts) loads client/dist-server/entry-server.js, built from
 * entry-server.tsx, calls `render` with a RenderInput and sends the RenderResult. Both sides import
 * these types (the server type-only), so a change on one side that the other does not follow fails the
 * type check. Nothing here may import the client's browser code: the server's type check reads it.
 */

/** The languages a page is rendered in; Polish unless the visitor chose English (the spec's default). */
export const LANGUAGES = ['pl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'pl' satisfies Language;

/** The themes a page is rendered in; dark unless the visitor chose light (spec §1). */
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME = 'dark' satisfies Theme;

/** A page's opening <html> tag, in its language and theme. */
export const htmlTag = (language: Language, theme: Theme): string =>
  `<html lang="${language}" data-theme="${theme}">`;

/**
 * The page template's (client/index.html) markers, in the order they appear: the server cuts the
 * template at each once, at start, and fills the cuts for every page. `keep`: the marker stays in the
 * page (the page's own styles and preloads go before </head>); the others are replaced.
 */
export const TEMPLATE_MARKERS = [
  /** Replaced by htmlTag(language, theme). */
  { marker: htmlTag(DEFAULT_LANGUAGE, DEFAULT_THEME), keep: false },
  /** RenderResult's `head`. */
  { marker: '<!--app-head-->', keep: false },
  /** The page's own route styles and preloads, before it. */
  { marker: '</head>', keep: true },
  /** RenderResult's `html`. */
  { marker: '<!--app-html-->', keep: false },
  /** RenderResult's `state`, in a script of type application/json with the id STATE_SCRIPT_ID. */
  { marker: '<!--app-state-->', keep: false },
] as const;

/** The id of the element the page's hydration state is written into (app/ssr-state.ts reads it). */
export const STATE_SCRIPT_ID = 'ssr-state';

/** Keys of Vite's build manifest (client/dist/.vite/manifest.json) that the two sides name. */
export const MANIFEST_KEYS = {
  /** The browser's entry, with the app it loads after the first paint. */
  entry: 'index.html',
  /** A language's texts (client/src/locales). */
  texts: (language: Language) => `src/locales/${language}.json`,
  /** A page's route module (client/src/app/routes). */
  routeModule: (name: string) => `src/app/routes/${name}.tsx`,
} as const;

/** The parts of the contract that are values: the server reads them from the built entry (ServerEntry's `contract`). */
export const RENDER_CONTRACT = {
  LANGUAGES,
  THEMES,
  TEMPLATE_MARKERS,
  STATE_SCRIPT_ID,
  MANIFEST_KEYS,
  htmlTag,
} as const;

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
  /**
   * Whether a stored picture's link preview (its key in the image store, `<folder>/<name>-1200.jpg`) is
   * there to be named in the head; left out, every one is. The server knows the pictures stored before
   * their previews were made until the background pass has made them.
   */
  sharePreviewReady?: (key: string) => boolean;
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
      /** Build-manifest keys (MANIFEST_KEYS) of what the page needs beyond the entry: its language's texts and its route modules (preloaded). */
      routeFiles: string[];
    };

/** What the server build exports. */
export interface ServerEntry {
  /** The contract's values, as the client was built with them. */
  contract: typeof RENDER_CONTRACT;
  render(input: RenderInput): Promise<RenderResult>;
  /** A page's query string with only the parameters the page reads (lib/page-address.ts). */
  pageSearch(pathname: string, search: string): string;
}
