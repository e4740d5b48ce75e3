import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { ParseIdPipe } from '../common/http/parse-id.pipe';
import { CommentTarget } from './comment.model';
import { CommentsService } from './comments.service';
import { CommentBody, VoteBody } from './dto/comment.input';
import { VotesService } from './votes.service';

/** Spec §7: comments on products and publications, their deletion, and votes. */
@Controller()
export class CommentsController {
  constructor(
    private readonly comments: CommentsService,
    private readonly votes: VotesService,
  ) {}

  // Express 5's paths take no patterns: each target has its own three routes.
  @Get('products/:id/comments')
  @Allow('anyone')
  productComments(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    return this.comments.list(ctx, CommentTarget.PRODUCT, id);
  }

  @Get('publications/:id/comments')
  @Allow('anyone')
  publicationComments(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    return this.comments.list(ctx, CommentTarget.PUBLICATION, id);
  }

  @Post('products/:id/comments')
  @Allow('user')
  commentProduct(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number, @Body() body: CommentBody) {
    return this.comments.create(ctx, CommentTarget.PRODUCT, id, body.content);
  }

  @Post('publications/:id/comments')
  @Allow('user')
  commentPublication(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number, @Body() body: CommentBody) {
    return this.comments.create(ctx, CommentTarget.PUBLICATION, id, body.content);
  }

  @Delete('products/:id/comments/:commentId')
  @Allow('admin')
  async removeProductComment(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number, @Param('commentId', ParseIdPipe) commentId: number) {
    await this.comments.remove(ctx, commentId, { on: CommentTarget.PRODUCT, id });
    return { id: commentId };
  }

  @Delete('publications/:id/comments/:commentId')
  @Allow('admin')
  async removePublicationComment(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number, @Param('commentId', ParseIdPipe) commentId: number) {
    await this.comments.remove(ctx, commentId, { on: CommentTarget.PUBLICATION, id });
    return { id: commentId };
  }

  @Get('comments/:id/vote')
  @Allow('user')
  vote(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    return this.votes.one(ctx.caller!, id).then(({ liked }) => ({ liked }));
  }

  @Post('comments/:id/vote')
  @Allow('user')
  @HttpCode(200)
  async setVote(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number, @Body() body: VoteBody) {
    const outcome = await this.votes.vote(ctx.caller!, id, body.liked);
    return { liked: outcome.liked, likes: outcome.comment.likes, dislikes: outcome.comment.dislikes };
  }

  @Delete('comments/:id/vote')
  @Allow('user')
  async removeVote(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    const outcome = await this.votes.remove(ctx.caller!, id);
    return { liked: outcome.liked, likes: outcome.comment.likes, dislikes: outcome.comment.dislikes };
  }
}
