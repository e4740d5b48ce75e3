import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsEnum, IsInt, IsString, Max, Min } from 'class-validator';
import { PageArgsOf } from '../../common/pagination/page.args';
import { IsCleanText } from '../../common/text/text.validators';
import { CommentTarget } from '../comment.model';
import { COMMENT_MAX_LENGTH, toCommentText } from './comment.input';

// TypeScript's rule for a mixin's base: a constructor taking `any[]`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ArgsClass = new (...args: any[]) => object;

/** Adds `on` and `id`: the product or publication the comments are under. */
function OnTarget<Base extends ArgsClass>(base: Base) {
  @ArgsType()
  class TargetArgs extends base {
    @Field(() => CommentTarget, { description: 'Whether `id` is a product or a publication' })
    @IsEnum(CommentTarget)
    on: CommentTarget;

    @Field(() => Int, { description: 'The id of the product or publication' })
    @IsInt()
    @Min(1)
    @Max(2_147_483_647)
    id: number;
  }
  return TargetArgs;
}

/** The comments under a piece or a post: ten at a time, the page's "Show more comments" asks for the next ten. */
@ArgsType()
export class CommentsArgs extends OnTarget(PageArgsOf(10)) {}

/** GraphQL's addComment: the same text rules as the REST body. */
@ArgsType()
export class AddCommentArgs extends OnTarget(class {}) {
  @Field({ description: 'Plain text, 1 to 5,000 characters after trimming; line breaks are kept' })
  @Transform(toCommentText)
  @IsString({ message: 'INVALID_VALUE' })
  @IsCleanText({ maxLength: COMMENT_MAX_LENGTH, multiline: true })
  content: string;
}

/** The comments on one page: the caller's votes on them, or which are the caller's own. */
@ArgsType()
export class CommentIdsArgs {
  @Field(() => [Int], { description: 'The comments asked about, at most 500' })
  @ArrayMaxSize(500)
  @IsInt({ each: true })
  commentIds: number[];
}
