import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { AccountParts } from '../common/events/account-parts';
import { absoluteUrl, sitePaths, siteUrl } from '../common/site-paths';
import type { Logger } from 'pino';
import type { RequestContext } from '../common/context/request-context';
import { notFound } from '../common/errors/app-error';
import { LOGGER } from '../common/logging/logger.provider';
import { smallestVariantKey } from '../media/image-variants';
import { PictureAccess } from '../media/picture-access';
import type { Page } from '../common/pagination/paginated';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionalConnection } from '../database/transactional-connection';
import { MailService, type MailPiece, type QueuedMail } from '../mail/mail.service';
import { ProductsService } from '../products/products.service';
import { EnquiriesArgs, EnquiryInput, EnquiryStateValue } from './dto/enquiry.input';
import type { Enquiry } from './enquiry.model';
import { LanguageValue } from '../i18n/language.model';

/** An enquiry's state as the table holds it (the API's is upper case). */
type StoredState = 'new' | 'answered' | 'closed';

/** An account's enquiry, as its export gives it. */
interface ExportedEnquiry {
  id: number;
  productId: number | null;
  name: string;
  email: string;
  message: string;
  state: StoredState;
  createdAt: Date;
}

interface EnquiryRow {
  id: number;
  product_id: number | null;
  product_name_pl: string | null;
  product_name_en: string | null;
  photo_key: string | null;
  photo_widths: number[] | null;
  name: string;
  email: string;
  message: string;
  state: StoredState;
  locale: string;
  created_at: Date;
  total: string;
  new_count: string;
}

/** An enquiry's columns: its piece's names and first photo (the smallest stored size) beside its own. */
const COLUMNS = `e.id, e.product_id, p.name_pl AS product_name_pl, p.name_en AS product_name_en, photo.file_key AS photo_key, photo.variant_widths AS photo_widths,
                 e.name, e.email, e.message, e.state, e.locale, e.created_at`;
const SOURCES = `enquiries e LEFT JOIN products p ON p.id = e.product_id
                 LEFT JOIN LATERAL (SELECT i.file_key, i.variant_widths FROM product_images i WHERE i.product_id = e.product_id ORDER BY i.position, i.id LIMIT 1) photo ON true`;

/**
 * Enquiries: kept in `enquiries` and mailed in the same transaction, to the maker (MAKER_EMAIL, else
 * the first admin; Reply-To the customer, the piece named, linked and shown) in Polish, and a notice to
 * the customer in the request's language that says it arrived (nothing they wrote: the address is unverified). A filled honeypot is answered alike and nothing is kept.
 */
