import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsEnum, IsInt, IsString, Max, Min } from 'class-validator';
import { IsCleanText } from '../../common/text/text.validators';
import { CommentTarget } from '../comment.model';
import { COMMENT_MAX_LENGTH, toCommentText } from './comment.input';

/** GraphQL's addComment: the same text rules as the REST body. */
@ArgsType()
export class AddCommentArgs {
  @Field(() => CommentTarget)
  @IsEnum(CommentTarget)
  on: CommentTarget;

  @Field(() => Int)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id: number;

  @Field()
  @Transform(toCommentText)
  @IsString({ message: 'INVALID_VALUE' })
  @IsCleanText({ maxLength: COMMENT_MAX_LENGTH, multiline: true })
  content: string;
}

/** The caller's votes for the comments on one page. */
@ArgsType()
export class MyVotesArgs {
  @Field(() => [Int])
  @ArrayMaxSize(500)
  @IsInt({ each: true })
  commentIds: number[];
}
