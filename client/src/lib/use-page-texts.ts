import { suspendedTexts } from './suspended-texts';

/**
 * The contact page's texts and a missing post's (client/src/locales/pages/{en,pl}.json), kept out of every page's locale file;
 * its title stays there for the head. Not for a page with a form people fill in before it hydrates (sign-in):
 * a page waiting for its texts while hydrating loses what was typed meanwhile.
 */
export const usePageTexts = suspendedTexts('contact.bio1', {
  pl: () => import('../locales/pages/pl.json'),
  en: () => import('../locales/pages/en.json'),
});
