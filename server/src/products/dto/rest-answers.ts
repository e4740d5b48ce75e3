import { Type } from 'class-transformer';
import {
  Allow,
  IsArray,
  IsBoolean,
  IsEnum,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import {
  EXAMPLE_CATEGORIES,
  EXAMPLE_COLORS,
  EXAMPLE_CREATE_FORM,
  EXAMPLE_EDIT_FORM,
  EXAMPLE_IMAGES,
  EXAMPLE_PRODUCT,
  EXAMPLE_PRODUCT_LIST,
} from '../demo/answer-examples';
import type { Availability } from '../product.entity';
import { AvailabilityValue } from '../product.model';

/** Spec §3: a colour, named in the request's language (Accept-Language). */
@JSONSchema({ examples: [EXAMPLE_COLORS[0]] })
export class ColorAnswer {
  @IsInt()
  id: number;

  @IsString()
  name: string;

  @Matches(/^#[0-9a-f]{6}$/)
  hex: string;
}

/** Spec §3: a category, named in the request's language; id 5 is bridal. */
@JSONSchema({ examples: [EXAMPLE_CATEGORIES[0]] })
export class CategoryAnswer {
  @IsInt()
  id: number;

  @IsString()
  name: string;
}

/** Spec §3: one picture of a piece. */
@JSONSchema({ examples: [EXAMPLE_IMAGES[0]] })
export class ImageAnswer {
  @IsInt()
  id: number;

  /** Site-relative URL of the largest WebP size (prefix the shop's own address). */
  @IsString()
  image_url: string;

  @IsString()
  alt_text: string;

  @Allow()
  @JSONSchema({ type: ['integer', 'null'] })
  color_id: number | null;

  @IsInt()
  width: number;

  @IsInt()
  height: number;
}

/** Spec §3: a product in the request's language; a name or description the maker has not written in it, in the other one. */
@JSONSchema({ examples: [EXAMPLE_PRODUCT] })
export class ProductAnswer {
  @IsInt()
  id: number;

  @IsString()
  name: string;

  @IsString()
  description: string;

  /** PLN. */
  @IsNumber()
  @Min(0)
  price: number;

  @IsEnum(AvailabilityValue)
  availability: Availability;

  /** Mean of the ratings, 0 when there are none. */
  @IsNumber()
  @Min(0)
  @Max(5)
  averageUserRate: number;

  @IsInt()
  ratingCount: number;

  @ValidateNested({ each: true })
  @Type(() => ColorAnswer)
  colors: ColorAnswer[];

  @ValidateNested({ each: true })
  @Type(() => CategoryAnswer)
  categories: CategoryAnswer[];

  /** In their order; the first is the cover. */
  @ValidateNested({ each: true })
  @Type(() => ImageAnswer)
  images: ImageAnswer[];

  @IsBoolean()
  @JSONSchema({
    description: 'true for a draft, which only admins are answered; always false for anyone else',
    examples: [false],
  })
  draft: boolean;

  @Allow()
  @JSONSchema({
    type: ['string', 'null'],
    format: 'date-time',
    description:
      'When it goes public by itself (UTC), if a time was set: until then only admins are answered it; null when none',
    examples: [null],
  })
  /** Sent as its ISO string. */
  publishAt: Date | null;
}

/** Spec §3, GET /api/products: one page and how many match in all. */
@JSONSchema({ examples: [EXAMPLE_PRODUCT_LIST] })
export class ProductListAnswer {
  @ValidateNested({ each: true })
  @Type(() => ProductAnswer)
  products: ProductAnswer[];

  @IsInt()
  total: number;
}

/** GET /api/products/random-images: site-relative URLs of pictures of random pieces. */
@JSONSchema({ examples: [{ images: EXAMPLE_IMAGES.map((image) => image.image_url) }] })
export class RandomImagesAnswer {
  @IsArray()
  @IsString({ each: true })
  images: string[];
}

/** Spec §3's rating status, with the product's mean after it. */
@JSONSchema({
  examples: [{ productId: EXAMPLE_PRODUCT.id, rating: 5, averageUserRate: 4.67, ratingCount: 3 }],
})
export class RatingAnswer {
  @IsInt()
  productId: number;

  /** The caller's rating, 0 when none. */
  @IsInt()
  @Min(0)
  @Max(5)
  rating: number;

  @IsNumber()
  averageUserRate: number;

  @IsInt()
  ratingCount: number;
}

/** Spec §3's favourite status. */
@JSONSchema({ examples: [{ isFavourite: true }] })
export class FavouriteAnswer {
  @IsBoolean()
  isFavourite: boolean;
}

/** Spec §3's favourite entry: the entry's id and the product. */
@JSONSchema({ examples: [{ id: 12, product: EXAMPLE_PRODUCT }] })
export class FavouriteEntryAnswer {
  @IsInt()
  id: number;

  @ValidateNested()
  @Type(() => ProductAnswer)
  product: ProductAnswer;
}

/** The answer of a product write (spec §7: the create answer's product.id). */
@JSONSchema({ examples: [{ product: EXAMPLE_PRODUCT }] })
export class ProductWriteAnswer {
  @ValidateNested()
  @Type(() => ProductAnswer)
  product: ProductAnswer;
}

/** DELETE /api/products/{id}: the id of the product removed. */
@JSONSchema({ examples: [{ id: EXAMPLE_PRODUCT.id }] })
export class DeletedAnswer {
  @IsInt()
  id: number;
}

const FILES = {
  type: 'array' as const,
  items: { type: 'string' as const, format: 'binary' },
  description: 'JPEG, PNG, WebP or AVIF pictures, each re-encoded',
};
const JSON_TEXT = (description: string) => ({ type: 'string' as const, format: 'json', description });

/** Spec §7's multipart form of POST /api/products/create. */
@JSONSchema({ examples: [EXAMPLE_CREATE_FORM] })
export class CreateProductForm {
  @Allow()
  @JSONSchema({ type: 'string', minLength: 1, description: "In the request's language (Accept-Language)" })
  name: string;

  @Allow()
  @JSONSchema({
    type: 'string',
    description: 'A number >= 0 with at most two decimals (PLN)',
    examples: ['290', '149.99'],
  })
  price: string;

  @Allow()
  @JSONSchema({
    type: 'string',
    minLength: 1,
    description: "In English when descriptionpl is sent too, else in the request's language",
  })
  description: string;

  @IsOptional()
  @JSONSchema({ type: 'string', description: 'In Polish' })
  descriptionpl: string;

  @IsOptional()
  @JSONSchema({
    type: 'string',
    enum: ['AVAILABLE', 'SOLD', 'MADE_TO_ORDER'],
    description: 'Optional; AVAILABLE when left out',
  })
  availability: string;

  @IsOptional()
  @JSONSchema({
    type: 'string',
    enum: ['true', 'false'],
    description:
      'Optional: `true` keeps the product a draft, seen by admins only; published at once when left out or `false`',
  })
  draft: string;

  @IsOptional()
  @JSONSchema({
    type: 'string',
    format: 'date-time',
    description:
      'Optional: when it goes public by itself (ISO 8601, e.g. 2026-12-01T08:00:00Z); until then only admins see it, as a draft',
    examples: ['2026-12-01T08:00:00.000Z'],
  })
  publishAt: string;

  @IsOptional()
  @JSONSchema(JSON_TEXT('A JSON list of colour ids, e.g. [1, 3]'))
  colorIds: string;

  @IsOptional()
  @JSONSchema(JSON_TEXT('A JSON list of category ids, e.g. [5]'))
  categoryIds: string;

  @Allow()
  @JSONSchema({ ...FILES, minItems: 1 })
  images: string[];

  @IsOptional()
  @JSONSchema(JSON_TEXT('A JSON map of a picture\'s index among `images` to its colour id, e.g. {"0": 3}'))
  imageColors: string;

  @IsOptional()
  @JSONSchema(
    JSON_TEXT(
      'Optional: a JSON map of a picture\'s index to its alt texts, e.g. {"0": {"en": "…", "pl": "…"}}',
    ),
  )
  imageAltTexts: string;
}

/** Spec §7's multipart form of PUT /api/products/{id}/edit; every field is optional there. */
@JSONSchema({ examples: [EXAMPLE_EDIT_FORM] })
export class EditProductForm {
  @IsOptional()
  @JSONSchema({ type: 'string', minLength: 1, description: "In the request's language (Accept-Language)" })
  name: string;

  @IsOptional()
  @JSONSchema({ type: 'string', description: 'A number >= 0 with at most two decimals (PLN)' })
  price: string;

  @IsOptional()
  @JSONSchema({
    type: 'string',
    description: "In the request's language (Accept-Language); in English when descriptionpl is sent too",
  })
  description: string;

  @IsOptional()
  @JSONSchema({ type: 'string', description: 'In Polish, when both are sent' })
  descriptionpl: string;

  @IsOptional()
  @JSONSchema({ type: 'string', enum: ['AVAILABLE', 'SOLD', 'MADE_TO_ORDER'] })
  availability: string;

  @IsOptional()
  @JSONSchema({
    type: 'string',
    enum: ['true', 'false'],
    description:
      'Optional: `true` takes the product back to a draft (seen by admins only), `false` publishes it; left out, it stays as it is',
  })
  draft: string;

  @IsOptional()
  @JSONSchema({
    type: 'string',
    description:
      'Optional: when it goes public by itself (ISO 8601, e.g. 2026-12-01T08:00:00Z); until then only admins see it, as a draft. An empty value clears it; left out, it stays as it is',
    examples: ['2026-12-01T08:00:00.000Z'],
  })
  publishAt: string;

  @IsOptional()
  @JSONSchema(JSON_TEXT('A JSON list of colour ids'))
  colorIds: string;

  @IsOptional()
  @JSONSchema(JSON_TEXT('A JSON list of category ids'))
  categoryIds: string;

  @IsOptional()
  @JSONSchema({
    type: 'array',
    items: { type: 'string', format: 'json' },
    description:
      'One JSON item per kept picture, in their new order: {"id": 3, "color_id": 5, "alt_text": "…", "alt_text_pl": "…"}; pictures left out are removed',
  })
  existingImages: string[];

  @IsOptional()
  @JSONSchema(FILES)
  images: string[];

  @IsOptional()
  @JSONSchema(JSON_TEXT("A JSON map of a new picture's index among `images` to its colour id"))
  imageColors: string;

  @IsOptional()
  @JSONSchema(JSON_TEXT("Optional: a JSON map of a new picture's index to its alt texts"))
  imageAltTexts: string;
}
