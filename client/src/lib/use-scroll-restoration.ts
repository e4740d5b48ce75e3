import { useContext, useLayoutEffect, useRef } from 'react';
import { DataRouterContext, DataRouterStateContext } from './router-seams';

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
  const router = useContext(DataRouterContext)?.router;
  const state = useContext(DataRouterStateContext);
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
    if (
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type !==
        'navigate' &&
      saved !== undefined
    )
      scrollTo(0, saved);
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
    // A new page starts at its top, or with the anchor it was sent to in view (a login's way back, lib/return-to.ts).
    if (typeof restore === 'number') scrollTo(0, restore);
    else if (!keep && !(location.hash && showAnchor(location.hash.slice(1)))) scrollTo(0, 0);
  }, [location, restore, keep]);
}

/** How long an anchor is kept in view while what it holds arrives (a lazily loaded form). */
const ANCHOR_SETTLE_MS = 1500;

/**
 * Brings the element of `id` to the middle of the screen (clear of the sticky header), and keeps it there
 * as it grows, until the visitor scrolls herself or the time is up. False when the page has no such element.
 */
function showAnchor(id: string): boolean {
  let name: string;
  try {
    name = decodeURIComponent(id);
  } catch {
    return false;
  }
  const target = document.getElementById(name);
  if (!target) return false;
  const show = () => target.scrollIntoView({ block: 'center' });
  show();
  const observer = new ResizeObserver(show);
  observer.observe(target);
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const name of events) removeEventListener(name, stop);
  };
  const timer = setTimeout(stop, ANCHOR_SETTLE_MS);
  for (const name of events) addEventListener(name, stop, { passive: true });
  return true;
}
