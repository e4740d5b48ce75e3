import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';

export interface Translation {
  /** The texts of the current language. A new function when the language changes. */
  t: TFunction;
  /** The app's one i18next instance (read `i18n.language` for the current language). */
  i18n: I18n;
}

/**
 * i18next's `t` for one language, remembering the texts asked for by key alone (most of a page's:
 * labels, headings, buttons), which i18next would otherwise look up and interpolate again on every
 * render. Texts with options (counts, values) go to i18next each time.
 */
function rememberingT(i18n: I18n, language: string, remembered: Map<string, string>): TFunction {
  const t = i18n.getFixedT(language);
  const lookUp = (key: unknown, ...rest: unknown[]): unknown => {
    if (rest.length || typeof key !== 'string')
      return (t as unknown as (...args: unknown[]) => unknown)(key, ...rest);
    let text = remembered.get(key);
    if (text === undefined) {
      text = t(key);
      remembered.set(key, text);
    }
    return text;
  };
  return lookUp as unknown as TFunction;
}

/** Per i18next instance and language: the `t` every component shares and the texts it remembers. */
const instances = new WeakMap<
  I18n,
  Map<string, { translation: Translation; remembered: Map<string, string> }>
>();

function translationOf(i18n: I18n, language: string): Translation {
  let languages = instances.get(i18n);
  if (!languages) {
    const known = new Map<string, { translation: Translation; remembered: Map<string, string> }>();
    languages = known;
    instances.set(i18n, known);
    // Texts added or removed later (the admin screens' load on demand) are looked up again.
    const forget = () => known.forEach(({ remembered }) => remembered.clear());
    i18n.store.on('added', forget);
    i18n.store.on('removed', forget);
  }
  let entry = languages.get(language);
  if (!entry) {
    const remembered = new Map<string, string>();
    entry = { translation: { t: rememberingT(i18n, language, remembered), i18n }, remembered };
    languages.set(language, entry);
  }
  return entry.translation;
}

/**
 * The current language's texts for a component, re-rendered when the language changes: what
 * react-i18next's useTranslation() gives this app, which uses one namespace, no key prefix and texts
 * that are always loaded before they are shown. That hook copies the whole i18next instance and makes a
 * new `t` for every component on every render (a measurable share of a server render of the
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

/**
 * The `lang` a text the maker wrote needs on its element: its own language where it differs from the
 * page's (a fallback, so a screen reader pronounces it right), nothing where it is the page's.
 */
export function fallbackLang(textLang: string | null | undefined, pageLanguage: string): string | undefined {
  return textLang && textLang !== pageLanguage ? textLang : undefined;
}
