import { useTranslation } from '../../lib/translation';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../ui/link';
import { BackToTranslations } from '../../lib/back-to';
import { StatusNotice } from '../ui/status-notice';

/**
 * What a page says as it sends the visitor on ('Product created successfully!'): a locale key in the
 * navigation's state (with its values, if any: a scheduled piece's date), with a link to what was just written when the state names one (a saved post from /blog).
 * Said on the app's own navigations only: the entry a document opens on (a reload keeps the tab's history
 * state) shows none, as the server rendered it none, so hydration finds what the server sent.
 */
export function RouteNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const [opened] = useState(location.key);
  const state = location.state as {
    notice?: unknown;
    values?: Record<string, string>;
    tone?: unknown;
    link?: unknown;
    linkText?: unknown;
  } | null;
  if (location.key === opened || typeof state?.notice !== 'string') return null;
  return (
    <>
      <StatusNotice text={t(state.notice, state.values)} tone={state.tone === 'alert' ? 'alert' : 'info'} />
      {/* Only the app's own navigations set it (a saved post: its page). */}
      {state.link ? (
        <p className="route-notice__link">
          <Link to={`${state.link}`}>{t(`${state.linkText}`)}</Link>
          {/* Saved from an edit screen opened from the translations list: the way back to it. */}
          <BackToTranslations />
        </p>
      ) : null}
    </>
  );
}
