import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { AppError, notFound } from '../common/errors/app-error';
import { AccountParts } from '../common/events/account-parts';
import { ScheduledPublishing } from '../common/events/scheduled-publishing';
import { SitemapEntries } from '../common/http/sitemap-entries';
import { sitePaths } from '../common/site-paths';
import { DomainEvents } from '../common/events/domain-events';
import type { RequestContext } from '../common/context/request-context';
import type { PageRequest } from '../common/pagination/page.args';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionalConnection } from '../database/transactional-connection';
import { isPublic, isUnpublished, visibleTo } from '../database/visibility';
import { EncodeQueue } from '../media/encode-queue';
import { IMAGE_STORE, type ImageStore } from '../media/image-store';
import { FileTooLarge, type IncomingFile } from '../media/uploads';
import { FileWrites } from '../media/write-with-files';
import { BackgroundPicturesService, BACKGROUNDS_FOLDER } from './background-pictures.service';
import { prepareBackground } from './backgrounds';
import { BACKGROUND_FILE, type PublicationInput } from './dto/publication.input';
import { RenderedMarkdown } from './markdown';
import type {
  AdminPublication,
  Publication,
  PublicationBackground,
  PublicationPage,
} from './publication.model';
import { checkPublicationTexts, publicationTexts } from './publication-texts';
import { gapsOf, localized, type Untranslated } from '../i18n/bilingual-texts';
import { TranslationGapsService } from '../i18n/translation-gaps.service';

interface PublicationRow {
  id: number;
  title_en: string;
  title_pl: string;
  abstract_en: string;
  abstract_pl: string;
  content_en: string;
  content_pl: string;
  image: string;
  author_name: string | null;
  created_at: Date;
  updated_at: Date;
  draft: boolean;
  publish_at: Date | null;
  total?: string;
}

const SELECT = `SELECT p.id, p.title_en, p.title_pl, p.abstract_en, p.abstract_pl, p.content_en, p.content_pl, p.image,
    u.name AS author_name, p.created_at, p.updated_at, p.draft, p.publish_at
  FROM publications p LEFT JOIN users u ON u.id = p.author_id`;
/** The same columns with the contents left empty: what a list that shows none reads. */
const SELECT_WITHOUT_CONTENT = SELECT.replace(
  'p.content_en, p.content_pl',
  `'' AS content_en, '' AS content_pl`,
);

/**
 * The blog: publications read by everyone, written by admins (the AccessGuard checks that, by each handler's @Allow).
 * Each write is one statement, in the caller's transaction when the context carries one.
 */
@Injectable()
export class PublicationsService implements OnModuleInit {
  /** Each text's HTML, rendered once per version. */
  private readonly markdown = new RenderedMarkdown();

  constructor(
    private readonly db: TransactionalConnection,
    @Inject(IMAGE_STORE) private readonly store: ImageStore,
    private readonly files: FileWrites,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly encoding: EncodeQueue,
    private readonly backgrounds: BackgroundPicturesService,
    private readonly events: DomainEvents,
    private readonly translations: TranslationGapsService,
    private readonly accountParts: AccountParts,
    private readonly schedule: ScheduledPublishing,
    private readonly sitemap: SitemapEntries,
  ) {}

  /** The translation view lists the blog after the catalogue, newest first. */
  onModuleInit(): void {
    this.translations.register(2, (ctx) => this.untranslated(ctx));
    // A post scheduled for later drops its kept pages when its time comes (the partial index on publish_at answers it).
    this.sitemap.register(2, async (ctx) => {
      const rows = await this.db.query<{ id: number; updated_at: Date }[]>(
        ctx,
        `SELECT id, updated_at FROM publications WHERE ${isPublic('')} ORDER BY id`,
      );
      return rows.map((row) => ({ path: sitePaths.publication(row.id), lastmod: new Date(row.updated_at) }));
    });
    this.schedule.register(async (ctx, after, until) => {
      const rows = await this.db.query<{ id: number }[]>(
        ctx,
        `SELECT id FROM publications WHERE NOT draft AND publish_at IS NOT NULL AND publish_at > $1 AND publish_at <= $2`,
        [after, until],
      );
      return rows.map((row) => ({ type: 'PublicationChanged' as const, id: row.id }));
    });
    // A post shows its author's name, on its page and in the blog's list.
    this.accountParts.register({
      order: 4,
      // Posts are the shop's, written by an admin: not the author's personal data, and they stay.
      exportSections: () => Promise.resolve({}),
      traces: async (ctx, userId) => {
        const rows: { id: number }[] = await this.db.query(
          ctx,
          `SELECT id FROM publications WHERE author_id = $1`,
          [userId],
        );
        return rows.map((row) => ({ type: 'PublicationChanged' as const, id: row.id }));
      },
    });
  }

