import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Allow, PublicRead } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { ParseIdPipe } from '../common/http/parse-id.pipe';
import { PageArgs } from '../common/pagination/page.args';
import type { Page } from '../common/pagination/paginated';
import { type Comment, CommentTarget } from './comment.model';
import { CommentsService } from './comments.service';
import { CommentBody, VoteBody } from './dto/comment.input';
import { VotesService } from './votes.service';
import {
  RestAnswer,
  RestRefuses,
  RestSummary,
  RestTag,
  RestTotalCount,
} from '../openapi/rest-answer.decorator';
import { CommentAnswer, RemovedCommentAnswer, VoteAnswer, VoteOutcomeAnswer } from './dto/rest-answers';

/** Spec §7: comments on products and publications, their deletion, and votes. */
@Controller()
@RestTag(
  'Comments on products and publications, plain text, oldest first, and the likes and dislikes on them. Reading is open; commenting and voting need a token; its author deletes a comment, and admins any.',
)
export class CommentsController {
  constructor(
    private readonly comments: CommentsService,
    private readonly votes: VotesService,
  ) {}

  // Express 5's paths take no patterns: each target has its own three routes.
  @Get('products/:id/comments')
  @Allow('anyone')
  @PublicRead()
  @RestSummary(
    "A page of a product's comments (at most 100: `limit`, `offset`), oldest first; X-Total-Count is how many there are",
    'Plain text: show it as text, never as HTML (line breaks are kept). `offset` from 0 and `limit` 1 to 100 page through the list; 100 a page by default; X-Total-Count is how many there are in all. 404 for an unknown product.',
  )
  @RestAnswer(200, [CommentAnswer])
  @RestTotalCount()
  productComments(
    @Ctx() ctx: RequestContext,
    @Param('id', ParseIdPipe) id: number,
    @Query() page: PageArgs,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.page(res, this.comments.list(ctx, CommentTarget.PRODUCT, id, page));
  }

  @Get('publications/:id/comments')
  @Allow('anyone')
  @PublicRead()
  @RestSummary(
    "A page of a publication's comments (at most 100: `limit`, `offset`), oldest first; X-Total-Count is how many there are",
    'Plain text: show it as text, never as HTML (line breaks are kept). `offset` from 0 and `limit` 1 to 100 page through the list; 100 a page by default; X-Total-Count is how many there are in all. 404 for an unknown publication.',
  )
  @RestAnswer(200, [CommentAnswer])
  @RestTotalCount()
  publicationComments(
    @Ctx() ctx: RequestContext,
    @Param('id', ParseIdPipe) id: number,
    @Query() page: PageArgs,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.page(res, this.comments.list(ctx, CommentTarget.PUBLICATION, id, page));
  }

  @Post('products/:id/comments')
  @Allow('user')
  @RestSummary(
    'Comments on a product (a few a minute per user)',
    'Body `{"content": "…"}`: plain text, 1 to 5,000 characters after trimming, line breaks kept. The comment is signed with the caller\'s name. At most RATE_LIMIT_COMMENTS comments (5 by default) a minute per user: past it 429 with Retry-After. Reason codes in `fields`: `REQUIRED`, `TOO_LONG`, `INVALID_CHARACTERS`, `INVALID_VALUE`; 404 for an unknown product.',
  )
  @RestAnswer(201, CommentAnswer, 'The new comment')
  commentProduct(
    @Ctx() ctx: RequestContext,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: CommentBody,
  ) {
    return this.comments.create(ctx, CommentTarget.PRODUCT, id, body.content);
  }

