import { Transform } from 'class-transformer';
import { IsBoolean, IsString } from 'class-validator';
import { cleanText } from '../../common/text/text-rules';
import { IsCleanText } from '../../common/text/text.validators';
import { JSONSchema } from 'class-validator-jsonschema';

/** Generous: the client sets no limit (spec §5), the server keeps a comment a comment. */
export const COMMENT_MAX_LENGTH = 5000;

export const toCommentText = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? cleanText(value, true) : value;

/** POST /api/{products|publications}/{id}/comments (spec §7: body content). */
@JSONSchema({ examples: [{ content: 'Beautiful colours! Are they light enough to wear all evening?' }] })
export class CommentBody {
  @Transform(toCommentText)
  @IsString({ message: 'INVALID_VALUE' })
  @IsCleanText({ maxLength: COMMENT_MAX_LENGTH, multiline: true })
  content: string;
}

/** POST /api/comments/{id}/vote (spec §7: body liked). */
@JSONSchema({ examples: [{ liked: true }] })
export class VoteBody {
  @IsBoolean({ message: 'INVALID_VALUE' })
  liked: boolean;
}
