import '../orders.css';
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import { PageLoading } from '../../../components/ui/page-loading';
import { ConfirmOrderDocument, OrderViewDocument, type OrderViewFragment } from '../../../gql/orders/graphql';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { fieldReasonText, formRefusalText } from '../../../lib/refusal-text';
import { readServerRefusal, type ServerRefusal } from '../../../lib/server-errors';
import { useTranslation } from '../../../lib/translation';
import { useHydrated } from '../../../lib/use-hydrated';
import { formatGrosze } from '../money';
import { useOrderTexts } from '../use-order-texts';

/**
 * /orders/{number}?token=…: an order, for its account or whoever has the link of its mails. With
 * `&confirm=…` (the first mail's link) it asks for one click to confirm the address: a mail scanner
 * that opens links reserves nothing. Read in the browser only: the server renders no one's order.
 */
export function OrderPage({ number }: { number: string }) {
  const ready = useOrderTexts();
  const hydrated = useHydrated();
  return ready && hydrated ? <Order number={number} /> : <PageLoading />;
}

function Order({ number }: { number: string }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const confirmToken = params.get('confirm');
  const { data, error, loading } = useQuery(OrderViewDocument, {
    variables: { number, token },
    fetchPolicy: 'network-only',
  });
  const [confirm] = useMutation(ConfirmOrderDocument);
  const [refusal, setRefusal] = useState<ServerRefusal>();
  const [busy, setBusy] = useState(false);
  if (loading && !data) return <PageLoading />;
  const order = data?.order;
  if (!order || error) {
    return (
      <div className="order">
        <h1 className="page-title">{t('orders.order.title', { number })}</h1>
        <p className="order__notice" role="alert">
          {t('orders.order.notFound')}
        </p>
        <Link className="button button--ghost" to={paths.login.href()}>
          {t('nav.login')}
        </Link>
      </div>
    );
  }

  const language = i18n.language;
  const madeToOrder = order.kind === 'MADE_TO_ORDER';
  const submitConfirm = async () => {
    if (busy || !confirmToken) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      await confirm({
        variables: { input: { token: confirmToken } },
        refetchQueries: [{ query: OrderViewDocument, variables: { number, token } }],
        awaitRefetchQueries: true,
      });
      setParams(
        (current) => {
          current.delete('confirm');
          return current;
        },
        { replace: true },
      );
    } catch (failure) {
      setRefusal(readServerRefusal(failure));
    } finally {
      setBusy(false);
    }
  };
  const linkRefused = refusal?.fields.token?.[0] ?? refusal?.fields.productId?.[0];

  return (
    <div className="order">
      <h1 className="page-title">{t('orders.order.title', { number: order.number })}</h1>
      <p className={`order__state order__state--${order.state.toLowerCase()}`}>
        {t(`orders.order.state.${order.state}`)}
      </p>
      {order.state === 'AWAITING_CONFIRMATION' && confirmToken && (
        <div className="order__confirm">
          <p>{t(madeToOrder ? 'orders.order.confirmIntroMadeToOrder' : 'orders.order.confirmIntro')}</p>
          <p className="order__alert" role="alert">
            {linkRefused
              ? fieldReasonText(t, refusal?.fields.token ? 'token' : 'productId', linkRefused)
              : refusal && formRefusalText(t, refusal)}
          </p>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={busy || undefined}
            onClick={() => void submitConfirm()}
          >
            {t(madeToOrder ? 'orders.order.confirmMadeToOrder' : 'orders.order.confirm')}
          </button>
        </div>
      )}
      <StateNote order={order} />
      {order.payment && <Payment payment={order.payment} language={language} />}
      <section className="order__details" aria-label={t('orders.order.piece')}>
        <div className="order__piece">
          {order.photoUrl && <img src={order.photoUrl} alt="" width={80} height={80} />}
          <p>
            {order.productId ? (
              <Link to={paths.product.href(order.productId)}>{order.productName}</Link>
            ) : (
              order.productName
            )}
          </p>
        </div>
        <dl className="checkout__sum">
          <dt>{t('orders.checkout.price')}</dt>
          <dd>
            {order.priceGrosze == null
              ? t('orders.checkout.priceLater')
              : formatGrosze(order.priceGrosze, language)}
          </dd>
          <dt>{t('orders.checkout.deliveryPrice')}</dt>
          <dd>
            {order.deliveryGrosze ? formatGrosze(order.deliveryGrosze, language) : t('orders.checkout.free')}
          </dd>
          <dt>{t('orders.order.total')}</dt>
          <dd>
            {order.totalGrosze == null
              ? t('orders.checkout.priceLater')
              : formatGrosze(order.totalGrosze, language)}
          </dd>
          <dt>{t('orders.order.delivery')}</dt>
          <dd>
            {t(`orders.checkout.method.${order.delivery.method}`)}
            {order.delivery.locker && ` ${order.delivery.locker}`}
            {order.delivery.street &&
              `: ${order.delivery.street}, ${order.delivery.postalCode} ${order.delivery.city} (${order.delivery.country})`}
          </dd>
          <dt>{t('orders.order.buyer')}</dt>
          <dd>
            {order.name}, {order.email}, {order.phone}
          </dd>
        </dl>
      </section>
    </div>
  );
}

