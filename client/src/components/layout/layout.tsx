import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation';
import { Outlet, ScrollRestoration } from 'react-router';
import { useRefreshOnNavigate } from '../../lib/session';
import { Footer } from './footer';
import { Header } from './header';
import { RouteHead } from './route-head';
import { RouteNotice } from './route-notice';
import './layout.css';

/** The page shell: skip link, header, the route's content (or `children`, e.g. an error), footer. */
export function Layout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  useRefreshOnNavigate();
  return (
    <div className="app-shell">
      <RouteHead />
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        <RouteNotice />
        {children ?? <Outlet />}
      </main>
      <Footer />
      {/* Every navigation to a new page starts at its top; back and forward return to where the visitor was (DESIGN "Telling the user"). */}
      <ScrollRestoration />
    </div>
  );
}
