/**
 * The `lang` a text the maker wrote needs on its element: its own language where it differs from the
 * page's (a fallback, so a screen reader pronounces it right), nothing where it is the page's.
 */
export function fallbackLang(textLang: string | null | undefined, pageLanguage: string): string | undefined {
  return textLang && textLang !== pageLanguage ? textLang : undefined;
}
