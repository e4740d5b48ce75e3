import { useTranslation } from '../../lib/translation';
import { useLocation } from 'react-router';
import { StatusNotice } from '../ui/status-notice';

/** What a page says as it sends the visitor on ('Product created successfully!'): a locale key in the navigation's state. */
export function RouteNotice() {
  const { t } = useTranslation();
  const state = useLocation().state as { notice?: unknown; tone?: unknown } | null;
  if (typeof state?.notice !== 'string') return null;
  return <StatusNotice text={t(state.notice)} tone={state.tone === 'alert' ? 'alert' : 'info'} />;
}
