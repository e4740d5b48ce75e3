import { Inject, Injectable } from '@nestjs/common';
import type { RequestContext } from '../common/context/request-context';
import { sitePaths } from '../common/site-paths';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionalConnection } from '../database/transactional-connection';
import type { Language } from '../i18n/locale';
import { MailService, type MailPiece, type QueuedMail } from '../mail/mail.service';
import { OrderLinks } from './order-links';
import { orderMail, type OrderMailEvent, type OrderMailFacts } from './order-mails';
import { type OrderRow, totalOf, trackingUrl, transferOf } from './order-rows';
import { OrderViews } from './order-views';
import { groupedIban, qrPng, zbpText } from './payment';
import type { SellingSettings } from './shop-settings.service';

/** The cid of the QR code a mail shows inline. */
const QR_CID = 'payment-qr';

/** The mails of an order, composed before its transaction and queued in it: the buyer's in their language, the maker's in Polish. */
@Injectable()
export class OrderMailer {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly mail: MailService,
    private readonly links: OrderLinks,
    private readonly views: OrderViews,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The first mail: the link that confirms the address (and opens the order). */
  confirmation(
    row: Pick<OrderRow, 'number' | 'access_salt' | 'email' | 'locale' | 'product_id' | 'product_name'>,
    photoUrl: string | undefined,
    confirmToken: string,
    minutes: number,
  ): Promise<QueuedMail> {
    const facts: OrderMailFacts = {
      number: row.number,
      piece: this.piece(row.product_id, row.product_name, photoUrl, row.locale),
      orderUrl: this.links.page(row.number, row.access_salt, row.locale),
      confirmUrl: this.links.page(row.number, row.access_salt, row.locale, confirmToken),
      confirmMinutes: minutes,
    };
    return this.mail.compose(row.locale, orderMail('confirm', facts, row.locale), row.email);
  }

  /** A mail to the buyer about `event`, with the payment details and the QR code inline while the order awaits payment. */
  async toBuyer(event: OrderMailEvent, row: OrderRow, settings: SellingSettings): Promise<QueuedMail> {
    const { locale } = row;
    const amountGrosze = totalOf(row);
    const paying = row.state === 'AWAITING_PAYMENT' && amountGrosze !== null;
    const facts: OrderMailFacts = {
      number: row.number,
      piece: this.piece(row.product_id, row.product_name, this.views.photoUrl(row) ?? undefined, locale),
      orderUrl: this.links.page(row.number, row.access_salt, locale),
      totalGrosze: amountGrosze,
      reservedUntil: row.reserved_until ? new Date(row.reserved_until) : null,
      payment: paying
        ? {
            iban: groupedIban(settings.iban),
            recipient: settings.accountHolder,
            title: row.number,
            qrCid: QR_CID,
          }
        : undefined,
      carrier: row.carrier,
      trackingNumber: row.tracking_number,
      trackingUrl: trackingUrl(row),
      reason: row.reason,
      readyBy: row.ready_by,
    };
    const mail = await this.mail.compose(locale, orderMail(event, facts, locale), row.email);
    if (!paying) return mail;
    const qr = await qrPng(zbpText(transferOf(row, settings)));
    return {
      ...mail,
      attachments: [{ cid: QR_CID, filename: `${row.number}.png`, contentType: 'image/png', content: qr }],
    };
  }

  /** The maker's mail of a confirmed order (MAKER_EMAIL, else the first admin), in Polish, Reply-To the buyer. */
  async toMaker(ctx: RequestContext, row: OrderRow): Promise<QueuedMail | undefined> {
    const maker =
      this.config.mail.makerEmail ??
      (
        await this.db.query<{ email: string }[]>(
          ctx,
          `SELECT email FROM users WHERE is_admin ORDER BY id LIMIT 1`,
        )
      )[0]?.email;
    if (!maker) return undefined;
    const facts: OrderMailFacts = {
      number: row.number,
      piece: this.piece(row.product_id, row.product_name, this.views.photoUrl(row) ?? undefined, 'pl'),
      orderUrl: '',
      totalGrosze: totalOf(row),
      buyer: { name: row.name, email: row.email, phone: row.phone },
      adminUrl: this.links.site(sitePaths.adminOrders, 'pl'),
    };
    return this.mail.compose('pl', orderMail('to-maker', facts, 'pl'), maker, row.email);
  }

  private piece(
    productId: number | null,
    name: string,
    photoUrl: string | undefined,
    locale: Language,
  ): MailPiece {
    return {
      name,
      url: this.links.site(productId === null ? sitePaths.jewellery : sitePaths.product(productId), locale),
      photoUrl: photoUrl ? this.links.absolute(photoUrl) : undefined,
    };
  }
}
