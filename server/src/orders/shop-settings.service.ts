import { Injectable } from '@nestjs/common';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { RequestContext } from '../common/context/request-context';
import { badInput, type FieldErrors } from '../common/errors/app-error';
import { DomainEvents } from '../common/events/domain-events';
import { TransactionalConnection } from '../database/transactional-connection';
import { DELIVERY_METHODS, type DeliveryMethod, type DeliveryOption } from './delivery';
import type { ShopSettingsInput } from './dto/order.input';
import { groupedIban } from './payment';

/** The maker's settings for selling, as the services read them: the IBAN in its electronic format. */
export interface SellingSettings {
  accountHolder: string;
  iban: string;
  reservationDays: number;
  delivery: DeliveryOption[];
}

/** Every method once, in the checkout's order; one missing from the row is off. */
const withEveryMethod = (options: DeliveryOption[]): DeliveryOption[] =>
  DELIVERY_METHODS.map(
    (method) =>
      options.find((option) => option.method === method) ?? {
        method,
        enabled: false,
        priceGrosze: 0,
        countries: ['PL'],
      },
  );

/** The maker's settings (one row of `shop_settings`), edited on /admin/settings, not in the environment. */
@Injectable()
export class ShopSettingsService {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly events: DomainEvents,
  ) {}

  async read(ctx: RequestContext): Promise<SellingSettings> {
    const [row] = await this.db.query<
      { account_holder: string; iban: string; reservation_days: number; delivery: DeliveryOption[] }[]
    >(ctx, `SELECT account_holder, iban, reservation_days, delivery FROM shop_settings WHERE id = 1`);
    return {
      accountHolder: row.account_holder,
      iban: row.iban,
      reservationDays: row.reservation_days,
      delivery: withEveryMethod(row.delivery),
    };
  }

  /** The settings as the admin page shows them: the IBAN grouped. */
  async forAdmin(ctx: RequestContext): Promise<SellingSettings> {
    const settings = await this.read(ctx);
    return { ...settings, iban: settings.iban ? groupedIban(settings.iban) : '' };
  }

  /** Whether buyers can order: only once the maker gave an account to pay into. */
  static takesOrders(settings: SellingSettings): boolean {
    return settings.iban !== '' && settings.accountHolder !== '';
  }

  /** Whether any order waits for a transfer into the account (its page and mail show the account number). */
  private async awaitingPayment(ctx: RequestContext): Promise<boolean> {
    const rows = await this.db.query<{ waiting: boolean }[]>(
      ctx,
      `SELECT EXISTS (SELECT 1 FROM orders WHERE state = 'AWAITING_PAYMENT') AS waiting`,
    );
    return rows[0].waiting;
  }

  async update(ctx: RequestContext, input: ShopSettingsInput): Promise<SellingSettings> {
    const problems: FieldErrors = {};
    // An empty account number stops the shop taking orders (the maker pauses selling), but not while a buyer
    // still has to pay into it.
    const typed = input.iban.trim();
    const iban = typed === '' ? '' : (electronicFormatIBAN(typed) ?? '');
    if (typed !== '' && !isValidIBAN(iban)) problems.iban = ['IBAN_INVALID'];
    if (typed === '' && (await this.awaitingPayment(ctx))) problems.iban = ['ORDERS_AWAITING_PAYMENT'];
    const seen = new Set<DeliveryMethod>();
    input.delivery.forEach((option, index) => {
      if (seen.has(option.method)) problems[`delivery.${index}.method`] = ['NOT_ALLOWED'];
      seen.add(option.method);
    });
    if (Object.keys(problems).length) throw badInput('The settings were not saved', problems);
    const delivery = withEveryMethod(
      input.delivery.map(({ method, enabled, priceGrosze, countries }) => ({
        method,
        enabled,
        priceGrosze,
        countries: method === 'COURIER' && countries.length ? [...new Set(countries)] : ['PL'],
      })),
    );
    await this.db.query<unknown>(
      ctx,
      `UPDATE shop_settings SET account_holder = $1, iban = $2, reservation_days = $3, delivery = $4, updated_at = now() WHERE id = 1`,
      [input.accountHolder, iban, input.reservationDays, JSON.stringify(delivery)],
    );
    // Checkout pages show the delivery prices and whether the shop takes orders: a rare change, which drops every kept page.
    await this.events.publish(ctx, { type: 'CatalogueChanged' });
    return this.forAdmin(ctx);
  }
}
