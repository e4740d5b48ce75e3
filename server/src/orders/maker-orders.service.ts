import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { RequestContext } from '../common/context/request-context';
import { notFound } from '../common/errors/app-error';
import { DomainEvents } from '../common/events/domain-events';
import { LOGGER } from '../common/logging/logger.provider';
import type { Page } from '../common/pagination/paginated';
import { TransactionalConnection } from '../database/transactional-connection';
import { MailService } from '../mail/mail.service';
import { CatalogueWritesService } from '../products/catalogue-writes.service';
import type {
  AcceptInput,
  AdminOrdersArgs,
  ExtendInput,
  MarkPaidInput,
  MarkShippedInput,
  ReasonInput,
} from './dto/order.input';
import type { MonthSales, Order, OrderStateCount } from './order.model';
import { OrderMailer } from './order-mailer';
import type { OrderMailEvent } from './order-mails';
import { type OrderRow, recordChange, SELECT_ORDERS } from './order-rows';
import { type OrderAction, type OrderState, transition } from './order-states';
import { OrderViews } from './order-views';
import { ShopSettingsService } from './shop-settings.service';

/** What the maker may do to an order (the buyer confirms; the shop's clock expires). */
export type MakerAction = Exclude<OrderAction, 'confirm' | 'expire'>;
export type MakerInput = Partial<MarkPaidInput & MarkShippedInput & ReasonInput & ExtendInput & AcceptInput>;

const DAY_MS = 86_400_000;
/** Today in Poland, YYYY-MM-DD (the day the money arrived, unless the maker says another). */
const todayInPoland = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());

/**
 * The maker's side of the orders (the buyer's is OrdersService): her list with the count in every state
 * and the month's sales, one order, and her actions on it by the one state machine, each one transaction
 * with its timeline line, the buyer's mail and the piece's mark.
 */
