import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSession } from './use-session';

/** Spec §4: a stored token reloads the user info on each route change (the first load happens at start). */
export function useRefreshOnNavigate() {
  const { pathname } = useLocation();
  const { refresh } = useSession();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    refresh();
  }, [pathname, refresh]);
}
