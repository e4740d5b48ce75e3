import { use } from 'react';
import { useTranslation } from '../../lib/translation';
import type { Language, Translations } from '../../lib/i18n';

/**
 * The terms' and privacy policy's texts (client/src/locales/legal/{en,pl}.json, a few KB) are
 * not in every page's locale file: the legal pages load them. The server renders with every text
 * (lib/locales.ts); in the browser a legal page suspends until its language's texts are there, so a
 * hydrating page keeps the server's HTML meanwhile and a visited one shows its loading state.
 */
const loaders: Record<Language, () => Promise<{ default: Translations }>> = {
  pl: () => import('../../locales/legal/pl.json'),
  en: () => import('../../locales/legal/en.json'),
};
const loading = new Map<Language, Promise<void>>();

export function useLegalTexts(): void {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'pl';
  if (i18n.exists('terms.intro', { lng: language, fallbackLng: [] })) return;
  let promise = loading.get(language);
  if (!promise) {
    promise = loaders[language]().then(({ default: texts }) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true);
    });
    loading.set(language, promise);
  }
  use(promise);
}
