import { parse as parseCookies } from 'cookie';
import type { Request } from 'express';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../common/context/request-context';

export type Theme = 'light' | 'dark';

/** Cookie names the client writes (client/src/lib/storage.ts mirrors the saved choices into them). */
export const LANGUAGE_COOKIE = 'lang';
export const THEME_COOKIE = 'theme';

const asLocale = (value: unknown): Locale | undefined => LOCALES.find((locale) => locale === value);

/**
 * The language and theme of a rendered page. Language: `?lang=` (shared links, search engines), then
 * the cookie that mirrors the visitor's saved choice; otherwise Polish, the spec's default whatever the
 * browser's own language. Theme: dark unless the visitor chose light (spec §1).
 */
export function pagePreferences(req: Request): { language: Locale; theme: Theme } {
  const cookies = parseCookies(req.headers.cookie ?? '');
  return {
    language: asLocale(req.query.lang) ?? asLocale(cookies[LANGUAGE_COOKIE]) ?? DEFAULT_LOCALE,
    theme: cookies[THEME_COOKIE] === 'light' ? 'light' : 'dark',
  };
}
