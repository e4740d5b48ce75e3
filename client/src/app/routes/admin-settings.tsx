import type { RouteHandle } from '../head';

export { SettingsPage as Component } from '../../features/admin/orders/settings-page';

// The view's own title comes with its texts; the panel's until they are there.
export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t(['adminSettings.title', 'admin.title']), noindex: true }),
};
