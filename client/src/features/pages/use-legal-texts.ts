import { suspendedTexts } from '../../lib/suspended-texts';

/**
 * The terms' and the privacy policy's texts (client/src/locales/legal/{terms,privacy}.{en,pl}.json, a
 * few KB each) are not in every page's locale file: each legal page loads its own (lib/suspended-texts.ts),
 * and neither the other's.
 */
export const useTermsTexts = suspendedTexts('terms.intro', {
  pl: () => import('../../locales/legal/terms.pl.json'),
  en: () => import('../../locales/legal/terms.en.json'),
});

export const usePrivacyTexts = suspendedTexts('privacy.intro', {
  pl: () => import('../../locales/legal/privacy.pl.json'),
  en: () => import('../../locales/legal/privacy.en.json'),
});