  /**
   * An admin's background upload (either API): within the product photos' limits, checked by content
   * and re-encoded like them, stored, its file name answered for `image`.
   */
  async storeBackground(ctx: RequestContext, file: IncomingFile): Promise<PublicationBackground> {
    const { maxFileBytes, maxPixels } = this.config.uploads;
    const body = await file.read(maxFileBytes).catch((error: unknown) => {
      throw error instanceof FileTooLarge
        ? new AppError('PAYLOAD_TOO_LARGE', 'Image too large', { fields: { file: ['FILE_TOO_LARGE'] } })
        : error;
    });
    // The image work happens before, and outside, the (empty) transaction.
    const { prepared, name } = await this.encoding.run(
      () => prepareBackground(body, BACKGROUNDS_FOLDER, maxPixels),
      ctx.signal,
    );
    await this.files.write(ctx, { files: prepared.files, commit: async () => name });
    return { image: name, imageUrl: this.imageUrl(name)! };
  }

  /**
   * Newest first, then by id. `withContent: false` (a list that shows no content): the contents, up to
   * 40,000 characters in each language, are not even read.
   */
  async list(
    ctx: RequestContext,
    page: PageRequest,
    { withContent = true }: { withContent?: boolean } = {},
  ): Promise<PublicationPage> {
    const rows: PublicationRow[] = await this.db.query(
      ctx,
      `SELECT q.*, (SELECT count(*) FROM publications WHERE ${isPublic('')}) AS total
         FROM (${withContent ? SELECT : SELECT_WITHOUT_CONTENT} WHERE ${isPublic('p')} ORDER BY p.created_at DESC, p.id DESC LIMIT $1 OFFSET $2) q`,
      [page.limit, page.offset],
    );
    const total = rows.length
      ? Number(rows[0].total)
      : Number(
          (
            await this.db.query<{ count: string }[]>(
              ctx,
              `SELECT count(*) FROM publications WHERE ${isPublic('')}`,
            )
          )[0].count,
        );
    return { items: rows.map((row) => this.publication(ctx, row)), total };
  }

  /** One publication; a draft only for an admin (to anyone else it does not exist). */
  async get(ctx: RequestContext, id: number): Promise<Publication> {
    const params: unknown[] = [id];
    const visible = visibleTo(ctx, 'p', params);
    const [row]: PublicationRow[] = await this.db.query(
      ctx,
      `${SELECT} WHERE p.id = $1 AND ${visible}`,
      params,
    );
    if (!row) throw notFound('Publication not found');
    return this.publication(ctx, row);
  }

  /** The edit screen's publication: every text in both languages. */
  async adminGet(ctx: RequestContext, id: number): Promise<AdminPublication> {
    const [row]: PublicationRow[] = await this.db.query(ctx, `${SELECT} WHERE p.id = $1`, [id]);
    if (!row) throw notFound('Publication not found');
    return {
      id: row.id,
      titleEn: row.title_en,
      titlePl: row.title_pl,
      abstractEn: row.abstract_en,
      abstractPl: row.abstract_pl,
      contentEn: row.content_en,
      contentPl: row.content_pl,
      image: row.image,
      imageUrl: this.imageUrl(row.image),
      draft: row.draft,
      publishAt: row.publish_at ? new Date(row.publish_at) : null,
    };
  }

  /** The admin panel's "Drafts": every unpublished post, the last changed first, without their content. */
  async drafts(ctx: RequestContext): Promise<Publication[]> {
    const rows: PublicationRow[] = await this.db.query(
      ctx,
      `${SELECT_WITHOUT_CONTENT} WHERE ${isUnpublished('p')} ORDER BY p.updated_at DESC, p.id DESC`,
    );
    return rows.map((row) => this.publication(ctx, row));
  }

