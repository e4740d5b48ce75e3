import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ErrorPage } from '../components/error-page';
import { Layout } from '../components/layout/layout';
import { PageLoading } from '../components/ui/page-loading';
import type { ComingSoonHandle } from './routes/coming-soon';

const comingSoon = (path: string, titleKey: string, adminOnly = false): RouteObject => ({
  path,
  handle: { titleKey, adminOnly } satisfies ComingSoonHandle,
  lazy: () => import('./routes/coming-soon'),
});

// Every page is its own chunk (route-level lazy loading), so the first load carries only the shell.
export const routes: RouteObject[] = [
  {
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
        errorElement: <ErrorPage />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          comingSoon('jewellery', 'pages.jewellery'),
          comingSoon('jewellery/create', 'pages.jewelleryCreate', true),
          comingSoon('jewellery/:id', 'pages.jewelleryDetail'),
          comingSoon('jewellery/:id/edit', 'pages.jewelleryEdit', true),
          comingSoon('bridal', 'pages.bridal'),
          comingSoon('favourites', 'pages.favourites'),
          comingSoon('publication/create', 'pages.publicationCreate', true),
          comingSoon('publication/:id', 'pages.publicationDetail'),
          comingSoon('publication/:id/edit', 'pages.publicationEdit', true),
          comingSoon('blog', 'pages.blog'),
          { path: 'contact', lazy: () => import('./routes/contact') },
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'register', lazy: () => import('./routes/register') },
          { path: 'admin', lazy: () => import('./routes/admin') },
          { path: 'terms', lazy: () => import('./routes/terms') },
          { path: 'privacy', lazy: () => import('./routes/privacy') },
        ],
      },
    ],
  },
];

// react-router 7.18 defines no future flags for data routers in the browser (the v8_* ones are framework-mode only).
const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
