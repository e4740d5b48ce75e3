import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { pageSearch } from '../../lib/page-address';

/**
 * The header's preferences (language, theme) as one plain form to the server's GET /preferences, which
 * saves them in the app's cookies and comes back to this page: they work before the app has arrived
 * and without JavaScript (lib/early-input.ts lets this form go). One form, so a language chosen and
 * then the theme switched before the app arrives are sent together. Once the app runs, its controls
 * change the preference in place and the form is never sent. Its way back keeps only the parameters
 * the page reads (lib/page-address.ts): the server renders (and keeps) the page without the others, and
 * hydration must see the same value.
 */
export function PreferenceForm({ className, children }: { className?: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <form method="get" action="/preferences" className={className} data-preference-form="">
      <input type="hidden" name="next" value={`${pathname}${pageSearch(pathname, search)}`} />
      {children}
    </form>
  );
}
