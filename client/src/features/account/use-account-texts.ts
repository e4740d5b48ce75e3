import { type TextLoaders, useLazyTexts } from '../../lib/use-lazy-texts';

/** The account pages' texts come with their own chunk: few visit them, every page would carry them otherwise. */
const loaders: TextLoaders = {
  pl: () => import('./locales/account.pl.json'),
  en: () => import('./locales/account.en.json'),
};

export const useAccountTexts = () => useLazyTexts('account.name.title', loaders);
