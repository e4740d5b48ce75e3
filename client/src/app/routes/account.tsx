import { AccountPage } from '../../features/account/components/account-page';
import { MyOrders } from '../../features/orders/components/my-orders';
import type { RouteHandle } from '../head';

/** /account: the signed-in user's own account, with their orders. */
export function Component() {
  return <AccountPage orders={<MyOrders />} />;
}

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t('nav.account'), description: t('nav.account'), noindex: true }),
};
