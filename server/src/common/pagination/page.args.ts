import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

export const MAX_PAGE_SIZE = 100;
/** A list asked without a limit answers a full page. */
export const DEFAULT_PAGE_SIZE = MAX_PAGE_SIZE;

/** Which slice of a list to answer: at most 100 items, from `offset` (REST query and GraphQL arguments alike). */
export interface PageRequest {
  offset: number;
  limit: number;
}

@ArgsType()
export class PageArgs implements PageRequest {
  @Field(() => Int, { defaultValue: 0, description: 'Items to skip, 0 or more' })
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  offset: number = 0;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `Items to answer, 1 to ${MAX_PAGE_SIZE}` })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit: number = DEFAULT_PAGE_SIZE;
}
