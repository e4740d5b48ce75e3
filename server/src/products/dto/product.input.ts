import { applyDecorators } from '@nestjs/common';
import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  Allow as KeepField,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEnum,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  Min,
  registerDecorator,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PUBLISH_AT_EDIT, PUBLISH_AT_NEW, PublishAtField } from '../../common/dates/publish-at';
import { cleanText } from '../../common/text/text-rules';
import { IsCleanText } from '../../common/text/text.validators';
import { type IncomingFile, UploadScalar } from '../../media/uploads';
import type { Availability } from '../product.entity';
import { AvailabilityValue } from '../product.model';

export const PRODUCT_NAME_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const ALT_TEXT_MAX_LENGTH = 300;
/** numeric(10,2) */
export const PRICE_MAX = 99_999_999.99;
const INT_MAX = 2_147_483_647;

const toText = ({ value }: { value: unknown }) => (typeof value === 'string' ? cleanText(value) : value);
const toMultilineText = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? cleanText(value, true) : value;

/** At most two decimal places (grosze): 12.5 and 12.50 pass, 12.505 does not. */
function HasAtMostTwoDecimals() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'hasAtMostTwoDecimals',
      target: object.constructor,
      propertyName,
      options: { message: 'TOO_MANY_DECIMALS' },
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' && Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      },
    });
}

const RowId = () =>
  applyDecorators(
    IsInt({ message: 'INVALID_VALUE' }),
    Min(1, { message: 'INVALID_VALUE' }),
    Max(INT_MAX, { message: 'INVALID_VALUE' }),
  );

const IdList = (description: string, nullable: boolean) =>
  applyDecorators(
    Field(() => [Int], { nullable, description }),
    ...(nullable ? [IsOptional()] : []),
    IsArray({ message: 'INVALID_VALUE' }),
    ArrayMaxSize(50, { message: 'TOO_LONG' }),
    IsInt({ each: true, message: 'INVALID_VALUE' }),
    Min(1, { each: true, message: 'INVALID_VALUE' }),
    Max(INT_MAX, { each: true, message: 'INVALID_VALUE' }),
  );

/** An optional text that may be left empty (alt texts, one language of a name or a description). */
const OptionalText = (maxLength: number, multiline: boolean, description: string) =>
  applyDecorators(
    Field({ nullable: true, description }),
    Transform(multiline ? toMultilineText : toText),
    IsOptional(),
    IsString({ message: 'INVALID_VALUE' }),
    ValidateIf((_object, value) => value !== ''),
    IsCleanText({ maxLength, multiline }) as PropertyDecorator,
  );

/**
 * One picture of a product, in the product's order (the first is the cover): a new file to upload,
 * or (when editing) an existing picture by id; either way with its colour and alt texts.
 */
@InputType({
  description:
    'One picture of a product in its order: a new file, or (on an edit) an existing picture by id; with its colour and alt texts',
})
export class ProductImageInput {
  @Field(() => Int, {
    nullable: true,
    description: 'An existing picture of this product (edit only); without `file`',
  })
  @IsOptional()
  @RowId()
  id?: number;

  @Field(() => UploadScalar, {
    nullable: true,
    description: 'A new picture (JPEG, PNG, WebP or AVIF); without `id`',
  })
  // The upload as the scalar made it: class-transformer must not copy it into a plain object.
  @Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => obj[key])
  @KeepField()
  file?: IncomingFile;

  @Field(() => Int, {
    nullable: true,
    description:
      'The id of the colour the picture shows, if any (UNKNOWN_COLOR when there is no such colour)',
  })
  @IsOptional()
  @RowId()
  colorId?: number | null;

  @OptionalText(ALT_TEXT_MAX_LENGTH, false, 'What the picture shows, in English; up to 300 characters')
  altTextEn?: string;

  @OptionalText(ALT_TEXT_MAX_LENGTH, false, 'What the picture shows, in Polish; up to 300 characters')
  altTextPl?: string;
}

const Images = (description: string, nullable: boolean) =>
  applyDecorators(
    Field(() => [ProductImageInput], { nullable, description }),
    ...(nullable ? [IsOptional()] : []),
    IsArray({ message: 'INVALID_VALUE' }),
    ValidateNested({ each: true }),
    Type(() => ProductImageInput),
  );

/** A new product (spec §2 "Create product"): every field, at least one picture. */
@InputType({
  description:
    'A new product: a name and a description in at least one language (REQUIRED otherwise), a price, colours, categories and at least one picture (IMAGE_REQUIRED)',
})
export class CreateProductInput {
  @OptionalText(
    PRODUCT_NAME_MAX_LENGTH,
    false,
    "In the request's language, where its own field (nameEn or namePl) is not given; up to 200 characters",
  )
  name?: string;

