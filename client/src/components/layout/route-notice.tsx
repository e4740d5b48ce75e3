import { useTranslation } from '../../lib/translation';
import { useLocation } from 'react-router';

/** What a page says as it sends the visitor on ('Product created successfully!'): a locale key in the navigation's state. */
export function RouteNotice() {
  const { t } = useTranslation();
  const state = useLocation().state as { notice?: unknown; tone?: unknown } | null;
  if (typeof state?.notice !== 'string') return null;
  const alert = state.tone === 'alert';
  return (
    <p className={`route-notice${alert ? ' route-notice--alert' : ''}`} role={alert ? 'alert' : 'status'}>
      {t(state.notice)}
    </p>
  );
}
