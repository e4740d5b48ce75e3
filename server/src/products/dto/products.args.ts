import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEnum, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { AvailabilityValue } from '../product.model';

export const MAX_PRODUCTS_PAGE = 100;

/** REST sends lists comma-joined (spec §7: colors=1,2); GraphQL sends real lists. */
const commaList = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (value === '' ? [] : value.split(',').map((part) => (/^\d{1,10}$/.test(part.trim()) ? Number(part) : NaN))) : value;

@ArgsType()
export class ProductsArgs {
  @Field(() => Int, { defaultValue: 9 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PRODUCTS_PAGE)
  limit: number = 9;

  @Field(() => Int, { defaultValue: 0 })
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  offset: number = 0;

  @Field(() => [Int], { nullable: true, description: 'Products with any of these colours (none given: every colour)' })
  @IsOptional()
  @Transform(commaList)
  @IsArray()
  @ArrayMaxSize(50)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(2_147_483_647, { each: true })
  colors?: number[];

  @Field(() => [Int], { nullable: true, description: 'Products in any of these categories (none given: every category)' })
  @IsOptional()
  @Transform(commaList)
  @IsArray()
  @ArrayMaxSize(50)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(2_147_483_647, { each: true })
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
