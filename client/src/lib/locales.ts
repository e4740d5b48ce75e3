import en from '../locales/en.json';
import privacyEn from '../locales/legal/privacy.en.json';
import privacyPl from '../locales/legal/privacy.pl.json';
import termsEn from '../locales/legal/terms.en.json';
import termsPl from '../locales/legal/terms.pl.json';
import pl from '../locales/pl.json';
import pagesEn from '../locales/pages/en.json';
import pagesPl from '../locales/pages/pl.json';
import type { Bundles, Translations } from './i18n';

/** A locale file with another's sections merged in, key by key (the legal texts beside the page's own). */
const merged = (base: Translations, extra: Translations): Translations => ({
  ...base,
  ...Object.fromEntries(
    Object.entries(extra).map(([key, section]) => [
      key,
      { ...(base[key] as object | undefined), ...(section as object) },
    ]),
  ),
});

/**
 * Both languages at once, with every text (the legal pages' and the contact page's too, which the browser
 * loads only on those pages: features/pages/use-legal-texts.ts, lib/use-page-texts.ts), for the server's renderer and the tests.
 */
export const allBundles: Bundles = {
  pl: merged(merged(merged(pl, termsPl), privacyPl), pagesPl),
  en: merged(merged(merged(en, termsEn), privacyEn), pagesEn),
};
