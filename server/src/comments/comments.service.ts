import { Injectable, OnModuleInit } from '@nestjs/common';
import { forbidden, notFound } from '../common/errors/app-error';
import { AccountParts } from '../common/events/account-parts';
import { type CommentsTarget, DomainEvents } from '../common/events/domain-events';
import type { RequestContext } from '../common/context/request-context';
import type { PageRequest } from '../common/pagination/page.args';
import type { Page } from '../common/pagination/paginated';
import { TransactionalConnection } from '../database/transactional-connection';
import type { Language } from '../i18n/locale';
import { SERVER_TEXTS } from '../i18n/server-texts';
import { CommentLimit } from './comment-limit';
import { visibleTo } from '../database/visibility';
import { Comment, CommentTarget } from './comment.model';

export interface CommentRow {
  id: number;
  content: string;
  /** null once the author deleted their account. */
  author_name: string | null;
  by_maker: boolean;
  created_at: Date;
  likes: number;
  dislikes: number;
}

/** An account's comment and vote, as its export gives them. */
interface ExportedComment {
  id: number;
  content: string;
  productId: number | null;
  publicationId: number | null;
  createdAt: Date;
}
interface ExportedVote {
  commentId: number;
  liked: boolean;
  votedAt: Date;
}

/** The target's table and the comment's column for it (fixed strings, never from input). */
const TARGETS: Record<CommentTarget, { table: string; column: string; what: string }> = {
  [CommentTarget.PRODUCT]: { table: 'products', column: 'product_id', what: 'Product' },
  [CommentTarget.PUBLICATION]: { table: 'publications', column: 'publication_id', what: 'Publication' },
};

/** What a comment is under: its product or its publication. */
const targetOf = (row: { product_id: number | null; publication_id: number | null }): CommentsTarget =>
  row.product_id !== null ? { productId: row.product_id } : { publicationId: row.publication_id! };

/** A comment with its like and dislike counts, for comments `c` of a FROM clause. */
export const COMMENT_COLUMNS = `c.id, c.content, u.name AS author_name, u.is_admin AS by_maker, c.created_at, v.likes, v.dislikes`;
export const COMMENT_JOINS = `LEFT JOIN users u ON u.id = c.author_id
  CROSS JOIN LATERAL (SELECT (count(*) FILTER (WHERE liked))::int AS likes, (count(*) FILTER (WHERE NOT liked))::int AS dislikes
                        FROM comment_votes WHERE comment_id = c.id) v`;

/** A comment as the APIs show it; a deleted account's comments are by "Deleted account", in the request's language. */
export const toComment = (row: CommentRow, locale: Language): Comment => ({
  id: row.id,
  content: row.content,
  authorName: row.author_name ?? SERVER_TEXTS[locale].deletedAccount,
  byMaker: row.by_maker === true,
  createdAt: new Date(row.created_at),
  likes: row.likes,
  dislikes: row.dislikes,
});

/**
 * Comments on products and publications: read by everyone, written by signed-in users, deleted by
 * their authors and by admins. Each write is one statement, in the caller's transaction when the context carries one; the
 * page that shows the comment is dropped once it commits.
 */
