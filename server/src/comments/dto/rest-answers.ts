import { Allow, IsBoolean, IsDateString, IsInt, IsString, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** Spec §3's comment: plain text (show it as text; line breaks are kept). */
@JSONSchema({
  examples: [
    {
      id: 41,
      content: 'Beautiful colours! Are they light enough to wear all evening?',
      authorName: 'Anna',
      byMaker: false,
      createdAt: '2026-11-08T18:21:05.000Z',
      likes: 3,
      dislikes: 0,
    },
  ],
})
export class CommentAnswer {
  @IsInt()
  id: number;

  @IsString()
  content: string;

  @IsString()
  authorName: string;

  /** True when the shop's maker wrote it (an admin account): show it marked as hers. */
  @IsBoolean()
  byMaker: boolean;

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
@JSONSchema({ examples: [{ liked: true }] })
export class VoteAnswer {
  @Allow()
  @JSONSchema({ type: ['boolean', 'null'] })
  liked: boolean | null;
}

/** A vote changed: the caller's vote now and the comment's counts. */
@JSONSchema({ examples: [{ liked: true, likes: 4, dislikes: 0 }] })
export class VoteOutcomeAnswer extends VoteAnswer {
  @IsInt()
  @Min(0)
  likes: number;

  @IsInt()
  @Min(0)
  dislikes: number;
}

/** DELETE of a comment: its id. */
@JSONSchema({ examples: [{ id: 41 }] })
export class RemovedCommentAnswer {
  @IsInt()
  id: number;
}
