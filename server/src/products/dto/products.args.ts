import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { PageArgsOf } from '../../common/pagination/page.args';
import { AvailabilityValue, ProductSortValue } from '../product.model';

/** Repeated query parameters (`colors=1&colors=2`) as the one comma-joined list spec §7 sends. */
const joined = (value: unknown) =>
  Array.isArray(value) && value.every((part) => typeof part === 'string') ? value.join(',') : value;

/** REST sends lists comma-joined (spec §7: colors=1,2) or repeated; GraphQL sends real lists. */
const commaList = ({ value }: { value: unknown }) => {
  const text = joined(value);
  return typeof text === 'string'
    ? text === ''
      ? []
      : text.split(',').map((part) => (/^\d{1,10}$/.test(part.trim()) ? Number(part) : NaN))
    : text;
};

/** An optional filter of row ids: a list in GraphQL, comma-joined in REST; at most 50, each a positive integer. */
const IdFilter = (description: string) =>
  applyDecorators(
    Field(() => [Int], { nullable: true, description }),
    IsOptional(),
    Transform(commaList),
    IsArray(),
    ArrayMaxSize(50),
    IsInt({ each: true }),
    Min(1, { each: true }),
    Max(2_147_483_647, { each: true }),
  );

/** Spec §9: the product list's page is 9. */
@ArgsType()
export class ProductsArgs extends PageArgsOf(9) {
  @IdFilter('Products with any of these colours (none given: every colour); at most 50 ids')
  colors?: number[];

  @IdFilter('Products in any of these categories (none given: every category); at most 50 ids')
  categories?: number[];

  @Field({
    nullable: true,
    description: 'Part of the name in either language, ignoring case and diacritics; up to 100 characters',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  // PostgreSQL refuses NUL in text; no control character belongs in a name query.
  @Matches(/^\P{Cc}*$/u, { message: 'name must not contain control characters' })
  name?: string;

  @Field(() => [AvailabilityValue], {
    nullable: true,
    description: 'Only these availabilities (none given: all)',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => {
    const text = joined(value);
    return typeof text === 'string' ? text.split(',').filter(Boolean) : text;
  })
  @IsArray()
  @IsEnum(AvailabilityValue, { each: true })
  availability?: AvailabilityValue[];

  @Field(() => ProductSortValue, {
    nullable: true,
    description:
      'The order of the list: newest first (the default), or by price either way (then newest first among equal prices)',
  })
  @IsOptional()
  @IsEnum(ProductSortValue)
  sort?: ProductSortValue;
}