@Injectable()
export class CommentsService implements OnModuleInit {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly limit: CommentLimit,
    private readonly events: DomainEvents,
    private readonly accountParts: AccountParts,
  ) {}

  /** An account's comments and votes: in its export; its name shows by its comments, and a removed account's votes go, and the counts with them. */
  onModuleInit(): void {
    this.accountParts.register({
      order: 3,
      exportSections: async (ctx, userId) => ({
        comments: await this.db.query<ExportedComment[]>(
          ctx,
          `SELECT id, content, product_id AS "productId", publication_id AS "publicationId", created_at AS "createdAt" FROM comments WHERE author_id = $1 ORDER BY created_at, id`,
          [userId],
        ),
        votes: await this.db.query<ExportedVote[]>(
          ctx,
          `SELECT comment_id AS "commentId", liked, created_at AS "votedAt" FROM comment_votes WHERE user_id = $1 ORDER BY created_at`,
          [userId],
        ),
      }),
      traces: async (ctx, userId, change) => {
        const rows: { product_id: number | null; publication_id: number | null }[] = await this.db.query(
          ctx,
          `SELECT DISTINCT product_id, publication_id FROM comments WHERE author_id = $1
           ${change === 'removed' ? 'UNION SELECT c.product_id, c.publication_id FROM comment_votes v JOIN comments c ON c.id = v.comment_id WHERE v.user_id = $1' : ''}`,
          [userId],
        );
        return rows.map((row) => ({ type: 'CommentsChanged' as const, target: targetOf(row) }));
      },
    });
  }

  /**
   * A page of the comments, oldest first as a conversation reads, with how many there are (one
   * statement); NOT_FOUND when the product or publication does not exist.
   */
  async list(
    ctx: RequestContext,
    target: CommentTarget,
    targetId: number,
    page: PageRequest,
  ): Promise<Page<Comment>> {
    const { table, column, what } = TARGETS[target];
    const params: unknown[] = [targetId, page.limit, page.offset];
    // A draft's comments are the admins' alone, as the draft is.
    const visible = visibleTo(ctx, 't', params);
    const rows: (CommentRow & { found: boolean; total: number })[] = await this.db.query(
      ctx,
      `SELECT t.id IS NOT NULL AS found, (SELECT count(*) FROM comments WHERE ${column} = t.id)::int AS total, c.*
         FROM (SELECT 1) one
         LEFT JOIN ${table} t ON t.id = $1 AND ${visible}
         LEFT JOIN LATERAL (SELECT ${COMMENT_COLUMNS} FROM comments c ${COMMENT_JOINS}
                             WHERE c.${column} = t.id ORDER BY c.created_at, c.id LIMIT $2 OFFSET $3) c ON true`,
      params,
    );
    if (!rows[0]?.found) throw notFound(`${what} not found`);
    return {
      items: rows.filter((row) => row.id !== null).map((row) => toComment(row, ctx.locale)),
      total: rows[0].total,
    };
  }

  /** A signed-in user's comment, within their per-minute limit; an unknown target is NOT_FOUND (its foreign key). */
  async create(
    ctx: RequestContext,
    target: CommentTarget,
    targetId: number,
    content: string,
  ): Promise<Comment> {
    const caller = ctx.caller!;
    const { table, column, what } = TARGETS[target];
    const params: unknown[] = [targetId];
    const visible = visibleTo(ctx, '', params);
    const [{ found }] = await this.db.query<{ found: boolean }[]>(
      ctx,
      `SELECT EXISTS (SELECT 1 FROM ${table} WHERE id = $1 AND ${visible}) AS found`,
      params,
    );
    if (!found) throw notFound(`${what} not found`);
    await this.limit.take(caller.id);
    const [{ id }] = await this.db.query<{ id: number }[]>(
      ctx,
      `INSERT INTO comments (content, author_id, ${column}) VALUES ($1, $2, $3) RETURNING id`,
      [content, caller.id, targetId],
    );
    return this.changed(ctx, id);
  }

  /** Which of these comments the caller wrote (one statement for a page of comments): those they may delete themselves. */
  async mine(ctx: RequestContext, commentIds: number[]): Promise<number[]> {
    if (!commentIds.length) return [];
    const rows: { id: number }[] = await this.db.query(
      ctx,
      `SELECT id FROM comments WHERE author_id = $1 AND id = ANY($2::int[]) ORDER BY id`,
      [ctx.caller!.id, commentIds],
    );
    return rows.map((row) => row.id);
  }

  /**
   * NOT_FOUND unless the comment exists and the caller may see what it is on: a draft's comments are
   * the admins' alone, as the draft is, on every path that takes a comment's id (votes included).
   */
  async assertVisible(ctx: RequestContext, id: number): Promise<void> {
    const params: unknown[] = [id];
    const onPiece = visibleTo(ctx, 'p', params);
    const onPost = visibleTo(ctx, 'b', params);
    const [{ found }] = await this.db.query<{ found: boolean }[]>(
      ctx,
      `SELECT EXISTS (SELECT 1 FROM comments c
                        LEFT JOIN products p ON p.id = c.product_id
                        LEFT JOIN publications b ON b.id = c.publication_id
                       WHERE c.id = $1 AND ((p.id IS NOT NULL AND ${onPiece}) OR (b.id IS NOT NULL AND ${onPost}))) AS found`,
      params,
    );
    if (!found) throw notFound('Comment not found');
  }

  /** A comment with its counts after a change to it (a vote), which changes the page that shows it once committed. */
  async changed(ctx: RequestContext, id: number): Promise<Comment> {
    const [row]: (CommentRow & { product_id: number | null; publication_id: number | null })[] =
      await this.db.query(
        ctx,
        `SELECT ${COMMENT_COLUMNS}, c.product_id, c.publication_id FROM comments c ${COMMENT_JOINS} WHERE c.id = $1`,
        [id],
      );
    if (!row) throw notFound('Comment not found');
    await this.events.publish(ctx, { type: 'CommentsChanged', target: targetOf(row) });
    return toComment(row, ctx.locale);
  }

  /**
   * Its author takes a comment back, an admin moderates any; with a target, the comment must be on it
   * (REST's path names both). Its votes go with it. Someone else's comment is FORBIDDEN, one the caller
   * cannot see (unknown, another target's, a draft's for a non-admin) NOT_FOUND.
   */
  async remove(
    ctx: RequestContext,
    commentId: number,
    target?: { on: CommentTarget; id: number },
  ): Promise<void> {
    const caller = ctx.caller!;
    const params: unknown[] = [commentId];
    const where = target ? ` AND c.${TARGETS[target.on].column} = $${params.push(target.id)}` : '';
    const onPiece = visibleTo(ctx, 'p', params);
    const onPost = visibleTo(ctx, 'b', params);
    const mayRemove = `(c.author_id = $${params.push(caller.id)} OR $${params.push(caller.isAdmin)}::boolean)`;
    // One statement: the comment is found (and seen), and deleted only when the caller may; `removed`
    // tells a refusal from an unknown comment without a second look that could race.
    const rows: { removed: boolean; product_id: number | null; publication_id: number | null }[] =
      await this.db.query(
        ctx,
        `WITH found AS (
         SELECT c.id, c.product_id, c.publication_id, ${mayRemove} AS allowed
           FROM comments c
           LEFT JOIN products p ON p.id = c.product_id
           LEFT JOIN publications b ON b.id = c.publication_id
          WHERE c.id = $1${where} AND ((p.id IS NOT NULL AND ${onPiece}) OR (b.id IS NOT NULL AND ${onPost}))
       ), gone AS (
         DELETE FROM comments WHERE id IN (SELECT id FROM found WHERE allowed) RETURNING id
       )
       SELECT EXISTS (SELECT 1 FROM gone) AS removed, product_id, publication_id FROM found`,
        params,
      );
    if (!rows.length) throw notFound('Comment not found');
    if (!rows[0].removed) throw forbidden('Only its author or an admin may delete a comment');
    await this.events.publish(ctx, { type: 'CommentsChanged', target: targetOf(rows[0]) });
  }
}
