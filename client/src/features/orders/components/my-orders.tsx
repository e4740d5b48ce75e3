import '../orders.css';
import { useQuery } from '@apollo/client/react';
import { Link } from '../../../components/ui/link';
import { MyOrdersDocument } from '../../../gql/orders/graphql';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { formatGrosze } from '../money';
import { useOrderTexts } from '../use-order-texts';

/**
 * The signed-in account's orders, newest first (the account page places it): each with its number
 * (its page), the piece, the day it was placed, its state in words and the total in zł.
 */
export function MyOrders() {
  const ready = useOrderTexts();
  const { t, i18n } = useTranslation();
  // Read afresh on every visit: an order moves on (paid, shipped) while the page is not open.
  const { data, error } = useQuery(MyOrdersDocument, { fetchPolicy: 'cache-and-network' });
  if (!ready || (!data && !error)) return <p className="my-orders__loading" aria-busy="true" />;
  if (!data) return <p className="my-orders__empty">{t('errors.unexpected')}</p>;
  if (!data.myOrders.length) return <p className="my-orders__empty">{t('orders.order.none')}</p>;
  const language = i18n.language;
  return (
    <ul className="my-orders">
      {data.myOrders.map((order) => (
        <li key={order.number} className="my-orders__order">
          <Link to={paths.order.href(order.number)} className="my-orders__number">
            {order.number}
          </Link>
          <span className="my-orders__piece">{order.productName}</span>
          <span className="my-orders__date">{formatDate(order.createdAt, language)}</span>
          <span className="my-orders__state">{t(`orders.order.state.${order.state}`)}</span>
          <span className="my-orders__total">
            {order.totalGrosze === null
              ? t('orders.checkout.priceLater')
              : formatGrosze(order.totalGrosze, language)}
          </span>
        </li>
      ))}
    </ul>
  );
}
