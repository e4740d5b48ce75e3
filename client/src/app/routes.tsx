import type { ApolloClient, DocumentNode } from '@apollo/client';
import type { ComponentType } from 'react';
import { matchRoutes, type LoaderFunctionArgs, type Location, type RouteObject } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { operationName } from '../lib/apollo';
import { Layout } from '../components/layout/layout';
import { PageLoading } from '../components/ui/page-loading';
import { MANIFEST_KEYS } from '../render/render-contract';
import type { RouteHandle } from './head';
import { paths } from '../lib/paths';

/**
 * What a page module under routes/ exports. `loader` loads the page's data into the Apollo cache before
 * the page renders (on the server for the first page, in the browser on navigation); components then
 * read it from the cache, so nothing waits on a render and hydration asks nothing again.
 */
export interface RouteModule {
  Component: ComponentType;
  /** The page's own error view (e.g. a product that cannot be loaded); the shell's error page otherwise. */
  ErrorBoundary?: ComponentType;
  handle?: RouteHandle;
  loader?: (args: LoaderFunctionArgs, client: ApolloClient) => Promise<unknown>;
  /** Every query its loader reads: the browser writes the server render's answers to them into its cache before hydrating. */
  queries?: readonly DocumentNode[];
}

/** The loaders' queries by operation name, filled in as page modules load (the browser's, for the server render's answers). */
export type LoaderQueries = Map<string, DocumentNode>;

// Every page is its own chunk (route-level lazy loading), so the first load carries only the shell.
// The file names are the keys, which lets the server find a page's chunks in the build manifest.
const pages = import.meta.glob<RouteModule>('./routes/*.tsx');

const PAGE_ID_PREFIX = 'page:';

/** The route module behind a page route's id, by its file's name under routes/ (e.g. `contact`). */
export function routeModuleName(routeId: string): string | undefined {
  return routeId.startsWith(PAGE_ID_PREFIX) ? routeId.slice(PAGE_ID_PREFIX.length).split('#')[0] : undefined;
}

/** The route module file behind a page route's id (the build manifest's key for its chunks), e.g. src/app/routes/contact.tsx. */
export function routeModuleFile(routeId: string): string | undefined {
  const name = routeModuleName(routeId);
  return name === undefined ? undefined : MANIFEST_KEYS.routeModule(name);
}

interface PageRoute {
  path?: string;
  index?: true;
  /** Declared here only for pages whose module declares none (one module serving several routes). */
  handle?: RouteHandle;
}

/**
 * The Apollo client a loader reads through: the tab's (browser), or the one the server made for the
 * request, which it passes as the request's context (the server keeps one set of routes for every render).
 */
export type LoaderClient = ApolloClient | ((args: LoaderFunctionArgs) => ApolloClient);

/** A page route: lazily loaded, its loader handed the Apollo client of this request (server) or tab (browser). */
function pageRoute(
  file: string,
  client: LoaderClient,
  { path, index, handle }: PageRoute,
  queries?: LoaderQueries,
): RouteObject {
  const load = pages[`./routes/${file}.tsx`];
  if (!load) throw new Error(`No route module ${file}`);
  const lazy = async () => {
    const module = await load();
    for (const query of module.queries ?? []) queries?.set(operationName(query) ?? '', query);
    return {
      Component: module.Component,
      ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
      ...(module.handle ? { handle: module.handle } : {}),
      ...(module.loader
        ? {
            loader: (args: LoaderFunctionArgs) =>
              module.loader!(args, typeof client === 'function' ? client(args) : client),
          }
        : {}),
    };
  };
  // The id names the page's file and its pattern below the root, as the server's manifest reads it (render/render-contract.ts).
  const id = `${PAGE_ID_PREFIX}${file}#${path?.replace(/^\//, '') ?? 'index'}`;
  return index ? { id, index, handle, lazy } : { id, path, handle, lazy };
}

/** Loads the lazy route modules that match `location` into their routes, before a router starts on them. */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  location: Partial<Location> | string,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * Every route of the spec; made once in the browser and once for all renders on the server. `queries`
 * collects the loaded pages' loader queries (the browser's, render/start-client.tsx).
 */
export function createRoutes(client: LoaderClient, queries?: LoaderQueries): RouteObject[] {
  const page = (file: string, loaderClient: LoaderClient, route: PageRoute) =>
    pageRoute(file, loaderClient, route, queries);
  return [
    {
      id: 'root',
      path: '/',
      element: <Layout />,
      // Unknown URLs and errors outside the pages still show inside the header and footer.
      errorElement: (
        <Layout>
          <ErrorPage />
        </Layout>
      ),
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          id: 'pages',
          errorElement: <ErrorPage />,
          children: [
            page('home', client, { index: true }),
            page('jewellery', client, { path: paths.jewellery.path }),
            page('jewellery-create', client, { path: paths.productCreate.path }),
            page('product', client, { path: paths.product.path }),
            page('jewellery-edit', client, { path: paths.productEdit.path }),
            page('bridal', client, { path: paths.bridal.path }),
            page('favourites', client, { path: paths.favourites.path }),
            page('publication-create', client, { path: paths.publicationCreate.path }),
            page('publication', client, { path: paths.publication.path }),
            page('publication-edit', client, { path: paths.publicationEdit.path }),
            page('blog', client, { path: paths.blog.path }),
            page('contact', client, { path: paths.contact.path }),
            page('login', client, { path: paths.login.path }),
            page('register', client, { path: paths.register.path }),
            page('forgot-password', client, { path: paths.forgotPassword.path }),
            page('reset-password', client, { path: paths.resetPassword.path }),
            page('account', client, { path: paths.account.path }),
            page('account-confirm-email', client, { path: paths.confirmEmail.path }),
            page('admin', client, { path: paths.admin.path }),
            page('admin-translations', client, { path: paths.adminTranslations.path }),
            page('admin-enquiries', client, { path: paths.adminEnquiries.path }),
            page('admin-insights', client, { path: paths.adminInsights.path }),
            page('admin-orders', client, { path: paths.adminOrders.path }),
            page('admin-settings', client, { path: paths.adminSettings.path }),
            page('checkout', client, { path: paths.checkout.path }),
            page('order', client, { path: paths.order.path }),
            page('terms', client, { path: paths.terms.path }),
            page('privacy', client, { path: paths.privacy.path }),
          ],
        },
      ],
    },
  ];
}