  /**
   * The caller becomes the author. A post is dated when it goes public: now, or its publish time when
   * scheduled (a draft is dated again when published). `createdAt`: the demo blog's dates.
   */
  async create(
    ctx: RequestContext,
    input: PublicationInput,
    options: { createdAt?: Date } = {},
  ): Promise<Publication> {
    // One transaction: a stored background is claimed (checked and kept) until the row that names it commits.
    if (!this.db.inTransaction(ctx))
      return this.db.withTransaction(ctx, (tx) => this.create(tx, input, options));
    const texts = publicationTexts(ctx.locale, input);
    checkPublicationTexts(texts);
    await this.backgrounds.claim(ctx, input.image);
    const [{ id }] = await this.db.query<{ id: number }[]>(
      ctx,
      `INSERT INTO publications (title_en, title_pl, abstract_en, abstract_pl, content_en, content_pl, image, author_id, created_at, updated_at, draft, publish_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8,
               coalesce($9, CASE WHEN NOT $10 AND $11::timestamptz > now() THEN $11::timestamptz ELSE now() END), coalesce($9, now()), $10, $11) RETURNING id`,
      [
        texts.title.en ?? '',
        texts.title.pl ?? '',
        texts.abstract.en ?? '',
        texts.abstract.pl ?? '',
        texts.content.en ?? '',
        texts.content.pl ?? '',
        input.image ?? '',
        ctx.caller!.id,
        options.createdAt ?? null,
        input.draft === true,
        input.publishAt ?? null,
      ],
    );
    await this.changed(ctx, id);
    return this.get(ctx, id);
  }

  /**
   * Keeps the author, and the date unless it goes public now or is scheduled (see `create`); a version of
   * a text, or the picture, not sent stays as it is.
   */
  async update(ctx: RequestContext, id: number, input: PublicationInput): Promise<Publication> {
    if (!this.db.inTransaction(ctx)) return this.db.withTransaction(ctx, (tx) => this.update(tx, id, input));
    const texts = publicationTexts(ctx.locale, input);
    const [stored]: PublicationRow[] = await this.db.query(
      ctx,
      `SELECT title_en, title_pl, abstract_en, abstract_pl, content_en, content_pl FROM publications WHERE id = $1`,
      [id],
    );
    if (!stored) throw notFound('Publication not found');
    const after = {
      title: { en: texts.title.en ?? stored.title_en, pl: texts.title.pl ?? stored.title_pl },
      abstract: { en: texts.abstract.en ?? stored.abstract_en, pl: texts.abstract.pl ?? stored.abstract_pl },
      content: { en: texts.content.en ?? stored.content_en, pl: texts.content.pl ?? stored.content_pl },
    };
    checkPublicationTexts({ ...texts, ...after });
    await this.backgrounds.claim(ctx, input.image);
    // UPDATE answers [rows, affected count] through TypeORM's PostgreSQL driver; the image it replaced too.
    // A version not sent is written as null and keeps what the row holds when the statement runs.
    const [updated]: [{ old_image: string }[]] = await this.db.query(
      ctx,
      `UPDATE publications p SET title_en = coalesce($2, p.title_en), title_pl = coalesce($3, p.title_pl),
          abstract_en = coalesce($4, p.abstract_en), abstract_pl = coalesce($5, p.abstract_pl),
          content_en = coalesce($6, p.content_en), content_pl = coalesce($7, p.content_pl), image = coalesce($8, p.image), draft = coalesce($9, p.draft),
          publish_at = CASE WHEN $10::boolean THEN $11::timestamptz ELSE p.publish_at END, updated_at = now(),
          -- Dated when it goes public: one that was public keeps its date, a draft too; one published now,
          -- or scheduled, takes that time (so the blog and the feed show it new, not where it was written).
          created_at = CASE
            WHEN NOT old.draft AND (old.publish_at IS NULL OR old.publish_at <= now()) THEN p.created_at
            WHEN coalesce($9, old.draft) THEN p.created_at
            ELSE greatest(now(), coalesce(CASE WHEN $10::boolean THEN $11::timestamptz ELSE old.publish_at END, now()))
          END
         FROM (SELECT id, image, draft, publish_at FROM publications WHERE id = $1 FOR UPDATE) old
        WHERE p.id = old.id RETURNING old.image AS old_image`,
      [
        id,
        texts.title.en ?? null,
        texts.title.pl ?? null,
        texts.abstract.en ?? null,
        texts.abstract.pl ?? null,
        texts.content.en ?? null,
        texts.content.pl ?? null,
        input.image ?? null,
        input.draft ?? null,
        // null clears the publish time; left out, it stays.
        input.publishAt !== undefined,
        input.publishAt ?? null,
      ],
    );
    if (!updated.length) throw notFound('Publication not found');
    // The picture not sent stays; one replaced goes unless another publication shows it.
    if (input.image !== undefined && updated[0].old_image !== input.image)
      await this.backgrounds.dropIfUnused(ctx, updated[0].old_image);
    await this.changed(ctx, id);
    return this.get(ctx, id);
  }

