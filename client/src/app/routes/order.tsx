import { useParams } from 'react-router';
import { OrderPage } from '../../features/orders/components/order-page';
import type { RouteHandle } from '../head';

/** /orders/{number}: an order, read in the browser for its account or with its mails' token. */
export function Component() {
  const { number = '' } = useParams();
  return <OrderPage number={number.toUpperCase()} />;
}

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t('meta.orderTitle'), description: t('meta.orderTitle'), noindex: true }),
};
