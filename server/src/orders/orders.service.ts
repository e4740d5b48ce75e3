import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import type { RequestContext } from '../common/context/request-context';
import { AppError, badInput, notFound, rateLimited } from '../common/errors/app-error';
import { AccountParts } from '../common/events/account-parts';
import { DomainEvents } from '../common/events/domain-events';
import { PieceHolds } from '../common/events/piece-holds';
import { LOGGER } from '../common/logging/logger.provider';
import { TransactionalConnection } from '../database/transactional-connection';
import { MailService, type QueuedMail } from '../mail/mail.service';
import { ProductsService } from '../products/products.service';
import { checkDelivery } from './delivery';
import type { PlaceOrderInput } from './dto/order.input';
import type { Order } from './order.model';
import { OrderLinks } from './order-links';
import { OrderMailer } from './order-mailer';
import { type OrderRow, recordChange, SELECT_ORDERS } from './order-rows';
import { HOLDING, type OrderKind, type OrderState, transition } from './order-states';
import { OrderViews } from './order-views';
import { type SellingSettings, ShopSettingsService } from './shop-settings.service';

/** How long the link of the first mail confirms an order. */
export const CONFIRM_MINUTES = 30;

const DAY_MS = 86_400_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const yearInPoland = () =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Warsaw', year: 'numeric' }).format(new Date()));
const constraintOf = (error: unknown) => {
  const { constraint, driverError } = error as { constraint?: string; driverError?: { constraint?: string } };
  return constraint ?? driverError?.constraint;
};

const pieceReserved = () =>
  new AppError('CONFLICT', 'Someone else has just reserved this piece', {
    fields: { productId: ['PIECE_RESERVED'] },
  });
/** A transaction that would hold a piece another order holds fails on the unique index: PIECE_RESERVED. */
const heldElsewhere = (error: unknown): never => {
  throw constraintOf(error) === 'orders_held_piece_idx' ? pieceReserved() : error;
};
const pieceSold = () =>
  new AppError('CONFLICT', 'This piece is sold', { fields: { productId: ['PIECE_SOLD'] } });
const linkRefused = (state: 'INVALID' | 'USED' | 'EXPIRED') =>
  badInput(
    `This link ${{ INVALID: 'is not valid', USED: 'was used already', EXPIRED: 'has expired' }[state]}`,
    { token: [`ORDER_LINK_${state}`] },
  );

/** Whether the order is placed signed in, with the account's own address, confirmed already by a mailed link: it needs no link of its own. */
const ownConfirmedAddress = (ctx: RequestContext, email: string): boolean =>
  ctx.caller?.emailConfirmed === true && ctx.caller.email.toLowerCase() === email.toLowerCase();

/** What confirming an order writes and mails (OrdersService.confirmation). */
interface Confirmation {
  next: OrderState;
  reservedUntil: Date | null;
  mails: QueuedMail[];
}

/**
 * Orders, from a reservation (or a made-to-order request) to a sold, shipped piece. Every change is one
 * transaction: the order's row, its timeline, its mail in the outbox, and the piece's mark when it is
 * sold or free again; the piece's pages are dropped once it commits (ProductChanged). Who holds a piece
 * is decided by the database (orders_held_piece_idx), not by a read before the write. This is the
 * buyer's side (checkout, placing, confirming, reading her orders); the maker's is MakerOrdersService.
 */
@Injectable()
export class OrdersService implements OnModuleInit {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly mail: MailService,
    private readonly products: ProductsService,
    private readonly settings: ShopSettingsService,
    private readonly views: OrderViews,
    private readonly mailer: OrderMailer,
    private readonly links: OrderLinks,
    private readonly events: DomainEvents,
    private readonly accountParts: AccountParts,
    private readonly holds: PieceHolds,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** An account's orders are in its export (deleting the account keeps them, detached, for accounting); a piece's page says until when it is held. */
  onModuleInit(): void {
    this.holds.provide((ctx, productId) => this.heldUntil(ctx, productId));
    this.accountParts.register({
      order: 6,
      exportSections: async (ctx, userId) => ({
        orders: await this.db.query<unknown[]>(
          ctx,
          `SELECT number, kind, state, product_id AS "productId", product_name AS "productName", name, email, phone, delivery, note,
                  price_grosze AS "priceGrosze", delivery_grosze AS "deliveryGrosze", to_char(paid_on, 'YYYY-MM-DD') AS "paidOn", created_at AS "createdAt"
             FROM orders WHERE user_id = $1 ORDER BY created_at, id`,
          [userId],
        ),
      }),
      traces: () => Promise.resolve([]),
    });
  }

  /** What checkout offers: whether the shop takes orders, the delivery methods enabled and the reservation time. */
  async checkoutOptions(ctx: RequestContext) {
    const settings = await this.settings.read(ctx);
    return {
      ordering: ShopSettingsService.takesOrders(settings),
      reservationDays: settings.reservationDays,
      delivery: settings.delivery.filter((option) => option.enabled),
    };
  }

