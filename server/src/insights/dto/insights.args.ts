import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

export const INSIGHT_WINDOWS = [7, 30, 365];

@ArgsType()
export class InsightsArgs {
  @Field(() => Int, { defaultValue: 7, description: 'The window in days, today included: 7, 30 or 365' })
  @Type(() => Number)
  @IsIn(INSIGHT_WINDOWS, { message: 'INVALID_VALUE' })
  days: number = 7;
}

/** POST /api/insights/view: a piece's or a post's page reached within the shop. */
export class PageViewInput {
  /** `product` or `publication`. */
  @IsIn(['product', 'publication'], { message: 'INVALID_VALUE' })
  kind: 'product' | 'publication';

  /** The piece's or post's id. */
  @Type(() => Number)
  @IsInt({ message: 'INVALID_VALUE' })
  @Min(1, { message: 'INVALID_VALUE' })
  @Max(2_147_483_647, { message: 'INVALID_VALUE' })
  id: number;

  /** `1` when this view is the visit's arrival (its first piece or post, on a page the server did not count). */
  @IsOptional()
  @IsIn(['1'], { message: 'INVALID_VALUE' })
  arrived?: '1';

  /** With an arrival, the host the visit came from (document.referrer's); none for a direct visit. No path, no query. */
  @IsOptional()
  @IsString({ message: 'INVALID_VALUE' })
  @Matches(/^[a-z0-9.-]{1,253}$/i, { message: 'INVALID_VALUE' })
  from?: string;
}
