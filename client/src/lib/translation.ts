import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';

export interface Translation {
  /** The texts of the current language. A new function when the language changes. */
  t: TFunction;
  /** The app's one i18next instance (read `i18n.language` for the current language). */
  i18n: I18n;
}

/** One `t` per instance and language, shared by every component that asks. */
const translations = new WeakMap<I18n, Map<string, Translation>>();

function translationOf(i18n: I18n, language: string): Translation {
  let byLanguage = translations.get(i18n);
  if (!byLanguage) {
    byLanguage = new Map();
    translations.set(i18n, byLanguage);
  }
  let translation = byLanguage.get(language);
  if (!translation) {
    translation = { t: i18n.getFixedT(language), i18n };
    byLanguage.set(language, translation);
  }
  return translation;
}

/**
 * The current language's texts for a component, re-rendered when the language changes: what
 * react-i18next's useTranslation() gives this app, which uses one namespace, no key prefix and texts
 * that are always loaded before they are shown. That hook copies the whole i18next instance and makes a
 * new `t` for every component on every render (measured: about a tenth of a server render of the
 * catalogue's list); this one hands every component the same pair for as long as the language stays.
 * It reads the instance of react-i18next's provider, so `<Trans>` and this hook always agree.
 */
export function useTranslation(): Translation {
  const context = useContext(I18nContext) as { i18n?: I18n } | undefined;
  const i18n = context?.i18n;
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider above it');
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  return translationOf(i18n, language);
}
