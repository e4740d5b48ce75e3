import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import { LANGUAGE_KEY, readStorage, writeStorage } from './storage';

export type Language = 'pl' | 'en';
export const LANGUAGES: readonly Language[] = ['pl', 'en'];

export function storedLanguage(): Language {
  return readStorage(LANGUAGE_KEY) === 'en' ? 'en' : 'pl';
}

/** The current UI language as the server expects it in Accept-Language. */
export function currentLanguage(instance: I18n = i18n): Language {
  return instance.resolvedLanguage === 'en' || instance.language === 'en' ? 'en' : 'pl';
}

/** A ready, synchronous i18next instance; tests create their own with the same resources. */
export function createI18n(lng: Language = storedLanguage()): I18n {
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

export const i18n = createI18n();

/** Keeps the saved preference and <html lang> in step with the app's language. */
export function persistLanguageChanges(instance: I18n): void {
  const sync = (lng: string) => {
    const language: Language = lng === 'en' ? 'en' : 'pl';
    writeStorage(LANGUAGE_KEY, language);
    document.documentElement.lang = language;
  };
  sync(instance.language);
  instance.on('languageChanged', sync);
}
