import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useSession } from './use-session';

/**
 * Pages are rendered on the server for an anonymous visitor, so the maker's own draft arrives as a 404
 * when she opens its address directly (a reload, a new tab). Once her session is known to be an
 * admin's, the page's data is read again with her token, once: a draft then shows, and an address that
 * really is missing stays missing.
 */
export function useAdminReread(missing: boolean) {
  const { isAdmin } = useSession();
  const { revalidate } = useRevalidator();
  const asked = useRef(false);
  useEffect(() => {
    if (!missing || !isAdmin || asked.current) return;
    asked.current = true;
    void revalidate();
  }, [missing, isAdmin, revalidate]);
}