  @OptionalText(
    PRODUCT_NAME_MAX_LENGTH,
    false,
    'In English; at least one of the names is needed; up to 200 characters',
  )
  nameEn?: string;

  @OptionalText(
    PRODUCT_NAME_MAX_LENGTH,
    false,
    'In Polish; at least one of the names is needed; up to 200 characters',
  )
  namePl?: string;

  @Field(() => Float, { description: 'PLN, at least 0, at most two decimals' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'INVALID_VALUE' })
  @Min(0)
  @Max(PRICE_MAX)
  @HasAtMostTwoDecimals()
  price: number;

  @OptionalText(
    DESCRIPTION_MAX_LENGTH,
    true,
    'In English; at least one of the descriptions is needed; up to 5,000 characters',
  )
  descriptionEn?: string;

  @OptionalText(
    DESCRIPTION_MAX_LENGTH,
    true,
    'In Polish; at least one of the descriptions is needed; up to 5,000 characters',
  )
  descriptionPl?: string;

  @Field(() => AvailabilityValue, { nullable: true, description: 'AVAILABLE when not given' })
  @IsOptional()
  @IsEnum(AvailabilityValue, { message: 'INVALID_VALUE' })
  availability?: Availability;

  @IdList('Colours of the piece, at most 50 ids', false)
  colorIds: number[];

  @IdList('Categories of the piece, at most 50 ids', false)
  categoryIds: number[];

  @Images('New pictures (each with a file), in order: the first is the cover', false)
  images: ProductImageInput[];

  @Field({
    nullable: true,
    description: 'True keeps it a draft, seen by admins only; published at once when left out or false',
  })
  @IsOptional()
  @IsBoolean({ message: 'INVALID_VALUE' })
  draft?: boolean;

  @PublishAtField(PUBLISH_AT_NEW)
  publishAt?: Date | null;
}

/** Changes to a product: a field left out stays as it is; `images`, when given, is the whole new list in order. */
@InputType({
  description:
    'Changes to a product: a field left out (or null) stays as it is; `images`, when given, is the whole new list in order',
})
export class UpdateProductInput {
  @OptionalText(
    PRODUCT_NAME_MAX_LENGTH,
    false,
    "In the request's language, where its own field (nameEn or namePl) is not given; up to 200 characters",
  )
  name?: string;

  @OptionalText(
    PRODUCT_NAME_MAX_LENGTH,
    false,
    'In English; empty removes it while the Polish one stays; up to 200 characters',
  )
  nameEn?: string;

  @OptionalText(
    PRODUCT_NAME_MAX_LENGTH,
    false,
    'In Polish; empty removes it while the English one stays; up to 200 characters',
  )
  namePl?: string;

  @Field(() => Float, { nullable: true, description: 'PLN, at least 0, at most two decimals' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'INVALID_VALUE' })
  @Min(0)
  @Max(PRICE_MAX)
  @HasAtMostTwoDecimals()
  price?: number;

  @OptionalText(
    DESCRIPTION_MAX_LENGTH,
    true,
    'In English; empty removes it while the Polish one stays; up to 5,000 characters',
  )
  descriptionEn?: string;

  @OptionalText(
    DESCRIPTION_MAX_LENGTH,
    true,
    'In Polish; empty removes it while the English one stays; up to 5,000 characters',
  )
  descriptionPl?: string;

  @Field(() => AvailabilityValue, {
    nullable: true,
    description: 'Whether it can be bought now, is sold or is made to order',
  })
  @IsOptional()
  @IsEnum(AvailabilityValue, { message: 'INVALID_VALUE' })
  availability?: Availability;

  @IdList('Colours of the piece (the whole new list)', true)
  colorIds?: number[];

  @IdList('Categories of the piece (the whole new list)', true)
  categoryIds?: number[];

  @Images(
    'Every picture the product keeps or gets, in order: existing ones by id (the others are deleted), new ones with a file',
    true,
  )
  images?: ProductImageInput[];

  @Field({
    nullable: true,
    description:
      'True takes it back to a draft (seen by admins only), false publishes it; left out, it stays as it is',
  })
  @IsOptional()
  @IsBoolean({ message: 'INVALID_VALUE' })
  draft?: boolean;

  @PublishAtField(PUBLISH_AT_EDIT)
  publishAt?: Date | null;
}
