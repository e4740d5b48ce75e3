import { Inject, Injectable } from '@nestjs/common';
import type { RequestContext } from '../common/context/request-context';
import { notFound } from '../common/errors/app-error';
import { TransactionalConnection } from '../database/transactional-connection';
import { IMAGE_STORE, type ImageStore } from '../media/image-store';
import { smallestVariantKey } from '../media/image-variants';
import { PictureAccess } from '../media/picture-access';
import type { Order, OrderEvent, OrderPayment } from './order.model';
import { type EventRow, type OrderRow, SELECT_ORDERS, totalOf, trackingUrl, transferOf } from './order-rows';
import { groupedIban, qrSvg, zbpText } from './payment';
import { type SellingSettings, ShopSettingsService } from './shop-settings.service';

/** Orders as both APIs answer them: rows with their timelines, and how to pay while one awaits payment. */
@Injectable()
export class OrderViews {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly settings: ShopSettingsService,
    @Inject(IMAGE_STORE) private readonly store: ImageStore,
    private readonly pictures: PictureAccess,
  ) {}

  async byNumber(ctx: RequestContext, number: string): Promise<Order> {
    const [row] = await this.db.query<OrderRow[]>(ctx, `${SELECT_ORDERS} WHERE o.number = $1`, [number]);
    if (!row) throw notFound('Order not found');
    return (await this.many(ctx, [row]))[0];
  }

  async many(ctx: RequestContext, rows: OrderRow[]): Promise<Order[]> {
    if (!rows.length) return [];
    // The account to pay into, only when an order shows how to pay.
    const settings = rows.some(awaitsPayment) ? await this.settings.read(ctx) : undefined;
    const events = await this.db.query<(EventRow & { id: number })[]>(
      ctx,
      `SELECT id, order_id, at, actor, from_state, to_state, detail FROM order_events WHERE order_id = ANY($1) ORDER BY at, id`,
      [rows.map((row) => row.id)],
    );
    return Promise.all(
      rows.map((row) =>
        this.view(
          row,
          events.filter((event) => event.order_id === row.id),
          settings,
        ),
      ),
    );
  }

  /** The piece's first photo in its smallest stored size (WebP), or null: for a mail, where a signed address would expire. */
  photoUrl(row: Pick<OrderRow, 'photo_key' | 'photo_widths'>): string | null {
    const key = smallestVariantKey(row.photo_key, row.photo_widths, 'webp');
    return key ? this.store.url(key) : null;
  }

  /** The same photo for whoever reads the order: signed while the piece is not public (taken back to draft since). */
  private async shownPhotoUrl(row: Pick<OrderRow, 'photo_key' | 'photo_widths'>): Promise<string | null> {
    const key = smallestVariantKey(row.photo_key, row.photo_widths, 'webp');
    return key ? this.pictures.address(key) : null;
  }

  private async view(
    row: OrderRow,
    events: EventRow[],
    settings: SellingSettings | undefined,
  ): Promise<Order> {
    const { delivery } = row;
    return {
      number: row.number,
      kind: row.kind as Order['kind'],
      state: row.state as Order['state'],
      productId: row.product_id,
      productName: row.product_name,
      photoUrl: await this.shownPhotoUrl(row),
      name: row.name,
      email: row.email,
      phone: row.phone,
      delivery: {
        method: delivery.method as Order['delivery']['method'],
        locker: delivery.locker ?? null,
        street: delivery.street ?? null,
        postalCode: delivery.postalCode ?? null,
        city: delivery.city ?? null,
        country: delivery.country ?? null,
      },
      note: row.note,
      priceGrosze: row.price_grosze,
      deliveryGrosze: row.delivery_grosze,
      totalGrosze: totalOf(row),
      reservedUntil: row.reserved_until ? new Date(row.reserved_until) : null,
      readyBy: row.ready_by,
      paidOn: row.paid_on,
      carrier: row.carrier,
      trackingNumber: row.tracking_number,
      trackingUrl: trackingUrl(row),
      reason: row.reason,
      payment: settings && awaitsPayment(row) ? await payment(row, settings) : null,
      timeline: events.map((event): OrderEvent => ({
        at: new Date(event.at),
        actor: event.actor,
        fromState: event.from_state as OrderEvent['fromState'],
        toState: event.to_state as OrderEvent['toState'],
        note: event.detail?.note ?? null,
      })),
      createdAt: new Date(row.created_at),
    };
  }
}

/** Whether an order shows how to pay: it awaits payment and has a price. */
const awaitsPayment = (row: OrderRow) => row.state === 'AWAITING_PAYMENT' && totalOf(row) !== null;

/** How to pay an order: the account, its holder, the title, the amount, and the ZBP QR code. */
async function payment(row: OrderRow, settings: SellingSettings): Promise<OrderPayment> {
  const transfer = transferOf(row, settings);
  const qrText = zbpText(transfer);
  return {
    method: row.payment_method,
    ...transfer,
    iban: groupedIban(transfer.iban),
    qrText,
    qrSvg: await qrSvg(qrText),
  };
}
