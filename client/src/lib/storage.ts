// localStorage can throw (privacy modes, disabled storage): the shop must still work without it.
export function readStorage(key: string): string | null {
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

export const TOKEN_KEY = 'token';
export const THEME_KEY = 'theme';
export const LANGUAGE_KEY = 'language';
