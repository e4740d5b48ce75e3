import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server's render and while the browser hydrates it, true ever after: what only the
 * browser knows (the stored token, motion) waits for it, so the first client render matches the server's.
 * The switch is a transition, so what it renders again (the session's consumers: header, hearts, stars)
 * comes in short slices after hydration rather than as one synchronous pass.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
