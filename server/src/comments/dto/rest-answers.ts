import { Allow, IsDateString, IsInt, IsString, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** Spec §3's comment: plain text (show it as text; line breaks are kept). */
export class CommentAnswer {
  @IsInt()
  id: number;

  @IsString()
  content: string;

  @IsString()
  authorName: string;

  @IsDateString()
  createdAt: string;

  @IsInt()
  @Min(0)
  likes: number;

  @IsInt()
  @Min(0)
  dislikes: number;
}

/** Spec §3's vote status: liked true or false, null when the caller has not voted. */
export class VoteAnswer {
  @Allow()
  @JSONSchema({ type: ['boolean', 'null'] })
  liked: boolean | null;
}

/** A vote changed: the caller's vote now and the comment's counts. */
export class VoteOutcomeAnswer extends VoteAnswer {
  @IsInt()
  @Min(0)
  likes: number;

  @IsInt()
  @Min(0)
  dislikes: number;
}

/** DELETE of a comment: its id. */
export class RemovedCommentAnswer {
  @IsInt()
  id: number;
}

