import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import { LANGUAGE_COOKIE, LANGUAGE_KEY, readStorage, writePreferenceCookie, writeStorage } from './storage';

export type Language = 'pl' | 'en';
export const LANGUAGES: readonly Language[] = ['pl', 'en'];

export const asLanguage = (value: unknown): Language | undefined => (value === 'en' || value === 'pl' ? value : undefined);

export function storedLanguage(): Language | undefined {
  return asLanguage(readStorage(LANGUAGE_KEY));
}

/** The current UI language as the server expects it in Accept-Language. */
export function currentLanguage(instance: I18n): Language {
  return instance.resolvedLanguage === 'en' || instance.language === 'en' ? 'en' : 'pl';
}

/** A ready, synchronous i18next instance: one per request on the server, one in the browser. */
export function createI18n(lng: Language): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources: { pl: { translation: pl }, en: { translation: en } },
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
