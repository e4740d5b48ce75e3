import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notFound } from '../common/errors/app-error';
import type { Caller } from '../common/context/request-context';
import { CommentVote, VoteOutcome } from './comment.model';
import { CommentsService } from './comments.service';

/**
 * Likes and dislikes (spec §4): one vote per user and comment (the primary key). Voting sets the vote
 * (the opposite vote replaces it, the same one again changes nothing), removing it clears it; the
 * client's "same vote again removes it" is a removal.
 */
@Injectable()
export class VotesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly comments: CommentsService,
  ) {}

  /** The caller's votes among these comments (one statement for a whole page of comments). */
  async mine(caller: Caller, commentIds: number[]): Promise<CommentVote[]> {
    if (!commentIds.length) return [];
    const rows: { comment_id: number; liked: boolean }[] = await this.db.query(
      `SELECT comment_id, liked FROM comment_votes WHERE user_id = $1 AND comment_id = ANY($2::int[])`,
      [caller.id, commentIds],
    );
    const liked = new Map(rows.map((row) => [row.comment_id, row.liked]));
    return commentIds.map((commentId) => ({ commentId, liked: liked.get(commentId) ?? null }));
  }

  /** One comment's vote by the caller; NOT_FOUND when the comment does not exist. */
  async one(caller: Caller, commentId: number): Promise<CommentVote> {
    const [row] = await this.db.query(
      `SELECT c.id, (SELECT liked FROM comment_votes WHERE user_id = $1 AND comment_id = c.id) AS liked FROM comments c WHERE c.id = $2`,
      [caller.id, commentId],
    );
    if (!row) throw notFound('Comment not found');
    return { commentId, liked: row.liked };
  }

  /** An upsert: concurrent votes by one user leave one row; an unknown comment is NOT_FOUND (its foreign key). */
  async vote(caller: Caller, commentId: number, liked: boolean): Promise<VoteOutcome> {
    await this.db.query(
      `INSERT INTO comment_votes (user_id, comment_id, liked) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, comment_id) DO UPDATE SET liked = EXCLUDED.liked, created_at = now()`,
      [caller.id, commentId, liked],
    );
    return { comment: await this.comments.voted(commentId), liked };
  }

  async remove(caller: Caller, commentId: number): Promise<VoteOutcome> {
    await this.db.query(`DELETE FROM comment_votes WHERE user_id = $1 AND comment_id = $2`, [caller.id, commentId]);
    return { comment: await this.comments.voted(commentId), liked: null };
  }
}