  /**
   * Spec §1: its comments and their votes go with it (foreign keys, one statement: all or nothing), then
   * its background's files once that committed, unless another publication still shows the picture.
   * Answers the id.
   */
  async remove(ctx: RequestContext, id: number): Promise<number> {
    // DELETE answers [rows, affected count] through TypeORM's PostgreSQL driver.
    const [deleted]: [{ image: string }[]] = await this.db.query(
      ctx,
      `DELETE FROM publications WHERE id = $1 RETURNING image`,
      [id],
    );
    if (!deleted.length) throw notFound('Publication not found');
    if (deleted[0].image) await this.backgrounds.dropIfUnused(ctx, deleted[0].image);
    await this.changed(ctx, id);
    return id;
  }

  /** Kept pages and API answers miss once the write is committed, whoever wrote (the API, the demo seed). */
  private changed(ctx: RequestContext, id: number): Promise<void> {
    return this.events.publish(ctx, { type: 'PublicationChanged', id });
  }

  /** For the feed and the sitemap: the newest publications, without their content. */
  async newest(ctx: RequestContext, limit: number): Promise<Publication[]> {
    const rows: PublicationRow[] = await this.db.query(
      ctx,
      `${SELECT_WITHOUT_CONTENT} WHERE ${isPublic('p')} ORDER BY p.created_at DESC, p.id DESC LIMIT $1`,
      [limit],
    );
    return rows.map((row) => this.publication(ctx, row));
  }

  /** The translation view's publications: each with a title, abstract or content missing in one language, newest first. */
  async untranslated(ctx: RequestContext): Promise<Untranslated[]> {
    const rows: {
      id: number;
      title_en: string;
      title_pl: string;
      abstract_en: boolean;
      abstract_pl: boolean;
      content_en: boolean;
      content_pl: boolean;
    }[] = await this.db.query(
      ctx,
      `SELECT id, title_en, title_pl, abstract_en <> '' AS abstract_en, abstract_pl <> '' AS abstract_pl, content_en <> '' AS content_en, content_pl <> '' AS content_pl
         FROM publications
        WHERE title_en = '' OR title_pl = '' OR abstract_en = '' OR abstract_pl = '' OR content_en = '' OR content_pl = ''
        ORDER BY created_at DESC, id DESC`,
    );
    return rows.map((row) => {
      const label = localized(ctx.locale, { en: row.title_en, pl: row.title_pl });
      return {
        kind: 'PUBLICATION',
        id: row.id,
        label: label.text,
        labelLang: label.lang,
        missing: [
          ...gapsOf('TITLE', { en: row.title_en !== '', pl: row.title_pl !== '' }),
          ...gapsOf('ABSTRACT', { en: row.abstract_en, pl: row.abstract_pl }),
          ...gapsOf('CONTENT', { en: row.content_en, pl: row.content_pl }),
        ],
      };
    });
  }

  /** A file name is a background the admin uploaded; paths and URLs are used as they are. */
  imageUrl(image: string): string | null {
    if (!image) return null;
    return BACKGROUND_FILE.test(image) ? this.store.url(`${BACKGROUNDS_FOLDER}/${image}`) : image;
  }

  /**
   * In the request's language, each text falling back to the other one on its own. The HTML is made
   * when first read (a GraphQL list that does not ask for it never renders it), and kept per version.
   */
  private publication(ctx: RequestContext, row: PublicationRow): Publication {
    const title = localized(ctx.locale, { en: row.title_en, pl: row.title_pl });
    const abstract = localized(ctx.locale, { en: row.abstract_en, pl: row.abstract_pl });
    const content = localized(ctx.locale, { en: row.content_en, pl: row.content_pl });
    const markdown = this.markdown;
    return {
      id: row.id,
      title: title.text,
      titleLang: title.lang,
      abstract: abstract.text,
      abstractLang: abstract.lang,
      content: content.text,
      contentLang: content.lang,
      get contentHtml() {
        return content.text
          ? markdown.get(`${row.id} ${content.lang} ${new Date(row.updated_at).getTime()}`, content.text)
          : '';
      },
      image: row.image,
      imageUrl: this.imageUrl(row.image),
      authorName: row.author_name ?? '',
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
      draft: row.draft,
      publishAt: row.publish_at ? new Date(row.publish_at) : null,
    };
  }
}
