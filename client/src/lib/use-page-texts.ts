import { suspendedTexts } from './suspended-texts';

/**
 * The contact page's and the sign-in pages' texts (client/src/locales/pages/{en,pl}.json): pages few
 * visitors open first, kept out of every page's locale file; their titles stay there for the head.
 */
export const usePageTexts = suspendedTexts('auth.email', {
  pl: () => import('../locales/pages/pl.json'),
  en: () => import('../locales/pages/en.json'),
});
