import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/translation';
import { currentLanguage, LANGUAGES, type Language } from '../../lib/i18n';
import { readStorage, writeStorage } from '../../lib/storage';
import { Outlet } from 'react-router';
import { useRefreshOnNavigate } from '../../lib/session';
import { useScrollRestoration } from '../../lib/use-scroll-restoration';
import { Footer } from './footer';
import { Header } from './header';
import { RouteHead } from './route-head';
import { RouteNotice } from './route-notice';
import './layout.css';

// The offer of the other language loads only when it is made.
const LanguageOffer = lazy(() => import('./language-offer'));
const OFFER_KEY = 'language-offer';

/**
 * The language the browser prefers over the page's, offered once: the first of its
 * languages the shop has, when that is not the page's and no offer was made in this browser before.
 */
function useLanguageOffer(page: Language) {
  const [offer, setOffer] = useState<Language>();
  useEffect(() => {
    if (readStorage(OFFER_KEY)) return;
    const preferred = navigator.languages
      .map((tag) => tag.slice(0, 2).toLowerCase())
      .find((tag): tag is Language => LANGUAGES.includes(tag as Language));
    if (!preferred || preferred === page) return;
    writeStorage(OFFER_KEY, 'offered');
    startTransition(() => setOffer(preferred));
    // Once, on the document's first page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { offer: offer !== page ? offer : undefined, close: () => setOffer(undefined) };
}

/** The page shell: skip link, header, the route's content (or `children`, e.g. an error), footer. */
export function Layout({ children }: { children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { offer, close } = useLanguageOffer(currentLanguage(i18n));
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
      {offer && (
        <Suspense fallback={null}>
          <LanguageOffer language={offer} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
