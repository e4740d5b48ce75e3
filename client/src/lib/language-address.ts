import type { i18n as I18n } from 'i18next';
import type { createBrowserRouter, To } from 'react-router';
import type { Language } from './i18n';
import { searchIn } from './search-in';

export { searchIn };

/**
 * A page's address names its language: English carries `?lang=en`, Polish, the default
 * (spec §1), the bare path. So a link copied or shared after choosing English opens in English, and
 * the address, the canonical and the hreflang alternates (app/head.ts) agree. The server reads
 * `?lang=` before the cookie (server/src/ssr/preferences.ts).
 */

/** The language the app shows (lib/i18n.ts's currentLanguage, without loading that module into every page's links). */
export const languageOf = (i18n: Pick<I18n, 'language' | 'resolvedLanguage'>): Language =>
  i18n.resolvedLanguage === 'en' || i18n.language === 'en' ? 'en' : 'pl';

/** A link's target in a language (a path, relative or not, with its own query and hash; or a location). */
export function toIn(to: To, language: Language): To {
  if (typeof to !== 'string') return { ...to, search: searchIn(to.search ?? '', language) };
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const queryAt = rest.indexOf('?');
  const path = queryAt >= 0 ? rest.slice(0, queryAt) : rest;
  return `${path}${searchIn(queryAt >= 0 ? rest.slice(queryAt) : '', language)}${hash}`;
}

/** What of a router this needs: its navigation (to wrap) and its changes (to follow). */
type NavigatingRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'subscribe'>;

/**
 * In the browser: every navigation (links, `navigate`, the lists' filters, redirects to sign in) goes to
 * the address in the current language, and the address bar follows a change of language in place
 * (history.replaceState: a relabelling, not a navigation, so an unsaved form is neither asked about nor
 * reset), as it does a page reached by back or forward in the other language.
 */
export function keepLanguageInAddress(router: NavigatingRouter, i18n: I18n): void {
  const navigate = router.navigate.bind(router) as (
    to: To | number | null,
    options?: unknown,
  ) => Promise<void>;
  (router as unknown as { navigate: typeof navigate }).navigate = (to, options) =>
    navigate(typeof to === 'number' || to === null ? to : toIn(to, languageOf(i18n)), options);
  const follow = () => {
    const { pathname, search, hash } = window.location;
    const wanted = searchIn(search, languageOf(i18n));
    if (wanted !== search)
      window.history.replaceState(window.history.state, '', `${pathname}${wanted}${hash}`);
  };
  follow();
  i18n.on('languageChanged', follow);
  router.subscribe(follow);
}
