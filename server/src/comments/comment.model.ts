import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Paginated } from '../common/pagination/paginated';

/** What a comment is about. */
export enum CommentTarget {
  PRODUCT = 'PRODUCT',
  PUBLICATION = 'PUBLICATION',
}
registerEnumType(CommentTarget, { name: 'CommentTarget', description: 'What a comment is about: a product or a publication' });

@ObjectType({ description: 'A plain-text comment (show it as text, never as HTML; line breaks are kept)' })
export class Comment {
  @Field(() => Int)
  id: number;

  @Field()
  content: string;

  @Field()
  authorName: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Int)
  likes: number;

  @Field(() => Int)
  dislikes: number;
}

@ObjectType({ description: 'A page of the comments on a product or publication, oldest first' })
export class CommentPage extends Paginated(Comment, 'comments') {}

@ObjectType({ description: "The caller's vote on a comment: liked true or false, null when none" })
export class CommentVote {
  @Field(() => Int)
  commentId: number;

  @Field(() => Boolean, { nullable: true })
  liked: boolean | null;
}

@ObjectType({ description: 'A vote changed: the comment with its counts, and the caller’s vote now' })
export class VoteOutcome {
  @Field(() => Comment)
  comment: Comment;

  @Field(() => Boolean, { nullable: true })
  liked: boolean | null;
}
