import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation';
import { Outlet } from 'react-router';
import { useRefreshOnNavigate } from '../../lib/session';
import { useScrollRestoration } from '../../lib/use-scroll-restoration';
import { Footer } from './footer';
import { Header } from './header';
import { RouteHead } from './route-head';
import { RouteNotice } from './route-notice';
import './layout.css';

/** The page shell: skip link, header, the route's content (or `children`, e.g. an error), footer. */
export function Layout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  useRefreshOnNavigate();
  useScrollRestoration();
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
    </div>
  );
}
