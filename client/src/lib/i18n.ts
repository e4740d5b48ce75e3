import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_KEY,
  readPreference,
  writePreferenceCookie,
  writeStorage,
} from './storage';

import { LANGUAGES, type Language } from '../render/render-contract';
import { languageOf } from './language-address';

export { LANGUAGES, type Language };

export const asLanguage = (value: unknown): Language | undefined =>
  LANGUAGES.find((language) => language === value);

export function storedLanguage(): Language | undefined {
  return asLanguage(readPreference(LANGUAGE_COOKIE, LANGUAGE_KEY));
}

/** The current UI language as the server expects it in Accept-Language. */
export const currentLanguage = (instance: I18n): Language => languageOf(instance);

/** One language's texts (client/src/locales/<language>.json). */
export type Translations = { [key: string]: unknown };
export type Bundles = Partial<Record<Language, Translations>>;

/**
 * The browser downloads only the language it shows (each locale file is its own chunk, preloaded by
 * the server for the page's language); another one loads when the visitor switches to it.
 */
const loaders: Record<Language, () => Promise<{ default: Translations }>> = {
  pl: () => import('../locales/pl.json'),
  en: () => import('../locales/en.json'),
};

export async function loadBundle(language: Language): Promise<Translations> {
  return (await loaders[language]()).default;
}

type Preparer = (language: Language) => Promise<void>;
const preparers = new WeakMap<I18n, Set<Preparer>>();

/**
 * Work a language switch waits for before it switches (the admin screens' texts of the new language):
 * the screen then only relabels, and nothing on it is unmounted or reset. Returns the unregistering.
 */
export function prepareLanguageChanges(instance: I18n, prepare: Preparer): () => void {
  let set = preparers.get(instance);
  if (!set) preparers.set(instance, (set = new Set()));
  set.add(prepare);
  return () => set.delete(prepare);
}

/** Switches the language once its texts are there. */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation'))
    instance.addResourceBundle(language, 'translation', await loadBundle(language));
  // A preparation that fails is logged and the switch goes on (its screen then shows English labels).
  await Promise.all(
    [...(preparers.get(instance) ?? [])].map((prepare) => prepare(language).catch(console.error)),
  );
  await instance.changeLanguage(language);
}

/** A ready, synchronous i18next instance with the given texts: one per request on the server, one in the browser. */
export function createI18n(lng: Language, bundles: Bundles): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(bundles).map(([language, translation]) => [language, { translation }]),
    ),
    lng,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Keeps the saved preference (storage and its cookie mirror) and <html lang> in step with the app's language. */
export function persistLanguageChanges(instance: I18n): void {
  const sync = (lng: string) => {
    const language: Language = lng === 'en' ? 'en' : 'pl';
    writeStorage(LANGUAGE_KEY, language);
    writePreferenceCookie(LANGUAGE_COOKIE, language);
    document.documentElement.lang = language;
  };
  sync(instance.language);
  instance.on('languageChanged', sync);
}
