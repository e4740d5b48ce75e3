import type { RouteHandle } from '../head';

export { OrdersPage as Component } from '../../features/admin/orders/orders-page';

// The view's own title comes with its texts; the panel's until they are there.
export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t(['adminOrders.title', 'admin.title']), noindex: true }),
};
