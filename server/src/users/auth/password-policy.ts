import { createRequire } from 'node:module';
import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** The shop's own names: the first guesses against this site. */
const SHOP_NAMES = ['soutache studio', 'soutachestudio', 'soutache'];

interface Checks {
  /** The list is ordered by frequency; the most common ten thousand are refused. */
  common: Set<string>;
  /** zxcvbn's estimate: score 0 is under a thousand guesses (sequences, keyboard walks, l33t words). */
  estimator: ZxcvbnCore.ZxcvbnFactory;
}
/** zxcvbn and its dictionaries (megabytes resident) load with the first password checked, not at start, once: they never change. */
const loadedChecks = (() => {
  let loaded: Checks | undefined;
  return (): Checks => {
    if (loaded) return loaded;
    const load = createRequire(__filename);
    const { ZxcvbnFactory } = load('@zxcvbn-ts/core') as typeof ZxcvbnCore;
    const { adjacencyGraphs, dictionary } = load('@zxcvbn-ts/language-common') as typeof ZxcvbnCommon;
    loaded = {
      common: new Set((dictionary['passwords-common'] as string[]).slice(0, 10_000)),
      estimator: new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }),
    };
    return loaded;
  };
})();

export type PasswordProblem =
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_TOO_COMMON'
  | 'PASSWORD_ONE_CHARACTER'
  | 'PASSWORD_CONTAINS_EMAIL'
  | 'PASSWORD_CONTAINS_NAME'
  | 'PASSWORD_TOO_GUESSABLE';

/** Who the password is for: it must not be their e-mail or name, nor a piece of either. */
export interface PasswordOwner {
  /** Unknown until validated: the policy also runs beside the type checks of a submitted form. */
  email?: unknown;
  name?: unknown;
}

/** What an attacker who knows the account would try first, for the estimator. */
function guessInputs(owner: PasswordOwner): string[] {
  const texts = [owner.email, owner.name].filter((text): text is string => typeof text === 'string');
  const words = texts
    .flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3);
  return [...SHOP_NAMES, ...texts, ...words];
}

/**
 * The password rules (spec §5 minimum, DESIGN.md maximum, SECURITY.md's weak passwords): not one
 * repeated character, not the shop's name, e-mail or name of the owner nor a piece of them, not
 * what zxcvbn guesses in under a thousand tries (sequences, keyboard walks, l33t words). Length is
 * counted in Unicode code points. The checks compare a trimmed, lower-cased copy, so `password1 ` is
 * as common as `password1`; the password itself is used exactly as typed, never trimmed or truncated.
 * Returns the reason codes it is refused for, empty when it is accepted.
 */
export function passwordProblems(password: string, owner: PasswordOwner = {}): PasswordProblem[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return ['PASSWORD_TOO_SHORT'];
  if (length > PASSWORD_MAX_LENGTH) return ['PASSWORD_TOO_LONG'];
  if (new Set(password).size === 1) return ['PASSWORD_ONE_CHARACTER'];
  const checked = password.trim().toLowerCase();
  const isPartOf = (text: unknown) => typeof text === 'string' && text.trim().toLowerCase().includes(checked);
  const { common, estimator } = loadedChecks();
  const problems: PasswordProblem[] = [];
  if (common.has(checked) || SHOP_NAMES.some(isPartOf)) problems.push('PASSWORD_TOO_COMMON');
  if (isPartOf(owner.email)) problems.push('PASSWORD_CONTAINS_EMAIL');
  if (isPartOf(owner.name)) problems.push('PASSWORD_CONTAINS_NAME');
  if (problems.length === 0 && estimator.check(password, guessInputs(owner)).score === 0)
    problems.push('PASSWORD_TOO_GUESSABLE');
  return problems;
}
