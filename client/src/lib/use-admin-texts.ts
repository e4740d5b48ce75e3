import { useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from './translation';
import { loadBundle, prepareLanguageChanges, type Language, type Translations } from './i18n';

/**
 * The admin screens' texts (client/src/locales/admin/{en,pl}.json) are loaded by the admin screens
 * only, merged into the app's texts: visitors never download them with the shop's first page.
 */
const loaders: Record<Language, () => Promise<{ default: Translations }>> = {
  pl: () => import('../locales/admin/pl.json'),
  en: () => import('../locales/admin/en.json'),
};

const hasAdminTexts = (i18n: I18n, language: Language) =>
  i18n.exists('productForm.name', { lng: language, fallbackLng: [] });

async function addAdminTexts(i18n: I18n, language: Language): Promise<void> {
  if (hasAdminTexts(i18n, language)) return;
  // The shop's own texts of that language first: the language switch loads them only when the
  // language has no texts at all, which the admin texts alone would otherwise seem to be.
  if (!i18n.hasResourceBundle(language, 'translation'))
    i18n.addResourceBundle(language, 'translation', await loadBundle(language));
  i18n.addResourceBundle(language, 'translation', (await loaders[language]()).default, true, true);
}

/**
 * True once the current language's admin texts (and English, the fallback) are there, and from then on
 * for as long as the screen stays: a language switch waits for the new language's admin texts before it
 * switches, so the screen's forms keep everything typed, chosen and scrolled and only relabel (they were
 * once unmounted behind "Loading…" while the Polish texts arrived, and came back empty).
 */
export function useAdminTexts(): boolean {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'pl';
  const [, setLoads] = useState(0);
  const ready = hasAdminTexts(i18n, language) && hasAdminTexts(i18n, 'en');
  // Once shown, the screen stays (React's "adjusting state while rendering": no extra commit).
  const [wasReady, setWasReady] = useState(ready);
  if (ready && !wasReady) setWasReady(true);
  useEffect(() => prepareLanguageChanges(i18n, (next) => addAdminTexts(i18n, next)), [i18n]);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void Promise.all([...new Set<Language>([language, 'en'])].map((l) => addAdminTexts(i18n, l))).then(() => {
      if (current) setLoads((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [language, ready, i18n]);
  return ready || wasReady;
}
