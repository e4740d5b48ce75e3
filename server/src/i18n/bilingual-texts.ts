import type { FieldErrors } from '../common/errors/app-error';
import type { Language } from './locale';

/** Both versions of a text the maker writes; an empty string is a missing translation. */
export interface Bilingual {
  en: string;
  pl: string;
}

/** A text as a visitor reads it: in the request's language or, where that is missing, the other one, and which it is. */
export interface Localized {
  text: string;
  lang: Language;
}

export const otherLocale = (locale: Language): Language => (locale === 'en' ? 'pl' : 'en');

/**
 * The fallback rule for what the maker writes: the request's language, else the other one (marked
 * with its language, so a page says `lang` on it).
 */
export function localized(locale: Language, texts: Partial<Record<Language, string | null>>): Localized {
  const own = texts[locale];
  if (own) return { text: own, lang: locale };
  const other = otherLocale(locale);
  return { text: texts[other] || '', lang: texts[other] ? other : locale };
}

/**
 * The same rule in SQL, for statements that read a page of rows at once: `<prefix>_en` and `<prefix>_pl`
 * of the row `alias` as `<as>` (the text) and `<as>_lang`.
 */
export function localizedColumns(locale: Language, alias: string, prefix: string, as: string): string {
  const own = `${alias}.${prefix}_${locale}`;
  const other = `${alias}.${prefix}_${otherLocale(locale)}`;
  return `coalesce(nullif(${own}, ''), ${other}) AS ${as}, CASE WHEN ${own} = '' AND ${other} <> '' THEN '${otherLocale(locale)}' ELSE '${locale}' END AS ${as}_lang`;
}

/**
 * A bilingual text from a write: the explicit versions where given; the plain field (REST's `name`,
 * GraphQL's legacy `name`) is the request's language where its explicit version is not.
 */
export function writtenIn(
  locale: Language,
  plain?: string | null,
  en?: string | null,
  pl?: string | null,
): { en?: string; pl?: string } {
  // null (GraphQL's explicit "nothing") is a field not sent: the version stays as it is.
  const given = (value?: string | null) => (value === null ? undefined : value);
  return {
    en: given(en) ?? (locale === 'en' ? given(plain) : undefined),
    pl: given(pl) ?? (locale === 'pl' ? given(plain) : undefined),
  };
}

/**
 * A text the maker must write in at least one language (spec §5's required fields, for a bilingual
 * shop). A missing one is refused at the field the write used: the plain one (`field`, the request's
 * language), or both versions (`fieldEn`, `fieldPl`: either would do).
 */
export function requireEitherLanguage(
  field: string,
  text: Partial<Bilingual>,
  sentPlain: boolean,
  problems: FieldErrors,
): void {
  if (text.en || text.pl) return;
  if (sentPlain) problems[field] = ['REQUIRED'];
  else problems[`${field}En`] = problems[`${field}Pl`] = ['REQUIRED'];
}

/** The texts the maker writes in both languages, in the order the translation view counts them. */
export const TRANSLATABLE_TEXTS = [
  'NAME',
  'DESCRIPTION',
  'ALT_TEXT',
  'TITLE',
  'ABSTRACT',
  'CONTENT',
] as const;
export type TranslatableText = (typeof TRANSLATABLE_TEXTS)[number];
export type TranslatedKind = 'PRODUCT' | 'PUBLICATION';

export interface MissingText {
  text: TranslatableText;
  language: Language;
  /** For an alt text: the photo, and its place among the product's photos (from 1). */
  imageId: number | null;
  photoNumber: number | null;
}

/** A product or publication with texts missing in one language, as its domain reports it. */
export interface Untranslated {
  kind: TranslatedKind;
  id: number;
  label: string;
  labelLang: Language;
  missing: MissingText[];
}

/** The languages a text is missing in (`written`: whether each version is there), as gaps of the translation view. */
export function gapsOf(
  text: TranslatableText,
  written: Record<Language, boolean>,
  photo?: { id: number; number: number },
): MissingText[] {
  return (['pl', 'en'] as const)
    .filter((language) => !written[language])
    .map((language) => ({ text, language, imageId: photo?.id ?? null, photoNumber: photo?.number ?? null }));
}
