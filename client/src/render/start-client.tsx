// The app in the browser, loaded by entry-client.tsx once the server's page is painted.
import type { ApolloClient } from '@apollo/client';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '../app/provider';
import { createRoutes, loadMatchedRoutes, type LoaderQueries } from '../app/routes';
import { SSR_STATE_ID, type SerializedRouteError, type SsrState } from '../app/ssr-state';
import { changeCacheLanguage, createBrowserApolloClient, writeServerAnswers } from '../lib/apollo';
import type { i18n as I18n } from 'i18next';
import {
  asLanguage,
  changeLanguage,
  createI18n,
  currentLanguage,
  loadBundle,
  persistLanguageChanges,
  storedLanguage,
} from '../lib/i18n';
import type { EarlyInput } from '../lib/early-input';
import { nextTask } from '../lib/next-task';
import { applyTheme, setTheme, storedTheme } from '../lib/theme';
import { keepLanguageInAddress } from '../lib/language-address';
import { ErrorResponseImpl } from '../lib/router-seams';

function readSsrState(): SsrState | undefined {
  const element = document.getElementById(SSR_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as SsrState) : undefined;
}

/** Route errors arrive as plain objects (app/ssr-state.ts): the error page needs them as they were thrown. */
function reviveErrors(state: HydrationState): HydrationState {
  if (!state.errors) return state;
  const errors = Object.fromEntries(
    Object.entries(state.errors as Record<string, SerializedRouteError>).map(([id, error]) => [
      id,
      error.__type === 'RouteErrorResponse'
        ? new ErrorResponseImpl(error.status ?? 500, error.statusText, error.data)
        : new Error(error.message),
    ]),
  );
  return { ...state, errors };
}

/**
 * Whether this page is one the browser kept, shown again by a back or forward step without asking the
 * server: browsers do so even for `Cache-Control: no-cache`. What was written since (a comment the
 * visitor deleted a moment ago, say) is not in it.
 */
function keptByTheBrowser(): boolean {
  const entry = navigation();
  return entry?.type === 'back_forward' && !(entry.transferSize > 0);
}

const navigation = () =>
  performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;

/**
 * A switch relabels the page at once, and its data follows: the cache's (localised names, descriptions;
 * lib/apollo.ts), then the page's loaders (the tab's title and description read theirs) from it.
 */
/**
 * A piece's or a post's page reached within the shop is counted for the maker by lib/page-views.ts,
 * loaded with the first navigation (the page the visit landed on, the server counted).
 */
function countNavigations(router: ReturnType<typeof createBrowserRouter>): void {
  const landing = location.pathname;
  router.subscribe(
    ({ location, navigation }) =>
      navigation.state === 'idle' &&
      void import('../lib/page-views').then((views) => views.countView(location.pathname, landing)),
  );
}

function followLanguageInData(
  router: ReturnType<typeof createBrowserRouter>,
  client: ApolloClient,
  i18n: I18n,
): void {
  i18n.on('languageChanged', () => void changeCacheLanguage(client).then(() => router.revalidate()));
}

/** Calls `onHydrated` once the page it wraps is hydrated (a root's effects run after all of its children's). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

export async function start(early: EarlyInput) {
  const state = readSsrState();
  // The page is in the language and theme the server rendered (from ?lang= and the cookies).
  const rendered = asLanguage(document.documentElement.lang) ?? 'pl';
  const i18n = createI18n(rendered, { [rendered]: await loadBundle(rendered) });
  await nextTask();
  const client = createBrowserApolloClient(() => currentLanguage(i18n));
  const queries: LoaderQueries = new Map();
  const routes = createRoutes(client, queries);
  const root = document.getElementById('root')!;
  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <AppProvider client={client} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );

  // A choice saved before its cookie mirror existed wins once, then the cookie carries it. A ?lang= link
  // chooses the language it names; an address back or forward brings (the app wrote its ?lang= while that
  // language showed) does not: the choice made since stands and the address follows, as within the app.
  const named =
    new URLSearchParams(window.location.search).get('lang') && navigation()?.type !== 'back_forward';
  const wanted = named ? rendered : (storedLanguage() ?? rendered);
  persistLanguageChanges(i18n);
  // A page the browser kept whole (its back/forward cache) comes back in the language it had: it turns
  // to the one chosen since.
  window.addEventListener('pageshow', (event) => {
    const chosen = storedLanguage();
    if (event.persisted && chosen && chosen !== currentLanguage(i18n)) void changeLanguage(i18n, chosen);
  });
  // Only once the page has hydrated: texts that change while React still compares them with the
  // server's would not match, and React would replace the page's elements (a form with what the visitor
  // had typed among them). After hydration the same components stay, with their state, in the new language.
  const switchLanguage = () => {
    if (wanted !== rendered) void changeLanguage(i18n, wanted);
  };

  if (state) {
    await nextTask();
    // The server resolved the page's lazy route modules before rendering: hydration needs them loaded too.
    await loadMatchedRoutes(routes, window.location);
    // The page's data, as the server's loaders got it, into the cache its components read on hydration:
    // an answer a task.
    for (const answer of state.answers) {
      await nextTask();
      writeServerAnswers(client.cache, [answer], queries);
    }
    await nextTask();
    const router = createBrowserRouter(routes, { hydrationData: reviveErrors(state.router) });
    keepLanguageInAddress(router, i18n);
    countNavigations(router);
    followLanguageInData(router, client, i18n);
    await nextTask();
    // Hydration as a transition: React works in short slices and lets the browser paint and answer input
    // between them, instead of one long task over the whole page.
    early.stop();
    const hydrated = () => {
      early.replay();
      switchLanguage();
      // A page the browser kept is brought up to date once it is live: its loaders and reads run again.
      if (keptByTheBrowser())
        void router.revalidate().then(() => client.refetchQueries({ include: 'active' }));
    };
    startTransition(() => {
      hydrateRoot(root, <Hydrated onHydrated={hydrated}>{app(router)}</Hydrated>);
    });
  } else {
    // No server render (the Vite dev server): the same app, rendered in the browser.
    early.replay();
    const router = createBrowserRouter(routes);
    keepLanguageInAddress(router, i18n);
    followLanguageInData(router, client, i18n);
    createRoot(root).render(app(router));
    switchLanguage();
  }

  const theme = storedTheme();
  if (theme) setTheme(theme);
  else applyTheme(document.documentElement.dataset.theme === 'light' ? 'light' : 'dark');
}
