import type { TFunction } from 'i18next';
import type { ServerRefusal } from './server-errors';

/** The numbers some reasons mention; the same limits as the server's (docs/api.md, "Errors and reason codes"). */
export const TEXT_LIMITS = { min: 6, max: 128, nameMax: 100, emailMax: 254 } as const;

/**
 * A field's reason code in the visitor's language: the field's own wording first, then the general one.
 * `params`: more numbers the texts name (an upload's, from lib/upload-limits.ts).
 */
export function fieldReasonText(
  t: TFunction,
  field: string,
  code: string,
  params?: Record<string, number>,
): string {
  return t([`errors.${field}.${code}`, `errors.${code}`, 'errors.INVALID_VALUE'], {
    ...TEXT_LIMITS,
    ...params,
  });
}

/** The message for the whole form: a wait after too many tries, or what went wrong without a field. */
export function formRefusalText(
  t: TFunction,
  refusal: ServerRefusal,
  messages: Partial<Record<string, string>> = {},
): string | undefined {
  if (refusal.code === 'RATE_LIMITED') {
    return refusal.retryAfterSeconds
      ? t('errors.tooManyAttempts', { count: refusal.retryAfterSeconds })
      : t('errors.tooManyAttemptsLater');
  }
  if (refusal.code && messages[refusal.code]) return messages[refusal.code];
  return Object.keys(refusal.fields).length ? undefined : t('errors.unexpected');
}
