import { parse as parseCookies } from 'cookie';
import type { Request } from 'express';

export type Language = 'pl' | 'en';
export type Theme = 'light' | 'dark';

/** Cookie names the client writes (client/src/lib/storage.ts mirrors the saved choices into them). */
export const LANGUAGE_COOKIE = 'lang';
export const THEME_COOKIE = 'theme';

const asLanguage = (value: unknown): Language | undefined => (value === 'en' || value === 'pl' ? value : undefined);

/**
 * The language of a rendered page: `?lang=` (shared links, search engines), then the cookie that mirrors
 * the visitor's saved choice; otherwise Polish, the spec's default whatever the browser's own language
 * (as the client's saved-language default always was).
 */
export function pageLanguage(req: Request): Language {
  return asLanguage(req.query.lang) ?? asLanguage(parseCookies(req.headers.cookie ?? '')[LANGUAGE_COOKIE]) ?? 'pl';
}

/** Dark unless the visitor chose light (spec §1: dark by default). */
export function pageTheme(req: Request): Theme {
  return parseCookies(req.headers.cookie ?? '')[THEME_COOKIE] === 'light' ? 'light' : 'dark';
}
