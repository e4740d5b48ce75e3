import { parse as parseCookies, serialize } from 'cookie';
import type { Request, Response } from 'express';
import type { Theme } from '../../../client/src/render/render-contract';
import type { Language } from '../i18n/locale';
import { asLanguage, LANGUAGE_COOKIE, negotiateLanguage } from '../i18n/locale';

/** The theme cookie the client writes (client/src/lib/storage.ts mirrors the saved choice into it); the language's is i18n's. */
export const THEME_COOKIE = 'theme';

/**
 * The language and theme of a rendered page. Language: `?lang=` (shared links, search engines), then
 * the cookie that mirrors the visitor's saved choice; otherwise Polish, the spec's default whatever the
 * browser's own language. Theme: dark unless the visitor chose light (spec §1).
 */
export function pagePreferences(req: Request): { language: Language; theme: Theme } {
  const cookies = parseCookies(req.headers.cookie ?? '');
  return {
    language: negotiateLanguage(req, 'page'),
    theme: cookies[THEME_COOKIE] === 'light' ? 'light' : 'dark',
  };
}

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;
const asTheme = (value: unknown): Theme | undefined =>
  value === 'light' || value === 'dark' ? value : undefined;
/** A path on this site only: never `//host` or `/\\host`, which browsers read as another site. */
const SAME_SITE_PATH = /^\/(?![/\\])[^\s]*$/;
/** The base `next` is read against: only its own paths are this site's. */
const SITE = 'http://shop.invalid';

/**
 * GET /preferences?theme=light&lang=en&next=/jewellery: the header's theme switch and language choice
 * as plain forms, for a page whose app has not arrived (or never will: no JavaScript). It saves the
 * choice in the same cookies the app writes (client/src/lib/storage.ts) and sends the visitor back to
 * the page they were on (a path on this site; the home page otherwise), now rendered in it. The app
 * handles the same forms itself once it runs.
 */
export function choosePreferences(req: Request, res: Response): void {
  const secure = req.secure;
  const cookie = (name: string, value: string) =>
    serialize(name, value, { path: '/', maxAge: YEAR_IN_SECONDS, sameSite: 'lax', secure });
  const theme = asTheme(req.query.theme);
  const language = asLanguage(req.query.lang);
  const cookies = [
    ...(theme ? [cookie(THEME_COOKIE, theme)] : []),
    ...(language ? [cookie(LANGUAGE_COOKIE, language)] : []),
  ];
  if (cookies.length) res.setHeader('Set-Cookie', cookies);
  // Checked again once normalised as a browser would (`/.//host`, `/..//host`, `/%2e%2e//host` become `//host`).
  let target = new URL(
    typeof req.query.next === 'string' && SAME_SITE_PATH.test(req.query.next) ? req.query.next : '/',
    SITE,
  );
  if (target.origin !== SITE || !SAME_SITE_PATH.test(target.pathname)) target = new URL('/', SITE);
  // The address names its language (client/src/lib/language-address.ts): English with ?lang=en, Polish bare.
  if (language) target.searchParams.delete('lang');
  if (language === 'en') target.searchParams.append('lang', 'en');
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(303, `${target.pathname}${target.search}`);
}
