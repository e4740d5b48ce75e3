import { useQuery } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from '../../../components/ui/link';
import { Notice } from '../../../components/ui/notice';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusNotice } from '../../../components/ui/status-notice';
import { AdminOrdersDocument, type OrderState } from '../../../gql/admin-orders/graphql';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { OrderCard } from './order-card';
import { STATES, type OrderAction } from './order-rules';
import { useOrdersTexts } from './use-orders-texts';
import './orders.css';

const PAGE_SIZE = 20;
/** The server answers at most 100 a page; "Load more" asks for a longer first page, so a refetch after an action keeps what is shown. */
const MAX_SHOWN = 100;

/**
 * /admin/orders: the maker's orders, newest first, by state (each with its count) and by a search of
 * number, name and e-mail. Cards, not a table: on a phone they read as a list.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const { isAdmin, isLoading } = useSession();
  const ready = useOrdersTexts();
  if (isLoading) return <PageLoading />;
  if (!isAdmin) return <Notice title={t('admin.noPermission')} tone="alert" />;
  return ready ? <Orders /> : <PageLoading />;
}

function Orders() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OrderState | undefined>();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [done, setDone] = useState<string>();
  const notice = useRef<HTMLDivElement>(null);
  const { data, error, loading, refetch } = useQuery(AdminOrdersDocument, {
    variables: { state: filter, search: search || undefined, offset: 0, limit },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.adminOrders;
  const count = (state: OrderState) => page?.counts.find((entry) => entry.state === state)?.count ?? 0;
  const all = page?.counts.reduce((sum, entry) => sum + entry.count, 0);

  const choose = (state: OrderState | undefined) => {
    setFilter(state);
    setLimit(PAGE_SIZE);
    setDone(undefined);
  };
  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setLimit(PAGE_SIZE);
    setDone(undefined);
  };
  const clear = () => {
    setTyped('');
    setSearch('');
  };

  // After an action the list and its counts follow (the order may leave the state shown), and the focus
  // goes to the notice that says what was done, which stands where the list begins.
  const actedOn = (number: string) => async (action: OrderAction, failed?: boolean) => {
    await refetch();
    if (failed) return;
    setDone(t(`adminOrders.done.${action}`, { number }));
    requestAnimationFrame(() => notice.current?.focus());
  };

  return (
    <section className="orders-admin" aria-labelledby="orders-title">
      <p className="eyebrow">
        <Link to={paths.admin.href()}>{t('admin.title')}</Link>
      </p>
      <h1 id="orders-title" className="page-title">
        {t('adminOrders.title')}
      </h1>
      <p className="page-lead">{t('adminOrders.lead')}</p>

      <form className="orders-admin__search" role="search" onSubmit={find}>
        <label htmlFor="orders-search">{t('adminOrders.searchLabel')}</label>
        <div className="orders-admin__search-row">
          <input
            id="orders-search"
            type="search"
            className="field__input"
            value={typed}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            {t('adminOrders.search')}
          </button>
          {search && (
            <button type="button" className="button button--ghost" onClick={clear}>
              {t('adminOrders.clearSearch')}
            </button>
          )}
        </div>
      </form>

      <div className="orders-admin__filters" role="group" aria-label={t('adminOrders.filterLabel')}>
        {[undefined, ...STATES].map((state) => (
          <button
            key={state ?? 'ALL'}
            type="button"
            className="orders-admin__filter"
            aria-pressed={filter === state}
            onClick={() => choose(state)}
          >
            {state ? t(`adminOrders.state.${state}`) : t('adminOrders.all')}
            {page && <span className="orders-admin__count"> {state ? count(state) : all}</span>}
          </button>
        ))}
      </div>

      {search && <p className="orders-admin__searching">{t('adminOrders.searchingFor', { search })}</p>}
      <div className="orders-admin__notice" ref={notice} tabIndex={-1}>
        {done && <StatusNotice text={done} />}
      </div>
      {error && !page ? (
        <Notice title={t('adminOrders.fetchError')} tone="alert" />
      ) : !page ? (
        <PageLoading />
      ) : page.items.length === 0 ? (
        <p className="orders-admin__empty">{t('adminOrders.empty')}</p>
      ) : (
        <>
          <ul className="orders-admin__list">
            {page.items.map((order) => (
              <OrderCard key={order.number} order={order} onDone={actedOn(order.number)} />
            ))}
          </ul>
          <p className="orders-admin__shown">
            {t('adminOrders.shown', { shown: page.items.length, total: page.total })}
          </p>
          {page.items.length < page.total && limit < MAX_SHOWN && (
            <div className="button-row button-row--center">
              <button
                type="button"
                className="button button--ghost"
                disabled={loading}
                onClick={() => setLimit((current) => Math.min(current + PAGE_SIZE, MAX_SHOWN))}
              >
                {t('common.loadMore')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
