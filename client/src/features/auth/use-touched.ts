import { useCallback, useState } from 'react';

/** Which fields the user has typed in or left, so feedback appears only after they did. */
export function useTouched<F extends string>() {
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const touch = useCallback((field: F) => setTouched((t) => (t[field] ? t : { ...t, [field]: true })), []);
  return { touched, touch };
}