@Injectable()
export class EnquiriesService implements OnModuleInit {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly mail: MailService,
    private readonly products: ProductsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly accountParts: AccountParts,
    private readonly pictures: PictureAccess,
  ) {}

  /** The enquiries a signed-in account sent: in its export (they go with the account); no page shows them. */
  onModuleInit(): void {
    this.accountParts.register({
      order: 5,
      exportSections: async (ctx, userId) => ({
        enquiries: await this.db.query<ExportedEnquiry[]>(
          ctx,
          `SELECT id, product_id AS "productId", name, email, message, state, created_at AS "createdAt" FROM enquiries WHERE user_id = $1 ORDER BY created_at, id`,
          [userId],
        ),
      }),
      traces: () => Promise.resolve([]),
    });
  }

  async create(ctx: RequestContext, productId: number | null, input: EnquiryInput): Promise<void> {
    const piece = productId === null ? undefined : await this.piece(ctx, productId);
    if (input.website) {
      this.logger.warn({ event: 'enquiry_honeypot' }, 'an enquiry filled the hidden field: dropped');
      return;
    }
    const maker = this.config.mail.makerEmail ?? (await this.firstAdmin(ctx));
    const mails: QueuedMail[] = [];
    if (maker) {
      const makerPiece =
        productId === null ? undefined : await this.piece({ ...ctx, locale: 'pl' }, productId);
      mails.push(
        await this.mail.compose(
          'pl',
          {
            kind: 'enquiry-to-maker',
            customerName: input.name,
            customerEmail: input.email,
            message: input.message,
            piece: makerPiece,
            adminUrl: siteUrl(this.config.publicUrl, sitePaths.adminEnquiries, 'pl'),
          },
          maker,
          input.email,
        ),
      );
    } else {
      this.logger.warn(
        { event: 'enquiry_no_maker' },
        'no MAKER_EMAIL and no admin: the enquiry is kept, the maker is not mailed',
      );
    }
    // The address is the visitor's word only: its copy carries nothing they wrote, and goes a few times an hour at most.
    if (await this.mail.mayMailUnverified(input.email)) {
      mails.push(await this.mail.compose(ctx.locale, { kind: 'enquiry-copy', piece }, input.email));
    } else {
      this.logger.warn(
        { event: 'enquiry_copy_limited' },
        'enquiry copy not mailed: too many to this address this hour',
      );
    }
    await this.db.withTransaction(ctx, async (tx) => {
      await this.db.query<unknown>(
        tx,
        `INSERT INTO enquiries (product_id, user_id, name, email, message, locale) VALUES ($1, $2, $3, $4, $5, $6)`,
        [productId, ctx.caller?.id ?? null, input.name, input.email, input.message, ctx.locale],
      );
      await this.mail.enqueue(tx, ...mails);
    });
    this.logger.info({ event: 'enquiry', productId }, 'enquiry kept and mailed');
  }

  /** Newest first, filtered by state; `newCount` counts the new ones whatever the filter. */
  async list(ctx: RequestContext, args: EnquiriesArgs): Promise<Page<Enquiry> & { newCount: number }> {
    const rows: EnquiryRow[] = await this.db.query(
      ctx,
      `SELECT ${COLUMNS},
              count(*) OVER () AS total, (SELECT count(*) FROM enquiries WHERE state = 'new') AS new_count
         FROM ${SOURCES}
        WHERE ($1::varchar IS NULL OR e.state = $1)
        ORDER BY e.created_at DESC, e.id DESC
        OFFSET $2 LIMIT $3`,
      [args.state?.toLowerCase() ?? null, args.offset, args.limit],
    );
    const newCount = rows.length
      ? Number(rows[0].new_count)
      : Number(
          (
            await this.db.query<{ count: string }[]>(
              ctx,
              `SELECT count(*) AS count FROM enquiries WHERE state = 'new'`,
            )
          )[0].count,
        );
    const total = rows.length
      ? Number(rows[0].total)
      : Number(
          (
            await this.db.query<{ count: string }[]>(
              ctx,
              `SELECT count(*) AS count FROM enquiries WHERE ($1::varchar IS NULL OR state = $1)`,
              [args.state?.toLowerCase() ?? null],
            )
          )[0].count,
        );
    return { items: await Promise.all(rows.map((row) => this.enquiry(ctx, row))), total, newCount };
  }

  async setState(ctx: RequestContext, id: number, state: EnquiryStateValue): Promise<Enquiry> {
    // UPDATE answers [rows, affected count] through TypeORM's PostgreSQL driver.
    const [rows] = await this.db.query<[{ id: number }[], number]>(
      ctx,
      `UPDATE enquiries SET state = $2 WHERE id = $1 RETURNING id`,
      [id, state.toLowerCase()],
    );
    if (!rows.length) throw notFound('Enquiry not found');
    const [row] = await this.db.query<EnquiryRow[]>(
      ctx,
      `SELECT ${COLUMNS} FROM ${SOURCES} WHERE e.id = $1`,
      [id],
    );
    return this.enquiry(ctx, row);
  }

  private async enquiry(ctx: RequestContext, row: EnquiryRow): Promise<Enquiry> {
    const names =
      ctx.locale === 'en'
        ? [row.product_name_en, row.product_name_pl]
        : [row.product_name_pl, row.product_name_en];
    return {
      id: row.id,
      piece:
        row.product_id === null
          ? null
          : {
              id: row.product_id,
              name: names.find((name) => name) ?? '',
              photoUrl: await this.photoUrl(row),
            },
      name: row.name,
      email: row.email,
      message: row.message,
      state: row.state.toUpperCase() as EnquiryStateValue,
      language: row.locale === 'en' ? LanguageValue.en : LanguageValue.pl,
      createdAt: new Date(row.created_at),
    };
  }

  /** The piece's first photo in its smallest stored size (WebP), signed while the piece is not public; null for a piece without photos. */
  private async photoUrl(row: EnquiryRow): Promise<string | null> {
    const key = smallestVariantKey(row.photo_key, row.photo_widths, 'webp');
    return key ? this.pictures.address(key) : null;
  }

  /** The piece as a mail shows it: name, page and cover photo, absolute. 404 for an unknown piece. */
  private async piece(ctx: RequestContext, productId: number): Promise<MailPiece> {
    const product = await this.products.get(ctx, productId).catch((error: unknown) => {
      throw error instanceof Error && error.name === 'AppError' ? error : notFound('Product not found');
    });
    const cover = product.images[0]?.imageUrl;
    return {
      name: product.name,
      url: siteUrl(this.config.publicUrl, sitePaths.product(product.id), ctx.locale),
      photoUrl: cover ? absoluteUrl(this.config.publicUrl, cover) : undefined,
    };
  }

  private async firstAdmin(ctx: RequestContext): Promise<string | undefined> {
    const [row] = await this.db.query<{ email: string }[]>(
      ctx,
      `SELECT email FROM users WHERE is_admin ORDER BY id LIMIT 1`,
    );
    return row?.email;
  }
}
