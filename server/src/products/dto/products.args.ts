import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEnum, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { PageArgsOf } from '../../common/pagination/page.args';
import { AvailabilityValue } from '../product.model';

/** REST sends lists comma-joined (spec §7: colors=1,2); GraphQL sends real lists. */
const commaList = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (value === '' ? [] : value.split(',').map((part) => (/^\d{1,10}$/.test(part.trim()) ? Number(part) : NaN))) : value;

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
  @IdFilter('Products with any of these colours (none given: every colour)')
  colors?: number[];

  @IdFilter('Products in any of these categories (none given: every category)')
  categories?: number[];

  @Field({ nullable: true, description: 'Part of the name, ignoring case and diacritics' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  // PostgreSQL refuses NUL in text; no control character belongs in a name query.
  @Matches(/^\P{Cc}*$/u, { message: 'name must not contain control characters' })
  name?: string;

  @Field(() => [AvailabilityValue], { nullable: true, description: 'Only these availabilities (none given: all)' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value))
  @IsArray()
  @IsEnum(AvailabilityValue, { each: true })
  availability?: AvailabilityValue[];
}
