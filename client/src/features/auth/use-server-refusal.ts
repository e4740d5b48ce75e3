import { useCallback, useState } from 'react';
import type { ServerRefusal } from '../../lib/server-errors';

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
        if (!current?.fields[field]) return current;
        const { [field]: _cleared, ...fields } = current.fields;
        return { ...current, fields };
      }),
    [],
  );
  return { refusal, setRefusal, reasonsFor, clearField };
}
