import { Type as ClassType } from '@nestjs/common';
import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

export const MAX_PAGE_SIZE = 100;

/** Which slice of a list to answer: at most 100 items, from `offset` (REST query and GraphQL arguments alike). */
export interface PageRequest {
  offset: number;
  limit: number;
}

/**
 * Page arguments with a list's own default page size: `class ProductsArgs extends PageArgsOf(9)`
 * adds the list's filters. Validated the same way on both APIs. `maxLimit`: a list whose items are
 * heavy (a post's whole content) answers fewer at a time.
 */
export function PageArgsOf(defaultLimit: number, maxLimit = MAX_PAGE_SIZE): ClassType<PageRequest> {
  @ArgsType()
  class PageArgsWithDefault implements PageRequest {
    @Field(() => Int, { defaultValue: 0, description: 'Items to skip, 0 or more' })
    @Type(() => Number)
    @IsInt()
    @Min(0)
    @Max(2_147_483_647)
    offset: number = 0;

    @Field(() => Int, { defaultValue: defaultLimit, description: `Items to answer, 1 to ${maxLimit}` })
    @Type(() => Number)
    @IsInt()
    @Min(1)
    @Max(maxLimit)
    limit: number = defaultLimit;
  }
  // The REST document describes query classes by name: a smaller page is a class of its own there.
  if (maxLimit !== MAX_PAGE_SIZE)
    Object.defineProperty(PageArgsWithDefault, 'name', { value: `PageArgsUpTo${maxLimit}` });
  return PageArgsWithDefault;
}

/** Page arguments that answer a full page when no limit is given. */
@ArgsType()
export class PageArgs extends PageArgsOf(MAX_PAGE_SIZE) {}
