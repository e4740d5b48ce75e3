import type { ApolloClient } from '@apollo/client';
import type { i18n as I18n } from 'i18next';
import { PassThrough } from 'node:stream';
import { StrictMode, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandler,
  type UIMatch,
} from 'react-router';
import { headTags, pageMeta } from '../app/head';
import { AppProvider } from '../app/provider';
import { createRoutes, routeModuleFile, routeModuleName } from '../app/routes';
import type { SerializedRouteError, SsrState } from '../app/ssr-state';
import { createServerApolloClient } from './apollo-ssr';
import { ServerAnswers, ServerAnswersContext } from './server-answers';
import { structuredData } from './structured-data';
import { createI18n } from '../lib/i18n';
import { allBundles } from '../lib/locales';
import { pageSearch } from '../lib/page-address';
import { ServerThemeContext } from '../lib/theme';
import {
  MANIFEST_KEYS,
  RENDER_CONTRACT,
  type Language,
  type RenderInput,
  type RenderResult,
  type ServerEntry,
} from './render-contract';

export type { ExecuteGraphql, GraphqlOperation } from './render-contract';
// The server keys its kept pages on the address this gives, the same one the page renders for.
export { pageSearch };
// The contract's values (markers, manifest keys, languages) as this build has them: the server reads them here.
export const contract = RENDER_CONTRACT;

export type { RenderInput, RenderResult } from './render-contract';

function serializeErrors(
  errors: Record<string, unknown> | null,
): Record<string, SerializedRouteError> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? {
            __type: 'RouteErrorResponse',
            status: error.status,
            statusText: error.statusText,
            data: error.data,
          }
        : // An unexpected error's text stays in the server's log, not in the page.
          { __type: 'Error', message: 'Internal server error' },
    ]),
  );
}

function renderToHtml(element: ReactElement, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    // Everything, suspended parts included, before the answer: link previews and search engines read the whole page.
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        if (!signal?.aborted) console.error(error);
      },
    });
    signal?.addEventListener('abort', () => stream.abort(signal.reason));
  });
}

/**
 * One i18next instance per language for every render: a render only reads texts (the server never
 * changes an instance's language), and setting one up with both languages' texts cost each page a
 * measurable share of its server time.
 */
const i18nOf = new Map<Language, I18n>();
function i18nFor(language: Language): I18n {
  let i18n = i18nOf.get(language);
  if (!i18n) {
    i18n = createI18n(language, allBundles);
    i18nOf.set(language, i18n);
  }
  return i18n;
}

/** What a render hands its route loaders: the request's own Apollo client. */
interface LoaderContext {
  client: ApolloClient;
}

/**
 * One set of routes and one handler for every render: making them per request ranked every route again
 * and resolved each lazy page module again. The loaders take the request's Apollo client from the
 * context the render passes them.
 */
let staticHandler: StaticHandler | undefined;
const handlerForRenders = () =>
  (staticHandler ??= createStaticHandler(createRoutes(({ context }) => (context as LoaderContext).client)));

/** Renders one page as an anonymous visitor sees it, in the given language and theme. */
export async function render(input: RenderInput): Promise<RenderResult<SsrState>> {
  const answers = new ServerAnswers();
  const client = createServerApolloClient(input.execute, answers);
  const handler = handlerForRenders();
  const requestContext: LoaderContext = { client };
  const context = await handler.query(new Request(input.url, { signal: input.signal }), { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  const i18n = i18nFor(input.language);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToHtml(
    <StrictMode>
      <ServerThemeContext.Provider value={input.theme}>
        <AppProvider client={client} i18n={i18n}>
          <ServerAnswersContext.Provider value={answers}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ServerAnswersContext.Provider>
        </AppProvider>
      </ServerThemeContext.Provider>
    </StrictMode>,
    input.signal,
  );

  const matches: UIMatch[] = context.matches.map(({ route, params, pathname }) => ({
    id: route.id,
    pathname,
    params,
    data: context.loaderData[route.id],
    loaderData: context.loaderData[route.id],
    handle: route.handle,
  }));
  const absolute = (path: string) => `${input.publicUrl}${path}`;
  const meta = pageMeta(matches, i18n.t, Boolean(context.errors), absolute);
  if (!context.errors) {
    const leaf = context.matches[context.matches.length - 1];
    const loaded = leaf
      ? (context.loaderData[leaf.route.id] as { id?: unknown } | null | undefined)
      : undefined;
    meta.jsonLd = await structuredData(
      {
        module: leaf && routeModuleName(leaf.route.id),
        id: typeof loaded?.id === 'number' ? loaded.id : undefined,
      },
      answers,
      input.execute,
      absolute,
    );
  }
  const pathname = new URL(input.url).pathname;
  return {
    kind: 'page',
    status: context.statusCode,
    head: headTags(meta, input.publicUrl, pathname, input.language, input.sharePreviewReady),
    html,
    state: {
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeErrors(context.errors),
      },
      answers: answers.forBrowser(),
    },
    routeFiles: [
      MANIFEST_KEYS.texts(input.language),
      ...context.matches
        .map(({ route }) => routeModuleFile(route.id))
        .filter((file): file is string => Boolean(file)),
    ],
  };
}

// What the server calls (render-contract.ts): the type check holds this module's exports to it.
void ({ contract, render, pageSearch } satisfies ServerEntry);
