import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, THEME_KEY, writeStorage } from './storage';

export type Theme = 'light' | 'dark';

export function storedTheme(): Theme {
  return readStorage(THEME_KEY) === 'light' ? 'light' : 'dark';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

const listeners = new Set<() => void>();

export function setTheme(theme: Theme): void {
  writeStorage(THEME_KEY, theme);
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

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'dark' as Theme);
  const toggle = useCallback(() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggle };
}
