import { useEffect, useState } from 'react';
import { loadBundle, type Language, type Translations } from './i18n';
import { useTranslation } from './translation';

export type TextLoaders = Record<Language, () => Promise<{ default: Translations }>>;

/**
 * Texts that come with a screen's own chunk instead of the shop's first script (a form opened on a
 * click, a page few visit): merged into the app's texts, both languages; true once they are there.
 * `probe` is one of their keys.
 */
export function useLazyTexts(probe: string, loaders: TextLoaders): boolean {
  const { i18n } = useTranslation();
  const has = () =>
    (['pl', 'en'] as const).every((language) => i18n.exists(probe, { lng: language, fallbackLng: [] }));
  const [loaded, setLoaded] = useState(has);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    void Promise.all(
      (['pl', 'en'] as const).map(async (language) => {
        const texts = (await loaders[language]()).default;
        // The shop's own texts of that language first: a language switch loads them only when the
        // language has no texts at all, which these alone would otherwise seem to be.
        if (!i18n.hasResourceBundle(language, 'translation'))
          i18n.addResourceBundle(language, 'translation', await loadBundle(language));
        i18n.addResourceBundle(language, 'translation', texts, true, false);
      }),
    ).then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [loaded, i18n, loaders]);
  return loaded;
}