  /**
   * Places an order. It awaits the confirmation of its address (the link mailed now) and holds nothing
   * yet; unless the buyer is signed in with a confirmed address and orders with it: then it is confirmed
   * in the same transaction, as its link would confirm it (a reservation holds its piece, or 409
   * PIECE_RESERVED; a made-to-order request goes to the maker), with the same mails.
   */
  async place(ctx: RequestContext, input: PlaceOrderInput): Promise<{ order: Order; token: string }> {
    const settings = await this.settings.read(ctx);
    if (!ShopSettingsService.takesOrders(settings))
      throw new AppError('CONFLICT', 'The shop takes no orders yet', {
        fields: { productId: ['ORDERING_UNAVAILABLE'] },
      });
    const piece = await this.products.get(ctx, input.productId);
    if (piece.availability === 'SOLD') throw pieceSold();
    const kind: OrderKind = piece.availability === 'MADE_TO_ORDER' ? 'MADE_TO_ORDER' : 'RESERVATION';
    const checked = checkDelivery(input.delivery, settings.delivery);
    if ('problems' in checked) throw badInput('The delivery cannot be used', checked.problems);
    if (kind === 'RESERVATION' && (await this.isHeld(ctx, piece.id))) throw pieceReserved();
    if (!(await this.mail.mayMailUnverified(input.email))) throw rateLimited(3600);
    const confirmedAddress = ownConfirmedAddress(ctx, input.email);

    const salt = randomBytes(32).toString('hex');
    const confirmToken = randomBytes(32).toString('base64url');
    const number = await this.db
      .withTransaction(ctx, async (tx) => {
        const number = await this.nextNumber(tx);
        // Buyers of one piece at the same moment queue here, on the year's counter, and a confirmed address's
        // order builds its mails before it commits: whoever came first holds the piece by now, so the others
        // are refused before they build theirs (else each built its mails in turn, holding the counter, and
        // twelve at once outlasted the statement timeout on a busy machine).
        if (confirmedAddress && kind === 'RESERVATION' && (await this.isHeld(tx, piece.id)))
          throw pieceReserved();
        const [{ id }] = await this.db
          .query<{ id: number }[]>(
            tx,
            `INSERT INTO orders (number, kind, state, product_id, product_name, user_id, name, email, phone, locale, delivery, note, price_grosze, delivery_grosze,
                                 access_salt, confirm_token_hash, confirm_expires_at)
             VALUES ($1, $2, 'AWAITING_CONFIRMATION', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, now() + make_interval(mins => $16)) RETURNING id`,
            [
              number,
              kind,
              piece.id,
              piece.name.slice(0, 200),
              ctx.caller?.id ?? null,
              input.name,
              input.email,
              input.phone.trim(),
              ctx.locale,
              JSON.stringify(checked.delivery),
              input.note ?? '',
              kind === 'RESERVATION' ? Math.round(piece.price * 100) : null,
              checked.priceGrosze,
              salt,
              // No link for an address confirmed already: the order is confirmed below.
              confirmedAddress ? null : hashToken(confirmToken),
              confirmedAddress ? null : CONFIRM_MINUTES,
            ],
          )
          .catch((error: unknown) => {
            if (constraintOf(error) !== 'orders_open_per_email_idx') throw error;
            throw new AppError('CONFLICT', 'This address has an open reservation already', {
              fields: { email: ['ORDER_OPEN'] },
            });
          });
        await recordChange(this.db, tx, {
          orderId: id,
          actor: 'BUYER',
          from: null,
          to: 'AWAITING_CONFIRMATION',
        });
        const [row] = await this.db.query<OrderRow[]>(tx, `${SELECT_ORDERS} WHERE o.id = $1`, [id]);
        if (confirmedAddress) await this.confirmIn(tx, row, await this.confirmation(tx, row, settings));
        else
          await this.mail.enqueue(
            tx,
            await this.mailer.confirmation(row, piece.images[0]?.imageUrl, confirmToken, CONFIRM_MINUTES),
          );
        return number;
      })
      .catch(heldElsewhere);
    this.logger.info(
      { event: 'order_placed', number, kind, confirmedAddress },
      confirmedAddress
        ? "order placed and confirmed by the account's confirmed address"
        : 'order placed, awaiting the confirmation of its address',
    );
    return { order: await this.views.byNumber(ctx, number), token: this.links.token(number, salt) };
  }

  /** The mailed link: the order holds its piece (or goes to the maker as a request). 409 PIECE_RESERVED when another buyer was first. */
  async confirm(ctx: RequestContext, token: string): Promise<Order> {
    const [row] = await this.db.query<OrderRow[]>(ctx, `${SELECT_ORDERS} WHERE o.confirm_token_hash = $1`, [
      hashToken(token),
    ]);
    if (!row) throw linkRefused('INVALID');
    if (row.state !== 'AWAITING_CONFIRMATION')
      throw linkRefused(row.state === 'EXPIRED' ? 'EXPIRED' : 'USED');
    if (row.confirm_expires_at && new Date(row.confirm_expires_at).getTime() <= Date.now())
      throw linkRefused('EXPIRED');
    const settings = await this.settings.read(ctx);
    if (row.kind === 'RESERVATION') {
      const piece =
        row.product_id === null
          ? undefined
          : await this.products.get(ctx, row.product_id).catch(() => undefined);
      if (!piece) throw notFound('Product not found');
      if (piece.availability === 'SOLD') throw pieceSold();
    }
    const confirmation = await this.confirmation(ctx, row, settings);
    await this.db.withTransaction(ctx, (tx) => this.confirmIn(tx, row, confirmation)).catch(heldElsewhere);
    this.logger.info(
      { event: 'order_confirmed', number: row.number, state: confirmation.next },
      'order confirmed',
    );
    return this.views.byNumber(ctx, row.number);
  }

