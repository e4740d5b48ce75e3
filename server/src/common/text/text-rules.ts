import { domainToASCII } from 'node:url';

/**
 * The text rules every free-text field shares (names now; comments and publications later), and the
 * e-mail rules. They answer reason codes, never sentences: the client words them.
 *
 * Text: normalised to NFC and trimmed; control characters (CR and LF too, unless multi-line), line
 * separators, lone surrogates and invisible format characters (zero-width, bidi overrides and
 * isolates, BOM, soft hyphen) are refused, so two names that look the same are the same text; a text
 * that is empty once invisible characters and spaces are removed counts as missing.
 *
 * E-mail (docs/architecture.md, "Text and e-mail addresses"): the local part is printable ASCII only; a Unicode domain is
 * stored in its ASCII (IDNA/punycode) form, so the stored address is always ASCII and a look-alike
 * domain shows as `xn--…`; control, invisible and format characters are refused before the domain is
 * converted (IDNA would silently drop a zero-width space).
 */
export type TextProblem = 'REQUIRED' | 'TOO_LONG' | 'INVALID_CHARACTERS';
export type EmailProblem = 'REQUIRED' | 'TOO_LONG' | 'EMAIL_INVALID';

export interface TextRules {
  /** Longest accepted text in code points. */
  maxLength: number;
  /** Comments and publications: line feeds and tabs are allowed. */
  multiline?: boolean;
}

const CONTROL = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/u;
const CONTROL_EXCEPT_LINES = /[\p{Cs}\p{Zl}\p{Zp}]|(?![\n\t])\p{Cc}/u;
const FORMAT = /\p{Cf}/u;
/** The zero-width joiner is allowed inside emoji sequences (👩‍👩‍👧), nowhere else. */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}[\p{M}\p{Emoji_Modifier}]*)\u200D(?=\p{Extended_Pictographic})/gu;
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{White_Space}\u2800]/gu;

/** NFC and trimmed; line endings become `\n` in multi-line text. */
export function cleanText(value: string, multiline = false): string {
  const text = value.normalize('NFC').trim();
  return multiline ? text.replace(/\r\n?/g, '\n') : text;
}

export function textProblems(value: string, rules: TextRules): TextProblem[] {
  const problems: TextProblem[] = [];
  if (value.replace(INVISIBLE, '') === '') problems.push('REQUIRED');
  if ([...value].length > rules.maxLength) problems.push('TOO_LONG');
  const control = rules.multiline ? CONTROL_EXCEPT_LINES : CONTROL;
  if (control.test(value) || FORMAT.test(value.replace(EMOJI_JOINER, '')))
    problems.push('INVALID_CHARACTERS');
  return problems;
}

export const EMAIL_MAX_LENGTH = 254;
/** Spec §5 (non-space text, an at sign, text, a dot, text) on top of the ASCII rule. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;
const NEVER_IN_EMAIL = /[\p{C}\p{Z}\p{Default_Ignorable_Code_Point}]/u;

/** Trimmed, the domain in ASCII (punycode) when it is valid Unicode, then lower-cased. */
export function normaliseEmail(value: string): string {
  const email = value.trim();
  const at = email.lastIndexOf('@');
  if (at < 0 || NEVER_IN_EMAIL.test(email)) return email.toLowerCase();
  const domain = email.slice(at + 1);
  if (PRINTABLE_ASCII.test(domain)) return email.toLowerCase();
  const ascii = domainToASCII(domain.normalize('NFC'));
  return (ascii ? `${email.slice(0, at)}@${ascii}` : email).toLowerCase();
}

/** Problems of an e-mail already passed through normaliseEmail. */
export function emailProblems(email: string): EmailProblem[] {
  if (email === '') return ['REQUIRED'];
  if (email.length > EMAIL_MAX_LENGTH) return ['TOO_LONG'];
  if (!PRINTABLE_ASCII.test(email) || !EMAIL_SHAPE.test(email)) return ['EMAIL_INVALID'];
  return [];
}
