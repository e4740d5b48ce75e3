import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's render and while the browser hydrates it, true ever after: what only the
 * browser knows (the stored token, motion) waits for it, so the first client render matches the server's.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
