import { useContext, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext } from 'react-router';

/** Where each visited entry of the tab's history was scrolled to, by its location key. */
const positions: Record<string, number> = {};

/**
 * Every navigation to a new page starts at its top; back and forward return to where the visitor was
 * (DESIGN "Telling the user"). The data router keeps the positions and says, per
 * navigation, whether to restore one, keep the place (`preventScrollReset`: the list's filters) or start
 * at the top; this applies it, as react-router's own <ScrollRestoration> does, in a fraction of its bytes
 * (it weighed 900 bytes compressed on every page, past the product page's budget). Unlike it, positions
 * are not kept across a reload of the app; a reload itself is restored by the browser (the page hands
 * scrolling back to it as it goes). Hydration moves nothing: the router starts with nothing to restore.
 */
export function useScrollRestoration(): void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const state = useContext(UNSAFE_DataRouterStateContext);
  useLayoutEffect(() => {
    if (!router) return;
    history.scrollRestoration = 'manual';
    const leave = () => (history.scrollRestoration = 'auto');
    window.addEventListener('pagehide', leave);
    const stop = router.enableScrollRestoration(positions, () => window.scrollY);
    return () => {
      window.removeEventListener('pagehide', leave);
      stop();
    };
  }, [router]);
  const restore = state?.restoreScrollPosition;
  const keep = state?.preventScrollReset;
  const location = state?.location;
  useLayoutEffect(() => {
    if (restore === false || restore === undefined) return;
    // No link of the shop's goes to an anchor in another page: a new page starts at its top.
    if (typeof restore === 'number') window.scrollTo(0, restore);
    else if (!keep) window.scrollTo(0, 0);
  }, [location, restore, keep]);
}
