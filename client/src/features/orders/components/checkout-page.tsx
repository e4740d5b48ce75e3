import '../orders.css';
import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from '../../../components/ui/link';
import { PageLoading } from '../../../components/ui/page-loading';
import { TextField } from '../../../components/ui/text-field';
import {
  CheckoutPieceDocument,
  PlaceOrderDocument,
  type DeliveryMethod,
  type OrderState,
  type PlaceOrderMutation,
} from '../../../gql/orders/graphql';
import { formatDateTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { fieldReasonText, formRefusalText } from '../../../lib/refusal-text';
import { readServerRefusal, type ServerRefusal } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session/use-session';
import { useTranslation } from '../../../lib/translation';
import { formatGrosze } from '../money';
import { useOrderTexts } from '../use-order-texts';

/** The fields in the order a refusal's focus looks for them. */
const FIELDS = [
  'name',
  'email',
  'phone',
  'delivery.method',
  'delivery.locker',
  'delivery.street',
  'delivery.postalCode',
  'delivery.city',
  'delivery.country',
  'note',
  'acceptTerms',
] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `checkout-${field.replace('delivery.', '')}`;

/** What the sent screen says: look for the mail whose link confirms the order, or (a confirmed account's own address) that it is confirmed already. */
const sentText = (state: OrderState, madeToOrder: boolean) => {
  if (state === 'AWAITING_PAYMENT') return 'orders.checkout.sentReserved';
  if (state === 'REQUESTED') return 'orders.checkout.sentRequested';
  return madeToOrder ? 'orders.checkout.sentMadeToOrder' : 'orders.checkout.sent';
};

/**
 * /checkout/{id}: one screen on a phone. Who buys, where it goes (a parcel locker, a courier, pickup),
 * a note, the amounts and the terms; sent, it says to look for the mail whose link confirms it (nothing
 * is held until then), or, placed signed in with a confirmed address, that it is confirmed already (the
 * piece reserved until when). A made-to-order piece asks for a price and a date instead.
 */
export function CheckoutPage({ id }: { id: number }) {
  return useOrderTexts() ? <Checkout id={id} /> : <PageLoading />;
}

function Checkout({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(CheckoutPieceDocument, { variables: { id } });
  const { userName, userEmail } = useSession();
  const [values, setValues] = useState({
    name: userName,
    email: userEmail,
    phone: '',
    locker: '',
    street: '',
    postalCode: '',
    city: '',
    country: 'PL',
    note: '',
  });
  const [method, setMethod] = useState<DeliveryMethod>();
  const [accepted, setAccepted] = useState(false);
  const [refusal, setRefusal] = useState<ServerRefusal>();
  const [placed, setPlaced] = useState<PlaceOrderMutation['placeOrder']>();
  const [sending, setSending] = useState(false);
  const [place] = useMutation(PlaceOrderDocument);
  const sentRef = useRef<HTMLDivElement>(null);
  if (!data) return <PageLoading />;

  const { product, checkoutOptions: options } = data;
  const language = i18n.language;
  const madeToOrder = product.availability === 'MADE_TO_ORDER';
  const chosen = options.delivery.find((option) => option.method === method) ?? options.delivery[0];
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const reason = (field: Field) => {
    const [code] = refusal?.fields[field] ?? [];
    return code ? fieldReasonText(t, field, code) : undefined;
  };
  const pieceRefused = refusal?.fields.productId?.[0];
  const price = madeToOrder ? undefined : Math.round(product.price * 100);
  const cover = product.images[0];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !chosen) return;
    setSending(true);
    setRefusal(undefined);
    const delivery =
      chosen.method === 'INPOST'
        ? { method: chosen.method, locker: values.locker }
        : chosen.method === 'COURIER'
          ? {
              method: chosen.method,
              street: values.street,
              postalCode: values.postalCode,
              city: values.city,
              country: values.country,
            }
          : { method: chosen.method };
    try {
      const { data: answer } = await place({
        variables: {
          input: {
            productId: product.id,
            name: values.name,
            email: values.email,
            phone: values.phone,
            delivery,
            note: values.note,
            acceptTerms: accepted,
          },
        },
      });
      setPlaced(answer?.placeOrder);
      requestAnimationFrame(() => sentRef.current?.focus());
    } catch (error) {
      const answer = readServerRefusal(error);
      setRefusal(answer);
      const refused = FIELDS.find((field) => answer.fields[field]?.length);
      if (refused) document.getElementById(fieldId(refused))?.focus();
    } finally {
      setSending(false);
    }
  };

  const title = t(madeToOrder ? 'orders.checkout.madeToOrderTitle' : 'orders.checkout.reserveTitle', {
    name: product.name,
  });
  const blocked = !options.ordering
    ? 'unavailable'
    : product.availability === 'SOLD'
      ? 'sold'
      : product.reservedUntil
        ? 'reserved'
        : undefined;
  return (
    <div className="checkout">
      <p className="eyebrow">
        <Link to={paths.product.href(product.id)}>{t('orders.checkout.back')}</Link>
      </p>
      <h1 className="page-title checkout__title">{title}</h1>
      <div className="checkout__piece">
        {cover && (
          <img
            src={cover.imageUrl}
            alt={cover.altText}
            width={96}
            height={Math.round((96 * cover.height) / cover.width)}
          />
        )}
        <p>
          <strong>{product.name}</strong>
          <br />
          {price === undefined ? t('orders.checkout.priceLater') : formatGrosze(price, language)}
        </p>
      </div>
      {placed ? (
        <div className="checkout__sent" role="status" tabIndex={-1} ref={sentRef}>
          <p>
            {t(sentText(placed.order.state, madeToOrder), {
              email: placed.order.email,
              number: placed.order.number,
              date: placed.order.reservedUntil ? formatDateTime(placed.order.reservedUntil, language) : '',
            })}
          </p>
          <Link
            className={`button ${placed.order.state === 'AWAITING_CONFIRMATION' ? 'button--ghost' : 'button--primary'}`}
            to={paths.order.href(placed.order.number, placed.token)}
          >
            {t('orders.checkout.seeOrder')}
          </Link>
        </div>
      ) : blocked ? (
        <p className="checkout__blocked" role="status">
          {t(`orders.checkout.${blocked}`, {
            date: product.reservedUntil ? formatDateTime(product.reservedUntil, language) : '',
          })}
        </p>
      ) : (
        <form className="checkout__form" onSubmit={submit} noValidate aria-label={title}>
          <p className="checkout__intro">
            {t(madeToOrder ? 'orders.checkout.introMadeToOrder' : 'orders.checkout.intro', {
              count: options.reservationDays,
            })}
          </p>
          <TextField
            id={fieldId('name')}
            label={t('orders.checkout.name')}
            autoComplete="name"
            required
            maxLength={100}
            value={values.name}
            onValueChange={set('name')}
            error={reason('name')}
          />
          <TextField
            id={fieldId('email')}
            label={t('orders.checkout.email')}
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onValueChange={set('email')}
            error={reason('email')}
          />
          <TextField
            id={fieldId('phone')}
            label={t('orders.checkout.phone')}
            type="tel"
            autoComplete="tel"
            required
            maxLength={24}
            value={values.phone}
            onValueChange={set('phone')}
            error={reason('phone')}
          />
          <fieldset className="checkout__delivery">
            <legend className="field__label">{t('orders.checkout.delivery')}</legend>
            {options.delivery.map((option) => (
              <label key={option.method} className="checkout__method">
                <input
                  type="radio"
                  name="delivery"
                  id={option.method === chosen?.method ? fieldId('delivery.method') : undefined}
                  checked={option.method === chosen?.method}
                  onChange={() => setMethod(option.method)}
                />
                <span>{t(`orders.checkout.method.${option.method}`)}</span>
                <span className="checkout__method-price">
                  {option.priceGrosze
                    ? formatGrosze(option.priceGrosze, language)
                    : t('orders.checkout.free')}
                </span>
              </label>
            ))}
            <p className="field__error" aria-live="polite">
              {reason('delivery.method')}
            </p>
          </fieldset>
          {chosen?.method === 'INPOST' && (
            <TextField
              id={fieldId('delivery.locker')}
              label={t('orders.checkout.locker')}
              required
              maxLength={12}
              autoCapitalize="characters"
              value={values.locker}
              onValueChange={set('locker')}
              error={reason('delivery.locker')}
            />
          )}
          {chosen?.method === 'COURIER' && (
            <>
              <TextField
                id={fieldId('delivery.street')}
                label={t('orders.checkout.street')}
                autoComplete="street-address"
                required
                maxLength={200}
                value={values.street}
                onValueChange={set('street')}
                error={reason('delivery.street')}
              />
              <div className="checkout__row">
                <TextField
                  id={fieldId('delivery.postalCode')}
                  label={t('orders.checkout.postalCode')}
                  autoComplete="postal-code"
                  required
                  maxLength={12}
                  value={values.postalCode}
                  onValueChange={set('postalCode')}
                  error={reason('delivery.postalCode')}
                />
                <TextField
                  id={fieldId('delivery.city')}
                  label={t('orders.checkout.city')}
                  autoComplete="address-level2"
                  required
                  maxLength={100}
                  value={values.city}
                  onValueChange={set('city')}
                  error={reason('delivery.city')}
                />
              </div>
              {chosen.countries.length > 1 && (
                <div className="field">
                  <label className="field__label" htmlFor={fieldId('delivery.country')}>
                    {t('orders.checkout.country')}
                  </label>
                  <select
                    id={fieldId('delivery.country')}
                    className="field__input"
                    value={values.country}
                    onChange={(event) => set('country')(event.target.value)}
                  >
                    {chosen.countries.map((code) => (
                      <option key={code} value={code}>
                        {new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code}
                      </option>
                    ))}
                  </select>
                  <p className="field__error" aria-live="polite">
                    {reason('delivery.country')}
                  </p>
                </div>
              )}
            </>
          )}
          <div className={`field${reason('note') ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={fieldId('note')}>
              {t('orders.checkout.note')}
            </label>
            <textarea
              id={fieldId('note')}
              className="field__input"
              rows={3}
              maxLength={1000}
              value={values.note}
              onChange={(event) => set('note')(event.target.value)}
            />
            <p className="field__error" aria-live="polite">
              {reason('note')}
            </p>
          </div>
          <dl className="checkout__sum">
            <dt>{t('orders.checkout.price')}</dt>
            <dd>{price === undefined ? t('orders.checkout.priceLater') : formatGrosze(price, language)}</dd>
            <dt>{t('orders.checkout.deliveryPrice')}</dt>
            <dd>
              {chosen?.priceGrosze ? formatGrosze(chosen.priceGrosze, language) : t('orders.checkout.free')}
            </dd>
            <dt>{t('orders.checkout.total')}</dt>
            <dd>
              {price === undefined
                ? t('orders.checkout.priceLater')
                : formatGrosze(price + (chosen?.priceGrosze ?? 0), language)}
            </dd>
          </dl>
          <div className={`field checkout__terms${reason('acceptTerms') ? ' field--invalid' : ''}`}>
            <label>
              <input
                id={fieldId('acceptTerms')}
                type="checkbox"
                checked={accepted}
                onChange={(event) => setAccepted(event.target.checked)}
                aria-describedby="checkout-withdrawal"
              />{' '}
              {t('orders.checkout.terms')}
            </label>{' '}
            <Link to={paths.terms.href()} target="_blank">
              {t('orders.checkout.termsLink')}
            </Link>
            <p id="checkout-withdrawal" className="checkout__withdrawal">
              {t(madeToOrder ? 'orders.checkout.withdrawalMadeToOrder' : 'orders.checkout.withdrawal')}
            </p>
            <p className="field__error" aria-live="polite">
              {reason('acceptTerms')}
            </p>
          </div>
          <p className="checkout__alert" role="alert">
            {pieceRefused
              ? fieldReasonText(t, 'productId', pieceRefused)
              : refusal && formRefusalText(t, refusal)}
          </p>
          {/* Not disabled while sending: a disabled button loses the focus (to the page's top). */}
          <button
            type="submit"
            className="button button--primary checkout__submit"
            aria-disabled={sending || undefined}
          >
            {t(madeToOrder ? 'orders.checkout.submitMadeToOrder' : 'orders.checkout.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