@Injectable()
export class MakerOrdersService {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly mail: MailService,
    private readonly catalogue: CatalogueWritesService,
    private readonly settings: ShopSettingsService,
    private readonly views: OrderViews,
    private readonly mailer: OrderMailer,
    private readonly events: DomainEvents,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The maker's list: newest first, by state and a search of number, name and e-mail, with the count in every state. */
  async list(
    ctx: RequestContext,
    args: AdminOrdersArgs,
  ): Promise<Page<Order> & { counts: OrderStateCount[]; monthSales: MonthSales }> {
    const search = args.search?.trim() ? `%${args.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = `($1::varchar IS NULL OR o.state = $1) AND ($2::varchar IS NULL OR o.number ILIKE $2 OR o.name ILIKE $2 OR o.email ILIKE $2)`;
    const rows = await this.db.query<OrderRow[]>(
      ctx,
      `${SELECT_ORDERS} WHERE ${where} ORDER BY o.created_at DESC, o.id DESC OFFSET $3 LIMIT $4`,
      [args.state ?? null, search, args.offset, args.limit],
    );
    const [{ total }] = await this.db.query<{ total: number }[]>(
      ctx,
      `SELECT count(*)::int AS total FROM orders o WHERE ${where}`,
      [args.state ?? null, search],
    );
    const counts = await this.db.query<{ state: OrderState; count: number }[]>(
      ctx,
      `SELECT state, count(*)::int AS count FROM orders GROUP BY state ORDER BY state`,
    );
    return {
      items: await this.views.many(ctx, rows),
      total,
      counts: counts as OrderStateCount[],
      monthSales: await this.monthSales(ctx),
    };
  }

  /** The orders paid this calendar month in Poland's time (those shipped or completed since count too), and their sum with delivery. */
  private async monthSales(ctx: RequestContext): Promise<MonthSales> {
    const [row] = await this.db.query<{ month: string; count: number; total: number }[]>(
      ctx,
      `SELECT to_char(start, 'YYYY-MM') AS month, count(o.id)::int AS count, coalesce(sum(coalesce(o.price_grosze, 0) + o.delivery_grosze), 0)::int AS total
         FROM (SELECT date_trunc('month', now() AT TIME ZONE 'Europe/Warsaw')::date AS start) m
         LEFT JOIN orders o ON o.state IN ('PAID', 'SHIPPED', 'COMPLETED') AND o.paid_on >= m.start AND o.paid_on < (m.start + interval '1 month')::date
        GROUP BY start`,
    );
    return { month: row.month, count: row.count, totalGrosze: row.total };
  }

  /** One order for the maker. */
  forMaker(ctx: RequestContext, number: string): Promise<Order> {
    return this.views.byNumber(ctx, number);
  }

  /** The maker's action on an order, by the one state machine; each is one transaction with its mail and the piece's mark. */
  async act(
    ctx: RequestContext,
    number: string,
    action: MakerAction,
    input: MakerInput = {},
  ): Promise<Order> {
    const settings = await this.settings.read(ctx);
    await this.db.withTransaction(ctx, async (tx) => {
      const [row] = await this.db.query<OrderRow[]>(
        tx,
        `${SELECT_ORDERS} WHERE o.number = $1 FOR UPDATE OF o`,
        [number],
      );
      if (!row) throw notFound('Order not found');
      const next = transition(row.state, row.kind, action);
      const { set, note, mail } = changeOf(action, row, input, settings.reservationDays);
      const columns = Object.keys(set);
      await this.db.query<unknown>(
        tx,
        `UPDATE orders SET state = $2${columns.map((column, i) => `, ${column} = $${i + 3}`).join('')}, updated_at = now() WHERE id = $1`,
        [row.id, next, ...columns.map((column) => set[column as keyof typeof set])],
      );
      await recordChange(this.db, tx, {
        orderId: row.id,
        actor: 'MAKER',
        from: row.state,
        to: next,
        note,
        actorId: ctx.caller?.id,
      });
      if (mail)
        await this.mail.enqueue(
          tx,
          await this.mailer.toBuyer(mail, { ...row, ...set, state: next }, settings),
        );
      if (row.kind === 'RESERVATION' && row.product_id !== null) {
        if (action === 'paid') await this.catalogue.markAvailability(tx, row.product_id, 'SOLD');
        else if (action === 'cancel' && row.state === 'PAID')
          await this.catalogue.markAvailability(tx, row.product_id, 'AVAILABLE');
        else await this.events.publish(tx, { type: 'ProductChanged', id: row.product_id });
      }
    });
    this.logger.info({ event: 'order_changed', number, action }, 'order changed by the maker');
    return this.views.byNumber(ctx, number);
  }
}

/** What a maker's action writes besides the state, what its timeline line says, and which mail the buyer gets. */
function changeOf(action: MakerAction, row: OrderRow, input: MakerInput, reservationDays: number) {
  type Set = Partial<
    Pick<
      OrderRow,
      'paid_on' | 'carrier' | 'tracking_number' | 'reason' | 'reserved_until' | 'price_grosze' | 'ready_by'
    >
  > & { reminded_at?: null };
  const after = (from: number, days: number) => new Date(from + days * DAY_MS);
  switch (action) {
    case 'paid': {
      const paidOn = input.paidOn ?? todayInPoland();
      return { set: { paid_on: paidOn } as Set, note: paidOn, mail: 'paid' as OrderMailEvent };
    }
    case 'shipped':
      return {
        set: { carrier: input.carrier ?? null, tracking_number: input.trackingNumber ?? null } as Set,
        note: [input.carrier, input.trackingNumber].filter(Boolean).join(' '),
        mail: 'shipped' as OrderMailEvent,
      };
    case 'cancel':
    case 'decline':
      return {
        set: { reason: input.reason ?? null } as Set,
        note: input.reason,
        mail: (action === 'cancel' ? 'cancelled' : 'declined') as OrderMailEvent,
      };
    case 'extend': {
      const until = after(
        Math.max(Date.now(), row.reserved_until ? new Date(row.reserved_until).getTime() : 0),
        input.days ?? 1,
      );
      return {
        set: { reserved_until: until, reminded_at: null } as Set,
        note: until.toISOString(),
        mail: 'reserved' as OrderMailEvent,
      };
    }
    case 'accept':
      return {
        set: {
          price_grosze: input.priceGrosze ?? null,
          ready_by: input.readyBy ?? null,
          reserved_until: after(Date.now(), reservationDays),
        } as Set,
        note: `${input.priceGrosze} ${input.readyBy}`,
        mail: 'accepted' as OrderMailEvent,
      };
    case 'complete':
      return { set: {} as Set, note: undefined, mail: undefined };
  }
}