  @Post('publications/:id/comments')
  @Allow('user')
  @RestSummary(
    'Comments on a publication (a few a minute per user)',
    'Body `{"content": "…"}`: plain text, 1 to 5,000 characters after trimming, line breaks kept. The comment is signed with the caller\'s name. At most RATE_LIMIT_COMMENTS comments (5 by default) a minute per user: past it 429 with Retry-After. Reason codes in `fields`: `REQUIRED`, `TOO_LONG`, `INVALID_CHARACTERS`, `INVALID_VALUE`; 404 for an unknown publication.',
  )
  @RestAnswer(201, CommentAnswer, 'The new comment')
  commentPublication(
    @Ctx() ctx: RequestContext,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: CommentBody,
  ) {
    return this.comments.create(ctx, CommentTarget.PUBLICATION, id, body.content);
  }

  @Delete('products/:id/comments/:commentId')
  @Allow('user')
  @RestSummary(
    "Removes a product's comment (its author, or an admin)",
    "Deletes the comment with its votes; answers its id. Its author may delete it, and admins any comment: 403 for another user's comment, 404 when there is no such comment on this product.",
  )
  @RestAnswer(200, RemovedCommentAnswer)
  @RestRefuses(403)
  async removeProductComment(
    @Ctx() ctx: RequestContext,
    @Param('id', ParseIdPipe) id: number,
    @Param('commentId', ParseIdPipe) commentId: number,
  ) {
    await this.comments.remove(ctx, commentId, { on: CommentTarget.PRODUCT, id });
    return { id: commentId };
  }

  @Delete('publications/:id/comments/:commentId')
  @Allow('user')
  @RestSummary(
    "Removes a publication's comment (its author, or an admin)",
    "Deletes the comment with its votes; answers its id. Its author may delete it, and admins any comment: 403 for another user's comment, 404 when there is no such comment on this publication.",
  )
  @RestAnswer(200, RemovedCommentAnswer)
  @RestRefuses(403)
  async removePublicationComment(
    @Ctx() ctx: RequestContext,
    @Param('id', ParseIdPipe) id: number,
    @Param('commentId', ParseIdPipe) commentId: number,
  ) {
    await this.comments.remove(ctx, commentId, { on: CommentTarget.PUBLICATION, id });
    return { id: commentId };
  }

  @Get('comments/:id/vote')
  @Allow('user')
  @RestSummary(
    "The caller's vote on a comment",
    '`liked` is true for a like, false for a dislike, null when the caller has not voted. 404 for an unknown comment.',
  )
  @RestAnswer(200, VoteAnswer)
  vote(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    return this.votes.one(ctx, id).then(({ liked }) => ({ liked }));
  }

  @Post('comments/:id/vote')
  @Allow('user')
  @HttpCode(200)
  @RestSummary(
    'Likes (true) or dislikes (false) a comment; the opposite vote replaces the old one',
    'Body `{"liked": true}` or `{"liked": false}`. One vote per user and comment: the opposite vote replaces the old one, the same vote again changes nothing (DELETE removes it). Answers the caller\'s vote and the comment\'s counts now. Reason code: `INVALID_VALUE` (not a boolean); 404 for an unknown comment.',
  )
  @RestAnswer(200, VoteOutcomeAnswer)
  async setVote(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number, @Body() body: VoteBody) {
    const outcome = await this.votes.vote(ctx, id, body.liked);
    return { liked: outcome.liked, likes: outcome.comment.likes, dislikes: outcome.comment.dislikes };
  }

  @Delete('comments/:id/vote')
  @Allow('user')
  @RestSummary(
    "Removes the caller's vote",
    "Removes the caller's vote, if any; answers `liked: null` and the comment's counts now. 404 for an unknown comment.",
  )
  @RestAnswer(200, VoteOutcomeAnswer)
  async removeVote(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    const outcome = await this.votes.remove(ctx, id);
    return { liked: outcome.liked, likes: outcome.comment.likes, dislikes: outcome.comment.dislikes };
  }

  /** Spec §7's list of comments, the whole list's length in X-Total-Count (as the favourites list). */
  private async page(res: Response, listed: Promise<Page<Comment>>): Promise<Comment[]> {
    const { items, total } = await listed;
    res.setHeader('X-Total-Count', String(total));
    return items;
  }
}
