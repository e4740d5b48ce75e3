import { use } from 'react';
import type { Language, Translations } from './i18n';
import { useTranslation } from './translation';

/**
 * A page's texts kept out of every page's locale file (the JavaScript budget): a hook that suspends
 * the page until its language's texts are merged in. The server renders with every text (lib/locales.ts),
 * so a hydrating page keeps the server's HTML meanwhile, and a page visited from another shows its loading
 * state. `probe` is one of their keys.
 */
export function suspendedTexts(
  probe: string,
  loaders: Record<Language, () => Promise<{ default: Translations }>>,
): () => void {
  const loading = new Map<Language, Promise<void>>();
  return function useSuspendedTexts() {
    const { i18n } = useTranslation();
    const language: Language = i18n.language === 'en' ? 'en' : 'pl';
    if (i18n.exists(probe, { lng: language, fallbackLng: [] })) return;
    let promise = loading.get(language);
    if (!promise) {
      promise = loaders[language]().then(({ default: texts }) => {
        i18n.addResourceBundle(language, 'translation', texts, true, true);
      });
      loading.set(language, promise);
    }
    use(promise);
  };
}
