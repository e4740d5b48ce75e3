import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { readPreference, THEME_COOKIE, THEME_KEY, writePreferenceCookie, writeStorage } from './storage';

import { THEMES, type Theme } from '../render/render-contract';

export type { Theme };

export function storedTheme(): Theme | undefined {
  const theme = readPreference(THEME_COOKIE, THEME_KEY);
  return THEMES.find((known) => known === theme);
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

const listeners = new Set<() => void>();

export function setTheme(theme: Theme): void {
  writeStorage(THEME_KEY, theme);
  writePreferenceCookie(THEME_COOKIE, theme);
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}

/** The theme a server render uses (from the visitor's cookie); absent in the browser, which reads <html data-theme>. */
export const ServerThemeContext = createContext<Theme | undefined>(undefined);

export function useTheme() {
  const serverTheme = useContext(ServerThemeContext);
  // Hydration reads the theme the server rendered into <html data-theme>, so both agree.
  const theme = useSyncExternalStore(subscribe, currentTheme, () => serverTheme ?? currentTheme());
  const toggle = useCallback(() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggle };
}
