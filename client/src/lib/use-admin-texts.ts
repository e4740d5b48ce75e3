import { useEffect, useState } from 'react';
import { useTranslation } from './translation';
import { loadBundle, type Language, type Translations } from './i18n';

/**
 * The admin screens' texts (client/src/locales/admin/{en,pl}.json) are loaded by the admin screens
 * only, merged into the app's texts: visitors never download them with the shop's first page.
 */
const loaders: Record<Language, () => Promise<{ default: Translations }>> = {
  pl: () => import('../locales/admin/pl.json'),
  en: () => import('../locales/admin/en.json'),
};

/** True once the current language's admin texts (and English, the fallback) are there. */
export function useAdminTexts(): boolean {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'pl';
  const [loaded, setLoaded] = useState<ReadonlySet<Language>>(() => new Set(['en', 'pl'].filter((l) => i18n.exists('productForm.name', { lng: l, fallbackLng: [] })) as Language[]));
  useEffect(() => {
    const missing = [...new Set<Language>([language, 'en'])].filter((l) => !loaded.has(l));
    if (!missing.length) return;
    let current = true;
    // The shop's own texts of that language first: the language switch loads them only when the
    // language has no texts at all, which the admin texts alone would otherwise seem to be.
    const add = async (l: Language) => {
      if (!i18n.hasResourceBundle(l, 'translation')) i18n.addResourceBundle(l, 'translation', await loadBundle(l));
      i18n.addResourceBundle(l, 'translation', (await loaders[l]()).default, true, true);
    };
    void Promise.all(missing.map(add)).then(() => {
      if (current) setLoaded((previous) => new Set([...previous, ...missing]));
    });
    return () => {
      current = false;
    };
  }, [language, loaded, i18n]);
  return loaded.has(language) && loaded.has('en');
}
