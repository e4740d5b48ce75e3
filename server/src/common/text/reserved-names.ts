import { remove as withoutConfusables } from 'confusables';
import { textProblems } from './text-rules';

/**
 * Names no one may give, so no one can pass for the shop or its maker in a comment or a mail: the
 * shop's own name, and the words of an administrator, in either language. Compared after folding what
 * makes two names look alike: letter case, accents, letters of other scripts that look Latin (Unicode's
 * confusables, UTS #39: Cyrillic, Greek, Cherokee "Ꭺ", small capitals "ᴀ"), digits and signs written
 * for letters ("Adm1n", "Ѕоutache"), and spacing or punctuation between the letters.
 */
const RESERVED_WORDS = new Set([
  'admin',
  'administrator',
  'administratorka',
  'administracja',
  'administrador',
  'moderator',
  'moderatorka',
]);
const RESERVED_WITHIN = ['soutache', 'soutachestudio'];

/** Letters that look like Latin ones (Cyrillic, Greek) and digits or signs written for letters. */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  к: 'k',
  м: 'm',
  т: 't',
  н: 'h',
  в: 'b',
  д: 'd',
  п: 'n',
  л: 'l',
  α: 'a',
  ε: 'e',
  ο: 'o',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  τ: 't',
  ρ: 'p',
  υ: 'u',
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '|': 'l',
  '!': 'i',
  ł: 'l',
};

/** The name folded to plain Latin words (see above). */
export function foldedWords(name: string): string[] {
  const plain = withoutConfusables(name.normalize('NFKC'))
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/./gu, (ch) => LOOK_ALIKES[ch] ?? ch);
  return plain.split(/[^a-z]+/).filter(Boolean);
}

/** True when the name is the shop's, or an administrator's, however it is spelt. */
export function isReservedName(name: string): boolean {
  const words = foldedWords(name);
  if (words.some((word) => RESERVED_WORDS.has(word))) return true;
  const joined = words.join('');
  // "A d m i n" and "Sou-tache": letters spaced out to slip past the word list.
  if (RESERVED_WORDS.has(joined)) return true;
  return RESERVED_WITHIN.some((reserved) => joined.includes(reserved));
}

/** NAME_RESERVED for a name the shop keeps for itself; nothing for a name the text rules refuse already. */
export function reservedNameProblems(name: string, maxLength: number): string[] {
  if (textProblems(name, { maxLength }).length > 0) return [];
  return isReservedName(name) ? ['NAME_RESERVED'] : [];
}
