import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../common/context/request-context';
import { TransactionalConnection } from '../database/transactional-connection';
import { CommentVote, VoteOutcome } from './comment.model';
import { CommentsService } from './comments.service';

/**
 * Likes and dislikes (spec §4): one vote per user and comment (the primary key). Voting sets the vote
 * (the opposite vote replaces it, the same one again changes nothing), removing it clears it; the
 * client's "same vote again removes it" is a removal. A vote is one statement: it needs no transaction
 * of its own, and joins the caller's when the context carries one.
 */
@Injectable()
export class VotesService {
  constructor(
    private readonly db: TransactionalConnection,
    private readonly comments: CommentsService,
  ) {}

  /** The caller's votes among these comments (one statement for a whole page of comments). */
  async mine(ctx: RequestContext, commentIds: number[]): Promise<CommentVote[]> {
    if (!commentIds.length) return [];
    const rows: { comment_id: number; liked: boolean }[] = await this.db.query(
      ctx,
      `SELECT comment_id, liked FROM comment_votes WHERE user_id = $1 AND comment_id = ANY($2::int[])`,
      [ctx.caller!.id, commentIds],
    );
    const liked = new Map(rows.map((row) => [row.comment_id, row.liked]));
    return commentIds.map((commentId) => ({ commentId, liked: liked.get(commentId) ?? null }));
  }

  /** One comment's vote by the caller; NOT_FOUND when the comment does not exist or is on a draft the caller cannot see. */
  async one(ctx: RequestContext, commentId: number): Promise<CommentVote> {
    await this.comments.assertVisible(ctx, commentId);
    const [row] = await this.db.query<{ liked: boolean }[]>(
      ctx,
      `SELECT liked FROM comment_votes WHERE user_id = $1 AND comment_id = $2`,
      [ctx.caller!.id, commentId],
    );
    return { commentId, liked: row?.liked ?? null };
  }

  /** An upsert: concurrent votes by one user leave one row; an unknown comment, or a draft's, is NOT_FOUND. */
  async vote(ctx: RequestContext, commentId: number, liked: boolean): Promise<VoteOutcome> {
    await this.comments.assertVisible(ctx, commentId);
    await this.db.query<unknown>(
      ctx,
      `INSERT INTO comment_votes (user_id, comment_id, liked) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, comment_id) DO UPDATE SET liked = EXCLUDED.liked, created_at = now()`,
      [ctx.caller!.id, commentId, liked],
    );
    return { comment: await this.comments.changed(ctx, commentId), liked };
  }

  async remove(ctx: RequestContext, commentId: number): Promise<VoteOutcome> {
    await this.comments.assertVisible(ctx, commentId);
    await this.db.query<unknown>(ctx, `DELETE FROM comment_votes WHERE user_id = $1 AND comment_id = $2`, [
      ctx.caller!.id,
      commentId,
    ]);
    return { comment: await this.comments.changed(ctx, commentId), liked: null };
  }
}
