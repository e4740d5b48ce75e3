import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** The list is ordered by frequency; the most common ten thousand are refused. */
const COMMON_PASSWORDS = new Set((dictionary['passwords-common'] as string[]).slice(0, 10_000));

/**
 * The password rules (spec §5 minimum, DESIGN.md maximum and common list). Length is counted in
 * Unicode code points and the password is used exactly as typed: never trimmed or truncated.
 * Returns the reasons it is refused, empty when it is accepted.
 */
export function passwordProblems(password: string): string[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`];
  if (length > PASSWORD_MAX_LENGTH) return [`Password must be at most ${PASSWORD_MAX_LENGTH} characters`];
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return ['This password is too common'];
  return [];
}
