import { useContext, useEffect } from 'react';
import { useTranslation } from '../../lib/translation';
import { useMatches } from 'react-router';
import { DataRouterStateContext } from '../../lib/router-seams';
import { pageMeta } from '../../app/head';

/**
 * Keeps the tab title and description in step with the route and language after the first page, whose
 * head the server already wrote from the same route meta (app/head.ts).
 */
export function RouteHead() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const error = Boolean(useContext(DataRouterStateContext)?.errors);
  // Only the title and description change in the browser: the rest of the head matters to the first HTML alone.
  const { title, description } = pageMeta(matches, t, error, (path) => path);
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description, i18n.language]);
  return null;
}
