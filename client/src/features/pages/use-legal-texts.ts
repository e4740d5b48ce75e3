import { suspendedTexts } from '../../lib/suspended-texts';

/**
 * The terms' and privacy policy's texts (client/src/locales/legal/{en,pl}.json, a few KB) are
 * not in every page's locale file: the legal pages load them (lib/suspended-texts.ts).
 */
export const useLegalTexts = suspendedTexts('terms.intro', {
  pl: () => import('../../locales/legal/pl.json'),
  en: () => import('../../locales/legal/en.json'),
});
