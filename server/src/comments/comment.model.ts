import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Paginated } from '../common/pagination/paginated';

/** What a comment is about. */
export enum CommentTarget {
  PRODUCT = 'PRODUCT',
  PUBLICATION = 'PUBLICATION',
}
registerEnumType(CommentTarget, {
  name: 'CommentTarget',
  description: 'What a comment is about: a product or a publication',
  valuesMap: {
    PRODUCT: { description: 'A product of the catalogue (Product.id)' },
    PUBLICATION: { description: 'A publication of the blog (Publication.id)' },
  },
});

@ObjectType({ description: 'A plain-text comment (show it as text, never as HTML; line breaks are kept)' })
export class Comment {
  @Field(() => Int, { description: "The comment's id" })
  id: number;

  @Field({
    description: 'The text as written (trimmed; line breaks kept), in whatever language its author wrote it',
  })
  content: string;

  @Field({
    description:
      'The author\'s name, as their account has it now; "Deleted account" ("Konto usunięte" in Polish) once the author deleted their account (the comment stays)',
  })
  authorName: string;

  @Field({
    description:
      "True when the shop's maker wrote it (an admin account): show it marked as hers, so no one can pass for her by name",
  })
  byMaker: boolean;

  @Field(() => Date, { description: 'When it was written (UTC)' })
  createdAt: Date;

  @Field(() => Int, { description: 'How many users like it' })
  likes: number;

  @Field(() => Int, { description: 'How many users dislike it' })
  dislikes: number;
}

@ObjectType({ description: 'A page of the comments on a product or publication, oldest first' })
export class CommentPage extends Paginated(Comment, 'comments') {}

@ObjectType({ description: "The caller's vote on a comment: liked true or false, null when none" })
export class CommentVote {
  @Field(() => Int, { description: 'The comment voted on' })
  commentId: number;

  @Field(() => Boolean, {
    nullable: true,
    description: 'True for a like, false for a dislike, null when the caller has not voted',
  })
  liked: boolean | null;
}

@ObjectType({ description: 'A vote changed: the comment with its counts, and the caller’s vote now' })
export class VoteOutcome {
  @Field(() => Comment, { description: 'The comment with its likes and dislikes after the change' })
  comment: Comment;

  @Field(() => Boolean, {
    nullable: true,
    description: "The caller's vote now: true for a like, false for a dislike, null for none",
  })
  liked: boolean | null;
}
