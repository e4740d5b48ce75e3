import type { RouteHandle } from '../head';

export { InsightsPage as Component } from '../../features/admin/insights/insights-page';

// The view's own title comes with the admin screens' texts; the panel's until they are there.
export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t(['adminInsights.title', 'admin.title']), noindex: true }),
};
