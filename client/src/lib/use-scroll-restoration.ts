import { useContext, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext } from 'react-router';

const STORE = 'scroll-positions';

/** Where each visited entry of the tab's history was scrolled to, by its location key. */
let positions: Record<string, number> = {};

/**
 * Every navigation to a new page starts at its top; back and forward return to where the visitor was
 * (DESIGN "Telling the user"). The data router keeps the positions and says, per navigation, whether to
 * restore one, keep the place (`preventScrollReset`: the list's filters) or start at the top; this applies
 * it, as react-router's own <ScrollRestoration> does, in fewer bytes (its weight on every page is past the
 * product page's script budget).
 *
 * The positions live in the tab's sessionStorage while the document is away, so back and forward still
 * restore after a reload or a visit elsewhere. The page a document opens on is placed once, at start: where
 * it was when the tab left it, if the browser is going back, forward or reloading; otherwise where the
 * browser put it. Nothing after that (the hydration's own revalidation included) moves it.
 */
export function useScrollRestoration(): void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const state = useContext(UNSAFE_DataRouterStateContext);
  useLayoutEffect(() => {
    if (!router) return;
    history.scrollRestoration = 'manual';
    try {
      positions = JSON.parse(sessionStorage[STORE] ?? '{}') as Record<string, number>;
    } catch {
      // No storage (a privacy setting): the positions last as long as the document.
    }
    // A typed address or a new link opens where the browser puts it (the first entry's key is always "default").
    const saved = positions[router.state.location.key];
    if ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type !== 'navigate' && saved !== undefined) scrollTo(0, saved);
    const leave = () => {
      positions[router.state.location.key] = scrollY;
      try {
        sessionStorage[STORE] = JSON.stringify(positions);
      } catch {
        // As above.
      }
      history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', leave);
    const stop = router.enableScrollRestoration(positions, () => scrollY);
    return () => {
      window.removeEventListener('pagehide', leave);
      stop();
    };
  }, [router]);

  // The key of the page this document opened on, until the visitor goes elsewhere ('' from then on).
  const opened = useRef<string>(undefined);
  const restore = state?.restoreScrollPosition;
  const keep = state?.preventScrollReset;
  const location = state?.location;
  useLayoutEffect(() => {
    if (!location) return;
    opened.current ??= location.key;
    if (opened.current === location.key) return;
    opened.current = '';
    if (restore === false || restore === undefined) return;
    // No link of the shop's goes to an anchor in another page: a new page starts at its top.
    if (typeof restore === 'number') scrollTo(0, restore);
    else if (!keep) scrollTo(0, 0);
  }, [location, restore, keep]);
}
