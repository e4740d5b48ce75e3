import type { TextLanguage } from '../../components/ui/bilingual-field';
import type { Refusals } from './refusals';

/** A text written in both languages is two fields, `nameEn` and `namePl`. */
export type Versions<T extends string> = `${T}En` | `${T}Pl`;

/** One language's field of a text: `version('name', 'en')` is `nameEn`. */
export const version = <T extends string>(text: T, language: TextLanguage) =>
  `${text}${language === 'en' ? 'En' : 'Pl'}` as Versions<T>;

/** The other language's field of one of `texts`' fields (`nameEn` → `namePl`); undefined for a field in no language. */
export function otherVersion(texts: readonly string[], field: string): string | undefined {
  const text = texts.find((name) => field === version(name, 'en') || field === version(name, 'pl'));
  if (text === undefined) return undefined;
  return field === version(text, 'en') ? version(text, 'pl') : version(text, 'en');
}

/** Whether a value answers "required": text that is not only spaces, or anything else that is there. */
export const filled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;

/**
 * Spec §5: each of `texts` is required in at least one language, either will do (as the server says
 * too). Both versions of a text with neither filled are refused as REQUIRED, so each says it under itself.
 */
export function requireEitherVersion<V extends object>(values: V, texts: readonly string[]): Refusals {
  const read = (field: string) => (values as Record<string, unknown>)[field];
  const missing = texts.filter(
    (text) => !filled(read(version(text, 'en'))) && !filled(read(version(text, 'pl'))),
  );
  return Object.fromEntries(
    missing.flatMap((text) =>
      [version(text, 'en'), version(text, 'pl')].map((field) => [field, ['REQUIRED']]),
    ),
  );
}

/** A text's refusal per version, in the visitor's words, as `BilingualField` shows them. */
export const versionErrors = (
  text: string,
  errorOf: (field: string) => string | undefined,
): Record<TextLanguage, string | undefined> => ({
  en: errorOf(version(text, 'en')),
  pl: errorOf(version(text, 'pl')),
});
