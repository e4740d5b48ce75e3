import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, PublicRead } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { Comment, CommentPage, CommentVote, VoteOutcome } from './comment.model';
import { CommentsService } from './comments.service';
import { AddCommentArgs, CommentsArgs, CommentIdsArgs } from './dto/comment.args';
import { VotesService } from './votes.service';

/** Comments on a product or a publication, and votes on them. */
@Resolver()
export class CommentsResolver {
  constructor(
    private readonly commentsService: CommentsService,
    private readonly votes: VotesService,
  ) {}

  @PublicRead()
  @Query(() => CommentPage, {
    description:
      'A page of the comments on a product or publication, oldest first, with their number; 10 a page by default. Anyone may call it; NOT_FOUND for an unknown product or publication',
  })
  @Allow('anyone')
  comments(@Ctx() ctx: RequestContext, @Args() args: CommentsArgs): Promise<CommentPage> {
    return this.commentsService.list(ctx, args.on, args.id, args);
  }

  @Mutation(() => Comment, {
    description:
      'Comments on a product or publication as the caller (signed with their name); answers the comment. Signed-in users only; RATE_LIMITED past RATE_LIMIT_COMMENTS (5 by default) a minute per user. Reason codes: REQUIRED, TOO_LONG, INVALID_CHARACTERS, INVALID_VALUE (content); NOT_FOUND for an unknown product or publication',
  })
  @Allow('user')
  addComment(@Ctx() ctx: RequestContext, @Args() args: AddCommentArgs): Promise<Comment> {
    return this.commentsService.create(ctx, args.on, args.id, args.content);
  }

  @Mutation(() => Int, {
    description:
      "Deletes a comment with its votes; answers its id. Its author may delete it, and admins any comment; FORBIDDEN for another user's comment, NOT_FOUND for an unknown comment",
  })
  @Allow('user')
  async deleteComment(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => Int, description: "The comment's id" }) id: number,
  ): Promise<number> {
    await this.commentsService.remove(ctx, id);
    return id;
  }

  @Query(() => [Int], {
    description:
      'Which of these comments the caller wrote (the ones they may delete), in ascending order; ids of others or of no comment are left out. Signed-in users only',
  })
  @Allow('user')
  myComments(@Ctx() ctx: RequestContext, @Args() args: CommentIdsArgs): Promise<number[]> {
    return this.commentsService.mine(ctx, args.commentIds);
  }

  @Query(() => [CommentVote], {
    description:
      "The caller's votes on these comments (one request for a page's comments), one entry per id asked. Signed-in users only",
  })
  @Allow('user')
  myVotes(@Ctx() ctx: RequestContext, @Args() args: CommentIdsArgs): Promise<CommentVote[]> {
    return this.votes.mine(ctx, args.commentIds);
  }

  @Mutation(() => VoteOutcome, {
    description:
      'Likes (true) or dislikes (false) a comment: one vote per user and comment, the opposite vote replaces the old one, the same again changes nothing (removeCommentVote removes it). Signed-in users only; NOT_FOUND for an unknown comment',
  })
  @Allow('user')
  voteComment(
    @Ctx() ctx: RequestContext,
    @Args('commentId', { type: () => Int, description: 'The comment' }) commentId: number,
    @Args('liked', { description: 'True to like, false to dislike' }) liked: boolean,
  ): Promise<VoteOutcome> {
    return this.votes.vote(ctx, commentId, liked);
  }

  @Mutation(() => VoteOutcome, {
    description:
      "Removes the caller's vote on a comment, if any. Signed-in users only; NOT_FOUND for an unknown comment",
  })
  @Allow('user')
  removeCommentVote(
    @Ctx() ctx: RequestContext,
    @Args('commentId', { type: () => Int, description: 'The comment' }) commentId: number,
  ): Promise<VoteOutcome> {
    return this.votes.remove(ctx, commentId);
  }
}
