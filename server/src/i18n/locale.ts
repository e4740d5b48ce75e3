import { parse as parseCookies } from 'cookie';
import type { DEFAULT_LANGUAGE as CONTRACT_DEFAULT, LANGUAGES as CONTRACT_LANGUAGES, Language } from '../../../client/src/render/render-contract';

/**
 * Which language a request is answered in, in one place. The APIs read Accept-Language (spec §7: the
 * client sends the saved language); a rendered page, a feed and other addresses people share read
 * `?lang=`, then the cookie that mirrors the visitor's saved choice (pages only), else Polish, the
 * spec's default whatever the browser's own language.
 */

/** The render contract's (client/src/render/render-contract.ts), which the type check holds these values to. */
export type { Language };
export const LANGUAGES: typeof CONTRACT_LANGUAGES = ['pl', 'en'];
/** Spec: Polish unless the visitor chose English. */
export const DEFAULT_LANGUAGE: typeof CONTRACT_DEFAULT = 'pl';

/** The cookie the client writes with the saved language (client/src/lib/storage.ts). */
export const LANGUAGE_COOKIE = 'lang';

export const asLocale = (value: unknown): Language | undefined => LANGUAGES.find((locale) => locale === value);

/**
 * The visitor's language from Accept-Language: the supported language with the highest weight,
 * Polish when the header names neither.
 */
export function localeFrom(acceptLanguage: string | undefined): Language {
  let best: { locale: Language; weight: number } | undefined;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [range, ...params] = part.trim().toLowerCase().split(';');
    const locale = LANGUAGES.find((l) => range === l || range.startsWith(`${l}-`));
    if (!locale) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { locale, weight };
  }
  return best?.locale ?? DEFAULT_LANGUAGE;
}

/** A rendered page's language: `?lang=`, then the language cookie, then Polish. */
export function pageLocale(query: { lang?: unknown }, cookieHeader: string | undefined): Language {
  return asLocale(query.lang) ?? asLocale(parseCookies(cookieHeader ?? '')[LANGUAGE_COOKIE]) ?? DEFAULT_LANGUAGE;
}

/** A shared address's language (the feed): `?lang=`, else Polish. */
export function addressLocale(query: { lang?: unknown }): Language {
  return asLocale(query.lang) ?? DEFAULT_LANGUAGE;
}
