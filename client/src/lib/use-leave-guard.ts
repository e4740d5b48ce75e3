import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { holdUnsaved } from './unsaved-changes';

/**
 * Leaving a form with unsaved changes asks first (DESIGN "Drafts of an edit"): another page of the shop
 * through the router's blocker, a reload or a closed tab through the browser's own prompt. `allow()` lets
 * the next navigation through unasked (after a save, or the form's own Cancel, which discards on purpose).
 */
export function useLeaveGuard(dirty: boolean, question: string): { allow: () => void } {
  const allowed = useRef(false);
  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string };
        nextLocation: { pathname: string };
      }) => dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
      [dirty],
    ),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
  // Logging out asks first too (the token goes only once she chose to leave).
  useEffect(() => {
    if (!dirty) return;
    return holdUnsaved({ question, allow: () => (allowed.current = true) });
  }, [dirty, question]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers show their prompt only when this is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return { allow: useCallback(() => (allowed.current = true), []) };
}
