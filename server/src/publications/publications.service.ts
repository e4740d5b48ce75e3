import { Inject, Injectable } from '@nestjs/common';
import { AppError, notFound } from '../common/errors/app-error';
import { DomainEvents } from '../common/events/domain-events';
import type { RequestContext } from '../common/context/request-context';
import type { PageRequest } from '../common/pagination/page.args';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionalConnection } from '../database/transactional-connection';
import { EncodeQueue } from '../media/encode-queue';
import { IMAGE_STORE, type ImageStore } from '../media/image-store';
import { FileTooLarge, type IncomingFile } from '../media/uploads';
import { FileWrites } from '../media/write-with-files';
import { BackgroundPicturesService, BACKGROUNDS_FOLDER } from './background-pictures.service';
import { prepareBackground } from './backgrounds';
import { BACKGROUND_FILE, type PublicationInput } from './dto/publication.input';
import { renderMarkdown } from './markdown';
import type { Publication, PublicationBackground, PublicationPage } from './publication.model';

interface PublicationRow {
  id: number;
  title: string;
  abstract: string;
  content: string;
  image: string;
  author_name: string | null;
  created_at: Date;
  updated_at: Date;
  total?: string;
}

const SELECT = `SELECT p.id, p.title, p.abstract, p.content, p.image, u.name AS author_name, p.created_at, p.updated_at
  FROM publications p LEFT JOIN users u ON u.id = p.author_id`;

/**
 * The blog: publications read by everyone, written by admins (the resolver and controller check that).
 * Each write is one statement, in the caller's transaction when the context carries one.
 */
@Injectable()
export class PublicationsService {
  constructor(
    private readonly db: TransactionalConnection,
    @Inject(IMAGE_STORE) private readonly store: ImageStore,
    private readonly files: FileWrites,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly encoding: EncodeQueue,
    private readonly backgrounds: BackgroundPicturesService,
    private readonly events: DomainEvents,
  ) {}

  /**
   * An admin's background upload (either API): within the product photos' limits, checked by content
   * and re-encoded like them, stored, its file name answered for `image`.
   */
  async storeBackground(ctx: RequestContext, file: IncomingFile): Promise<PublicationBackground> {
    const { maxFileBytes, maxPixels } = this.config.uploads;
    const body = await file.read(maxFileBytes).catch((error: unknown) => {
      throw error instanceof FileTooLarge ? new AppError('PAYLOAD_TOO_LARGE', 'Image too large', { fields: { file: ['FILE_TOO_LARGE'] } }) : error;
    });
    // The image work happens before, and outside, the (empty) transaction.
    const { prepared, name } = await this.encoding.run(() => prepareBackground(body, BACKGROUNDS_FOLDER, maxPixels), ctx.signal);
    await this.files.write(ctx, { files: prepared.files, commit: async () => name });
    return { image: name, imageUrl: this.imageUrl(name)! };
  }

  /** Newest first, then by id. */
  async list(ctx: RequestContext, page: PageRequest): Promise<PublicationPage> {
    const rows: PublicationRow[] = await this.db.query(
      ctx,
      `SELECT q.*, (SELECT count(*) FROM publications) AS total
         FROM (${SELECT} ORDER BY p.created_at DESC, p.id DESC LIMIT $1 OFFSET $2) q`,
      [page.limit, page.offset],
    );
    const total = rows.length ? Number(rows[0].total) : Number((await this.db.query(ctx, `SELECT count(*) FROM publications`))[0].count);
    return { items: rows.map((row) => this.publication(row)), total };
  }

  async get(ctx: RequestContext, id: number): Promise<Publication> {
    const [row]: PublicationRow[] = await this.db.query(ctx, `${SELECT} WHERE p.id = $1`, [id]);
    if (!row) throw notFound('Publication not found');
    return this.publication(row);
  }

  /** The caller becomes the author. `createdAt`: when it was written, for the demo blog (now otherwise). */
  async create(ctx: RequestContext, input: PublicationInput, options: { createdAt?: Date } = {}): Promise<Publication> {
    const [{ id }] = await this.db.query(
      ctx,
      `INSERT INTO publications (title, abstract, content, image, author_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, coalesce($6, now()), coalesce($6, now())) RETURNING id`,
      [input.title, input.abstract, input.content, input.image ?? '', ctx.caller!.id, options.createdAt ?? null],
    );
    await this.changed(ctx, id);
    return this.get(ctx, id);
  }

  /** Keeps the author and the creation date. */
  async update(ctx: RequestContext, id: number, input: PublicationInput): Promise<Publication> {
    // UPDATE answers [rows, affected count] through TypeORM's PostgreSQL driver; the image it replaced too.
    const [updated]: [{ old_image: string }[]] = await this.db.query(
      ctx,
      `UPDATE publications p SET title = $2, abstract = $3, content = $4, image = $5, updated_at = now()
         FROM (SELECT id, image FROM publications WHERE id = $1 FOR UPDATE) old
        WHERE p.id = old.id RETURNING old.image AS old_image`,
      [id, input.title, input.abstract, input.content, input.image ?? ''],
    );
    if (!updated.length) throw notFound('Publication not found');
    if (updated[0].old_image !== (input.image ?? '')) await this.backgrounds.dropIfUnused(ctx, updated[0].old_image);
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
    const [deleted]: [{ image: string }[]] = await this.db.query(ctx, `DELETE FROM publications WHERE id = $1 RETURNING image`, [id]);
    if (!deleted.length) throw notFound('Publication not found');
    if (deleted[0].image) await this.backgrounds.dropIfUnused(ctx, deleted[0].image);
    await this.changed(ctx, id);
    return id;
  }

  /** Kept pages and API answers miss once the write is committed, whoever wrote (the API, the demo seed). */
  private changed(ctx: RequestContext, id: number): Promise<void> {
    return this.events.publish(ctx, { type: 'PublicationChanged', id });
  }

  /** For the feed and the sitemap: the newest publications, without their content rendered. */
  async newest(ctx: RequestContext, limit: number): Promise<Publication[]> {
    const rows: PublicationRow[] = await this.db.query(ctx, `${SELECT} ORDER BY p.created_at DESC, p.id DESC LIMIT $1`, [limit]);
    return rows.map((row) => this.publication(row, false));
  }

  /** A file name is a background the admin uploaded; paths and URLs are used as they are. */
  imageUrl(image: string): string | null {
    if (!image) return null;
    return BACKGROUND_FILE.test(image) ? this.store.url(`${BACKGROUNDS_FOLDER}/${image}`) : image;
  }

  private publication(row: PublicationRow, render = true): Publication {
    return {
      id: row.id,
      title: row.title,
      abstract: row.abstract,
      content: row.content,
      contentHtml: render ? renderMarkdown(row.content) : '',
      image: row.image,
      imageUrl: this.imageUrl(row.image),
      authorName: row.author_name ?? '',
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
    };
  }
}
