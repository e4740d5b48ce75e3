// localStorage can throw (privacy modes, disabled storage): the shop must still work without it.
export function readStorage(key: string): string | null {
  // On the server there is no storage (and a thrown ReferenceError per call is dear in a render).
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the preference lasts for this page only.
  }
}

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * Mirrors a saved preference (language, theme) into a cookie, so the server renders the first byte
 * in it. Never used for anything that authorises: the token stays in localStorage only.
 */
export function writePreferenceCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_IN_SECONDS}; SameSite=Lax${secure}`;
}

/** A preference cookie's value, if the browser holds one. */
export function readPreferenceCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1));
}

/**
 * A saved preference: its cookie when there is one (the latest choice, made in the app or through the
 * server's /preferences form before the app had arrived), else what local storage kept.
 */
export function readPreference(cookie: string, key: string): string | null {
  return readPreferenceCookie(cookie) ?? readStorage(key);
}

export const TOKEN_KEY = 'token';
/** The tab's note (sessionStorage) that its account was just deleted: the home page, reached by a reload, says so once. */
export const ACCOUNT_DELETED_KEY = 'account-deleted';
export const THEME_KEY = 'theme';
export const LANGUAGE_KEY = 'language';
/** Cookie names the server reads (server/src/ssr/preferences.ts keeps the same names). */
export const THEME_COOKIE = 'theme';
export const LANGUAGE_COOKIE = 'lang';
