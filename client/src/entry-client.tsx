// Subsets of the shop's two fonts, made at build time (scripts/subset-fonts.mjs).
import './styles/fonts.css';
import './styles/theme.css';
import './styles/base.css';
import { keepEarlyInput } from './lib/early-input';

/**
 * Resolves once the browser has painted what the server sent: a task queued from an animation frame
 * runs after that frame's paint.
 */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// The page arrives rendered: the browser paints it first, then fetches the libraries and hydrates it.
// This module imports nothing heavy, so neither the download nor the evaluation of React, the router,
// Apollo and i18next comes before that first paint, however fast they arrive: measured with Lighthouse
// here, the libraries were fetched and run before the first paint whenever the page came from a fast
// server, and its simulated phone counted all of that before the first and largest paints. What a
// visitor types, chooses or clicks meanwhile is done once the page has hydrated (lib/early-input.ts).
const early = keepEarlyInput(document.getElementById('root')!);
void afterFirstPaint()
  .then(() => import('./start-client'))
  .then(({ start }) => start(early));
