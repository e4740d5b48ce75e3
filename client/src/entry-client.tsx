// Subsets of the shop's two fonts, made at build time (scripts/subset-fonts.mjs).
import './styles/fonts.css';
import './styles/theme.css';
import './styles/base.css';
import { keepEarlyInput } from './lib/early-input';
import { nextTask } from './lib/next-task';

/** The longest the app waits for the page's first paint or its largest picture before it loads anyway. */
const PAINT_WAIT_MS = 3000;

const timeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A task queued from an animation frame runs after that frame's paint. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the browser has painted text or a picture of the page (its first contentful paint),
 * straight away where it cannot say. The first frame can come earlier, without text: while the fonts
 * arrive, or before the styles apply.
 */
function firstContentfulPaint(): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  )
    return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    try {
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      resolve();
    }
  });
}

/** Resolves once the page's largest picture (the one it fetches first, `fetchpriority="high"`) has loaded or failed. */
function heroPicture(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!hero || hero.complete) return Promise.resolve();
  return new Promise((resolve) => {
    hero.addEventListener('load', () => resolve(), { once: true });
    hero.addEventListener('error', () => resolve(), { once: true });
  });
}

// The page arrives rendered: the browser paints it, text and largest picture, first; only then does it
// fetch the libraries and hydrate. This module imports nothing heavy, so neither the download nor the
// evaluation of React, the router, Apollo and i18next competes with that paint, however fast they
// arrive. Measured with Lighthouse: when the libraries were asked for before the first contentful
// paint (as happened when the first frame, painted before the fonts came, was taken for it), its
// simulated phone counted their bytes before that paint and the largest, which came later. What a
// visitor types, chooses or clicks meanwhile is done once the page has hydrated (lib/early-input.ts).
// A visitor who types or taps meanwhile wants the app more than the picture: it is fetched at once.
const early = keepEarlyInput(document.getElementById('root')!);
void Promise.race([firstContentfulPaint().then(heroPicture), timeout(PAINT_WAIT_MS), early.firstInput])
  .then(afterNextPaint)
  // The libraries are evaluated in three tasks rather than one long one on a phone: React, then
  // Apollo (through the app's own module: a package's whole namespace would keep every export in the
  // bundle), then the router, i18next and the app itself.
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./lib/apollo'))
  .then(nextTask)
  .then(() => import('./render/start-client'))
  .then(({ start }) => start(early));
