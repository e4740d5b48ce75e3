import type { RequestContext } from '../common/context/request-context';
import type { TransactionalConnection } from '../database/transactional-connection';
import type { Language } from '../i18n/locale';
import type { DeliveryChoice } from './delivery';
import type { OrderKind, OrderState } from './order-states';
import type { TransferDetails } from './payment';
import type { SellingSettings } from './shop-settings.service';

/** An order's row as the services read it (SELECT below), with its piece's first photo. */
export interface OrderRow {
  id: number;
  number: string;
  kind: OrderKind;
  state: OrderState;
  product_id: number | null;
  product_name: string;
  user_id: number | null;
  name: string;
  email: string;
  phone: string;
  locale: Language;
  delivery: DeliveryChoice;
  note: string;
  price_grosze: number | null;
  delivery_grosze: number;
  payment_method: string;
  access_salt: string;
  confirm_expires_at: Date | null;
  reserved_until: Date | null;
  ready_by: string | null;
  paid_on: string | null;
  carrier: string | null;
  tracking_number: string | null;
  reason: string | null;
  created_at: Date;
  photo_key: string | null;
  photo_widths: number[] | null;
}

/** One change of an order, as its timeline shows it. */
export interface EventRow {
  order_id: number;
  at: Date;
  actor: string;
  from_state: OrderState | null;
  to_state: OrderState;
  detail: { note?: string };
}

/** An order's columns, with its piece's first photo (the smallest stored size) beside them; `WHERE` follows. */
export const SELECT_ORDERS = `SELECT o.id, o.number, o.kind, o.state, o.product_id, o.product_name, o.user_id, o.name, o.email, o.phone, o.locale, o.delivery, o.note,
                       o.price_grosze, o.delivery_grosze, o.payment_method, o.access_salt, o.confirm_expires_at, o.reserved_until,
                       to_char(o.ready_by, 'YYYY-MM-DD') AS ready_by, to_char(o.paid_on, 'YYYY-MM-DD') AS paid_on, o.carrier, o.tracking_number, o.reason, o.created_at,
                       photo.file_key AS photo_key, photo.variant_widths AS photo_widths
                  FROM orders o
                  LEFT JOIN LATERAL (SELECT i.file_key, i.variant_widths FROM product_images i WHERE i.product_id = o.product_id ORDER BY i.position, i.id LIMIT 1) photo ON true`;

/** The piece's price and the delivery's, in grosze; null while a made-to-order piece has no price. */
export const totalOf = (row: Pick<OrderRow, 'price_grosze' | 'delivery_grosze'>): number | null =>
  row.price_grosze == null ? null : row.price_grosze + row.delivery_grosze;

/** The transfer that pays an order: the maker's account, its holder, the order's number as the title, the total. */
export const transferOf = (
  row: Pick<OrderRow, 'number' | 'price_grosze' | 'delivery_grosze'>,
  settings: Pick<SellingSettings, 'iban' | 'accountHolder'>,
): TransferDetails => ({
  iban: settings.iban,
  recipient: settings.accountHolder,
  title: row.number,
  amountGrosze: totalOf(row) ?? 0,
});

/** InPost's own tracking page for its parcels; other carriers' numbers are shown as they are. */
export function trackingUrl(row: Pick<OrderRow, 'carrier' | 'tracking_number'>): string | null {
  if (!row.tracking_number || !row.carrier || !/inpost/i.test(row.carrier)) return null;
  return `https://inpost.pl/sledzenie-przesylek?number=${encodeURIComponent(row.tracking_number)}`;
}

/** A line of the order's timeline, in the transaction of the change it records. */
export async function recordChange(
  db: TransactionalConnection,
  tx: RequestContext,
  change: {
    orderId: number;
    actor: 'BUYER' | 'MAKER' | 'SHOP';
    from: OrderState | null;
    to: OrderState;
    note?: string;
    actorId?: number;
  },
): Promise<void> {
  await db.query<unknown>(
    tx,
    `INSERT INTO order_events (order_id, actor, actor_id, from_state, to_state, detail) VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      change.orderId,
      change.actor,
      change.actorId ?? null,
      change.from,
      change.to,
      JSON.stringify(change.note ? { note: change.note } : {}),
    ],
  );
}
