import type { RouteHandle } from '../head';

export { AdminPanel as Component } from '../../features/admin/components/admin-panel';

export const handle: RouteHandle = { meta: ({ t }) => ({ title: t('admin.title'), noindex: true }) };
