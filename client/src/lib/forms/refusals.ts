import { useCallback, useState } from 'react';
import type { ServerRefusal } from '../server-errors';

// One small module for the sign-in pages and the editors alike: the sign-in pages are public, so
// what only the editors need (form-state.ts, use-form.ts) stays out of it.

/** Reason codes by field, as the server names them (`{ email: ['EMAIL_TAKEN'] }`) or a form's own checks do. */
export type Refusals = Record<string, string[]>;

/** The refusals without those of `fields`: the same object when none of them was refused, so a state update changes nothing. */
export function withoutRefusals(refusals: Refusals, fields: readonly string[]): Refusals {
  if (!fields.some((field) => refusals[field])) return refusals;
  const rest = { ...refusals };
  for (const field of fields) delete rest[field];
  return rest;
}

/**
 * The server's last refusal of a form, with each field's reasons kept only until that field is
 * edited: the visitor sees why, fixes it, and the stale reason goes away.
 */
export function useServerRefusal<F extends string>() {
  const [refusal, setRefusal] = useState<ServerRefusal>();
  const reasonsFor = (field: F): string[] => refusal?.fields[field] ?? [];
  const clearField = useCallback(
    (field: F) =>
      setRefusal((current) => {
        if (!current) return current;
        const fields = withoutRefusals(current.fields, [field]);
        return fields === current.fields ? current : { ...current, fields };
      }),
    [],
  );
  return { refusal, setRefusal, reasonsFor, clearField };
}