  /** What confirming an order awaiting it makes of it: its next state, until when it holds its piece, and the buyer's and the maker's mails. */
  private async confirmation(
    ctx: RequestContext,
    row: OrderRow,
    settings: SellingSettings,
  ): Promise<Confirmation> {
    const next = transition(row.state, row.kind, 'confirm');
    const reservedUntil =
      next === 'AWAITING_PAYMENT' ? new Date(Date.now() + settings.reservationDays * DAY_MS) : null;
    const confirmed: OrderRow = { ...row, state: next, reserved_until: reservedUntil };
    const mails = [
      await this.mailer.toBuyer(next === 'AWAITING_PAYMENT' ? 'reserved' : 'requested', confirmed, settings),
      await this.mailer.toMaker(ctx, confirmed),
    ];
    return { next, reservedUntil, mails: mails.filter((mail): mail is QueuedMail => !!mail) };
  }

  /**
   * An order's address is confirmed (its link, or the signed-in buyer's confirmed address), in the
   * caller's transaction: the order moves on, a reservation now holding its piece (a second holder fails
   * on orders_held_piece_idx: heldElsewhere), its mails are queued and the piece's pages dropped.
   */
  private async confirmIn(
    tx: RequestContext,
    row: OrderRow,
    { next, reservedUntil, mails }: Confirmation,
  ): Promise<void> {
    const [changed] = await this.db.query<[unknown[], number]>(
      tx,
      `UPDATE orders SET state = $2, reserved_until = $3, user_id = COALESCE(user_id, $4), updated_at = now() WHERE id = $1 AND state = 'AWAITING_CONFIRMATION' RETURNING id`,
      [row.id, next, reservedUntil, tx.caller?.id ?? null],
    );
    if (!changed.length) throw linkRefused('USED');
    await recordChange(this.db, tx, { orderId: row.id, actor: 'BUYER', from: row.state, to: next });
    await this.mail.enqueue(tx, ...mails);
    if (row.product_id !== null)
      await this.events.publish(tx, { type: 'ProductChanged', id: row.product_id });
  }

  /** One order, for its account or whoever holds its secret; anyone else is told it does not exist. */
  async read(ctx: RequestContext, number: string, token?: string): Promise<Order> {
    const [row] = await this.db.query<OrderRow[]>(ctx, `${SELECT_ORDERS} WHERE o.number = $1`, [number]);
    const byAccount = row && ctx.caller && row.user_id === ctx.caller.id;
    if (!row || !(byAccount || (token && this.links.opens(token, row.number, row.access_salt))))
      throw notFound('Order not found');
    return (await this.views.many(ctx, [row]))[0];
  }

  /** The signed-in account's orders, newest first. */
  async mine(ctx: RequestContext): Promise<Order[]> {
    const rows = await this.db.query<OrderRow[]>(
      ctx,
      `${SELECT_ORDERS} WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT 100`,
      [ctx.caller?.id ?? 0],
    );
    return this.views.many(ctx, rows);
  }

  /** Until when a piece is held for a buyer awaiting payment, or null (its page says so). */
  async heldUntil(ctx: RequestContext, productId: number): Promise<Date | null> {
    const [row] = await this.db.query<{ reserved_until: Date | null }[]>(
      ctx,
      `SELECT reserved_until FROM orders WHERE product_id = $1 AND kind = 'RESERVATION' AND state = 'AWAITING_PAYMENT'`,
      [productId],
    );
    return row?.reserved_until ? new Date(row.reserved_until) : null;
  }

  private async isHeld(ctx: RequestContext, productId: number): Promise<boolean> {
    const rows = await this.db.query<unknown[]>(
      ctx,
      `SELECT 1 FROM orders WHERE product_id = $1 AND kind = 'RESERVATION' AND state = ANY($2)`,
      [productId, HOLDING],
    );
    return rows.length > 0;
  }

  /** SZ-<year>-<4 digits>, unique and increasing: the year's counter taken in the order's transaction. */
  private async nextNumber(tx: RequestContext): Promise<string> {
    const year = yearInPoland();
    const [{ last }] = await this.db.query<{ last: number }[]>(
      tx,
      `INSERT INTO order_numbers (year, last) VALUES ($1, 1) ON CONFLICT (year) DO UPDATE SET last = order_numbers.last + 1 RETURNING last`,
      [year],
    );
    return `SZ-${year}-${String(last).padStart(4, '0')}`;
  }
}
