import { useQuery } from '@apollo/client/react';
import { Link } from '../../../components/ui/link';
import { AdminOrderCountsDocument } from '../../../gql/admin-orders/graphql';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { formatGrosze } from './money';
import { useOrdersTexts } from './use-orders-texts';

/** The admin panel's links to the orders (with how many await payment, once the count is there), this month's sales, and the selling settings. */
export function OrdersLinks() {
  const { t, i18n } = useTranslation();
  const ready = useOrdersTexts();
  const { data } = useQuery(AdminOrderCountsDocument, { fetchPolicy: 'network-only' });
  if (!ready) return null;
  const awaiting = data?.adminOrders.counts.find((entry) => entry.state === 'AWAITING_PAYMENT')?.count;
  const sales = data?.adminOrders.monthSales;
  return (
    <>
      <li>
        <Link to={paths.adminOrders.href()} className="admin-panel__enquiries">
          {t('adminOrders.panelLink')}
          {awaiting !== undefined && (
            <span className={`admin-panel__badge${awaiting ? ' admin-panel__badge--new' : ''}`}>
              {t('adminOrders.awaitingPayment', { count: awaiting })}
            </span>
          )}
        </Link>
        {sales && (
          <p className="admin-panel__sales">
            {t('adminOrders.monthSales', {
              count: sales.count,
              total: formatGrosze(sales.totalGrosze, i18n.language),
            })}
          </p>
        )}
      </li>
      <li>
        <Link to={paths.adminSettings.href()}>{t('adminOrders.settingsLink')}</Link>
      </li>
    </>
  );
}
