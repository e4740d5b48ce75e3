import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsEnum, IsInt, IsNumber, IsString, Matches, Max, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { AvailabilityValue } from '../product.model';

/** Spec §3: a colour, named in the request's language (Accept-Language). */
export class ColorAnswer {
  @IsInt()
  id: number;

  @IsString()
  name: string;

  @Matches(/^#[0-9a-f]{6}$/)
  hex: string;
}

/** Spec §3: a category, named in the request's language; id 5 is bridal. */
export class CategoryAnswer {
  @IsInt()
  id: number;

  @IsString()
  name: string;
}

/** Spec §3: one picture of a piece. */
export class ImageAnswer {
  @IsInt()
  id: number;

  /** Site-relative URL of the largest WebP size (prefix the shop's own address). */
  @IsString()
  image_url: string;

  @IsString()
  alt_text: string;

  @JSONSchema({ type: ['integer', 'null'] })
  color_id: number | null;

  @IsInt()
  width: number;

  @IsInt()
  height: number;
}

/** Spec §3: a product in the request's language. */
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
  availability: AvailabilityValue;

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
}

/** Spec §3, GET /api/products: one page and how many match in all. */
export class ProductListAnswer {
  @ValidateNested({ each: true })
  @Type(() => ProductAnswer)
  products: ProductAnswer[];

  @IsInt()
  total: number;
}

/** GET /api/products/random-images: site-relative URLs of pictures of random pieces. */
export class RandomImagesAnswer {
  @IsArray()
  @IsString({ each: true })
  images: string[];
}

/** Spec §3's rating status, with the product's mean after it. */
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
export class FavouriteAnswer {
  @IsBoolean()
  isFavourite: boolean;
}

/** Spec §3's favourite entry: the entry's id and the product. */
export class FavouriteEntryAnswer {
  @IsInt()
  id: number;

  @ValidateNested()
  @Type(() => ProductAnswer)
  product: ProductAnswer;
}
