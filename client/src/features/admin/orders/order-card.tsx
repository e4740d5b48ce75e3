import { Link } from '../../../components/ui/link';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { mailtoAddress } from '../mailto';
import { formatGrosze } from './money';
import { OrderActions } from './order-actions';
import type { AdminOrder, OrderAction } from './order-rules';

/** A calendar day (YYYY-MM-DD) as the interface's language writes it; noon keeps it on its day in Warsaw. */
const day = (value: string, language: string) => formatDate(`${value}T12:00:00Z`, language);

/** The phone as a tel: address: digits and a leading + only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * One order as the maker reads it: number, state (in words, not only colour), the piece (photo, name,
 * link), the buyer (mail and phone as links), the delivery, the amounts, the dates that matter now, her
 * actions, and every change behind a disclosure.
 */
export function OrderCard({
  order,
  onDone,
}: {
  order: AdminOrder;
  onDone: (action: OrderAction, failed?: boolean) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { delivery } = order;
  const titleId = `order-${order.number}-title`;
  const money = (grosze: number | null | undefined) =>
    grosze == null ? t('adminOrders.priceToName') : formatGrosze(grosze, language);
  const photo = order.photoUrl ? (
    <img
      src={order.photoUrl}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      className="order-card__photo"
    />
  ) : (
    <span className="order-card__photo" aria-hidden="true" />
  );

  return (
    <li
      className={`order-card order-card--${order.state.toLowerCase().replace(/_/g, '-')}`}
      aria-labelledby={titleId}
    >
      <div className="order-card__head">
        <h2 id={titleId} className="order-card__number">
          {order.number}
        </h2>
        <span className="order-card__state">
          <span className="visually-hidden">{t('adminOrders.stateLabel')}: </span>
          {t(`adminOrders.state.${order.state}`)}
        </span>
        <span className="order-card__kind">{t(`adminOrders.kind.${order.kind}`)}</span>
      </div>

      <div className="order-card__piece">
        {order.productId ? (
          <Link to={paths.product.href(order.productId)} className="order-card__piece-link">
            {photo}
            <span>
              <span className="visually-hidden">{t('adminOrders.piece')}: </span>
              {order.productName}
            </span>
          </Link>
        ) : (
          <span className="order-card__piece-link">
            {photo}
            <span>
              {order.productName} {t('adminOrders.pieceDeleted')}
            </span>
          </span>
        )}
      </div>

      <dl className="order-card__facts">
        <div>
          <dt>{t('adminOrders.buyer')}</dt>
          <dd>
            <strong>{order.name}</strong>
            <br />
            <a href={`mailto:${mailtoAddress(order.email)}`}>{order.email}</a>
            <br />
            <a href={telHref(order.phone)}>
              <span className="visually-hidden">{t('adminOrders.phone')}: </span>
              {order.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('adminOrders.delivery')}</dt>
          <dd>
            {t(`adminOrders.method.${delivery.method}`)}
            {delivery.method === 'INPOST' && delivery.locker && (
              <>
                {' '}
                <strong>{delivery.locker}</strong>
              </>
            )}
            {delivery.method === 'COURIER' && (
              <>
                <br />
                {delivery.street}
                <br />
                {delivery.postalCode} {delivery.city}, {delivery.country}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('adminOrders.total')}</dt>
          <dd>
            <strong>{money(order.totalGrosze)}</strong>
            <br />
            <span className="order-card__muted">
              {t('adminOrders.price')} {money(order.priceGrosze)} + {t('adminOrders.deliveryPrice')}{' '}
              {formatGrosze(order.deliveryGrosze, language)}
            </span>
          </dd>
        </div>
        {order.reservedUntil &&
          (order.state === 'AWAITING_PAYMENT' || order.state === 'AWAITING_CONFIRMATION') && (
            <div>
              <dt>{t('adminOrders.reservedUntil')}</dt>
              <dd>
                <time dateTime={order.reservedUntil}>{formatDateTime(order.reservedUntil, language)}</time>
              </dd>
            </div>
          )}
        {order.readyBy && (
          <div>
            <dt>{t('adminOrders.readyBy')}</dt>
            <dd>{day(order.readyBy, language)}</dd>
          </div>
        )}
        {order.paidOn && (
          <div>
            <dt>{t('adminOrders.paidOn')}</dt>
            <dd>{day(order.paidOn, language)}</dd>
          </div>
        )}
        {order.carrier && (
          <div>
            <dt>{t('adminOrders.shipping')}</dt>
            <dd>
              {order.carrier}{' '}
              {order.trackingUrl && order.trackingNumber ? (
                <a
                  href={order.trackingUrl}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={t('adminOrders.trackingLink', { number: order.trackingNumber })}
                >
                  {order.trackingNumber}
                </a>
              ) : (
                order.trackingNumber
              )}
            </dd>
          </div>
        )}
        {order.reason && (
          <div>
            <dt>{t('adminOrders.reason')}</dt>
            <dd className="order-card__text">{order.reason}</dd>
          </div>
        )}
        {order.note && (
          <div>
            <dt>{t('adminOrders.noteLabel')}</dt>
            <dd className="order-card__text">{order.note}</dd>
          </div>
        )}
        <div>
          <dt>{t('adminOrders.placed')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time>
          </dd>
        </div>
      </dl>

      <OrderActions key={order.state} order={order} onDone={onDone} />

      <details className="order-card__timeline">
        <summary>{t('adminOrders.timeline', { count: order.timeline.length })}</summary>
        <ol>
          {order.timeline.map((event, index) => (
            <li key={index}>
              <time dateTime={event.at}>{formatDateTime(event.at, language)}</time> ·{' '}
              {t(`adminOrders.actor.${event.actor}`, { defaultValue: event.actor })}:{' '}
              {event.fromState ? (
                <>
                  {t(`adminOrders.state.${event.fromState}`)} → {t(`adminOrders.state.${event.toState}`)}
                </>
              ) : (
                <>
                  {t('adminOrders.placedEvent')} → {t(`adminOrders.state.${event.toState}`)}
                </>
              )}
              {event.note && <span className="order-card__event-note"> ({event.note})</span>}
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}