/** What the order's state means for the buyer now. */
function StateNote({ order }: { order: OrderViewFragment }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  switch (order.state) {
    case 'AWAITING_PAYMENT':
      return (
        <p className="order__note">
          {order.readyBy && `${t('orders.order.readyBy', { date: formatDate(order.readyBy, language) })} `}
          {order.reservedUntil &&
            t('orders.order.reservedUntil', { date: formatDateTime(order.reservedUntil, language) })}
        </p>
      );
    case 'REQUESTED':
      return <p className="order__note">{t('orders.order.requested')}</p>;
    case 'PAID':
      return (
        <p className="order__note">
          {order.paidOn && t('orders.order.paidOn', { date: formatDate(order.paidOn, language) })}
        </p>
      );
    case 'SHIPPED':
    case 'COMPLETED':
      return (
        <p className="order__note">
          {order.carrier && t('orders.order.shipped', { carrier: order.carrier })}
          {order.trackingNumber && ` · ${t('orders.order.trackingNumber', { number: order.trackingNumber })}`}
          {order.trackingUrl && (
            <>
              {' '}
              <a href={order.trackingUrl} rel="noopener noreferrer" target="_blank">
                {t('orders.order.track')}
              </a>
            </>
          )}
        </p>
      );
    case 'CANCELLED':
      return (
        <p className="order__note">{order.reason && t('orders.order.reason', { reason: order.reason })}</p>
      );
    case 'EXPIRED':
      return <p className="order__note">{t('orders.order.expired')}</p>;
    default:
      return null;
  }
}

/** How to pay: every field with a copy button, and the QR code a banking app scans. */
function Payment({
  payment,
  language,
}: {
  payment: NonNullable<OrderViewFragment['payment']>;
  language: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string>();
  const rows: [string, string, string][] = [
    ['amount', formatGrosze(payment.amountGrosze, language), (payment.amountGrosze / 100).toFixed(2)],
    ['recipient', payment.recipient, payment.recipient],
    ['account', payment.iban, payment.iban.replace(/\s/g, '')],
    ['transferTitle', payment.title, payment.title],
  ];
  const copy = (key: string, value: string) => {
    void navigator.clipboard?.writeText(value).then(() => setCopied(key));
  };
  return (
    <section className="order__pay" aria-labelledby="order-pay-title">
      <h2 id="order-pay-title" className="order__pay-title">
        {t('orders.order.pay')}
      </h2>
      <dl className="order__pay-fields">
        {rows.map(([key, shown, value]) => (
          <div key={key} className="order__pay-row">
            <dt>{t(`orders.order.${key}`)}</dt>
            <dd>
              <span className={key === 'account' ? 'order__iban' : undefined}>{shown}</span>
              <button
                type="button"
                className="button button--ghost order__copy"
                onClick={() => copy(key, value)}
                aria-label={`${t('orders.order.copy')}: ${t(`orders.order.${key}`)}`}
              >
                {copied === key ? t('orders.order.copied') : t('orders.order.copy')}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <figure className="order__qr">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(payment.qrSvg)}`}
          alt={t('orders.order.qr')}
          width={220}
          height={220}
        />
        <figcaption>{t('orders.order.scan')}</figcaption>
      </figure>
    </section>
  );
}
