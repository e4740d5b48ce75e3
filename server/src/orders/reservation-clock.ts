import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { type RequestContext, systemContext } from '../common/context/request-context';
import { DomainEvents } from '../common/events/domain-events';
import { LOGGER } from '../common/logging/logger.provider';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionalConnection } from '../database/transactional-connection';
import { MailService } from '../mail/mail.service';
import { OrderMailer } from './order-mailer';
import { type OrderRow, recordChange, SELECT_ORDERS } from './order-rows';
import { transition } from './order-states';
import { ShopSettingsService } from './shop-settings.service';

/** The advisory lock that lets one instance at a time run the clock. */
const CLOCK_LOCK = 7_710_500;

const CTX = systemContext('reservation clock');

/**
 * The orders' clock: every minute, unconfirmed orders past their link and unpaid reservations past
 * their time expire (a reservation's buyer is mailed, its piece is free again), and a reservation
 * within a day of its end is reminded, once. With several instances it runs on one at a time (an
 * advisory lock in its transaction, rows taken with SKIP LOCKED); one run is one transaction, so a
 * run killed half-way commits nothing and mails nothing.
 */
@Injectable()
export class ReservationClock implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running?: Promise<{ expired: number; reminded: number }>;

  constructor(
    private readonly db: TransactionalConnection,
    private readonly settings: ShopSettingsService,
    private readonly mail: MailService,
    private readonly mailer: OrderMailer,
    private readonly events: DomainEvents,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    // Every minute by default (RESERVATION_CHECK_MS).
    this.timer = setInterval(() => void this.run(), this.config.reservationCheckMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** One look, or the one under way; answers how many orders it expired and reminded. */
  run(): Promise<{ expired: number; reminded: number }> {
    this.running ??= this.tick(CTX)
      .then((done) => {
        if (done.expired || done.reminded)
          this.logger.info({ event: 'reservations_checked', ...done }, 'reservations expired or reminded');
        return done;
      })
      .catch((error: unknown) => {
        this.logger.warn(
          { event: 'reservation_clock_failed', err: error },
          'the reservations could not be checked; tried again shortly',
        );
        return { expired: 0, reminded: 0 };
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async tick(ctx: RequestContext): Promise<{ expired: number; reminded: number }> {
    const settings = await this.settings.read(ctx);
    return this.db.withTransaction(ctx, async (tx) => {
      const [{ locked }] = await this.db.query<{ locked: boolean }[]>(
        tx,
        `SELECT pg_try_advisory_xact_lock($1) AS locked`,
        [CLOCK_LOCK],
      );
      if (!locked) return { expired: 0, reminded: 0 };
      const ended = await this.db.query<OrderRow[]>(
        tx,
        `${SELECT_ORDERS}
          WHERE (o.state = 'AWAITING_CONFIRMATION' AND o.confirm_expires_at <= now()) OR (o.state = 'AWAITING_PAYMENT' AND o.reserved_until <= now())
          ORDER BY o.id LIMIT 200 FOR UPDATE OF o SKIP LOCKED`,
      );
      for (const row of ended) {
        const next = transition(row.state, row.kind, 'expire');
        await this.db.query<unknown>(tx, `UPDATE orders SET state = $2, updated_at = now() WHERE id = $1`, [
          row.id,
          next,
        ]);
        await recordChange(this.db, tx, { orderId: row.id, actor: 'SHOP', from: row.state, to: next });
        // An unconfirmed order held nothing and its address was never confirmed: nothing to tell.
        if (row.state !== 'AWAITING_PAYMENT') continue;
        await this.mail.enqueue(tx, await this.mailer.toBuyer('expired', { ...row, state: next }, settings));
        if (row.product_id !== null)
          await this.events.publish(tx, { type: 'ProductChanged', id: row.product_id });
      }
      const due = await this.db.query<OrderRow[]>(
        tx,
        `${SELECT_ORDERS}
          WHERE o.state = 'AWAITING_PAYMENT' AND o.reminded_at IS NULL AND o.reserved_until > now() AND o.reserved_until <= now() + interval '1 day'
          ORDER BY o.id LIMIT 200 FOR UPDATE OF o SKIP LOCKED`,
      );
      for (const row of due) {
        await this.db.query<unknown>(tx, `UPDATE orders SET reminded_at = now() WHERE id = $1`, [row.id]);
        await this.mail.enqueue(tx, await this.mailer.toBuyer('reminder', row, settings));
      }
      return { expired: ended.length, reminded: due.length };
    });
  }
}
