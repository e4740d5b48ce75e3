import en from '../locales/en.json';
import pl from '../locales/pl.json';
import type { Bundles } from './i18n';

/** Both languages at once, for the server's renderer and the tests (the browser loads one at a time). */
export const allBundles: Bundles = { pl, en };
