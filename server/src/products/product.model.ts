import { Field, Float, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { Locale } from '../i18n/locale';
import { Paginated } from '../common/pagination/paginated';
import { LanguageValue } from '../graphql/language';
import type { Availability } from './product.entity';

export enum AvailabilityValue {
  AVAILABLE = 'AVAILABLE',
  SOLD = 'SOLD',
  MADE_TO_ORDER = 'MADE_TO_ORDER',
}
registerEnumType(AvailabilityValue, {
  name: 'Availability',
  description: 'Whether a piece can be bought now, is sold (kept as portfolio) or is made to order',
});

@ObjectType({ description: "A colour, named in the request's language" })
export class Color {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;

  @Field({ description: 'The colour as #rrggbb, for swatches' })
  hex: string;
}

@ObjectType({ description: "A category, named in the request's language; id 5 is bridal" })
export class Category {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;
}

@ObjectType()
export class ProductImage {
  @Field(() => Int)
  id: number;

  @Field({ description: "Site-relative URL (under /uploads/) of the image's largest WebP size" })
  imageUrl: string;

  @Field()
  altText: string;

  @Field(() => Int, { nullable: true })
  colorId: number | null;

  @Field(() => Int)
  width: number;

  @Field(() => Int)
  height: number;

  @Field({ description: "The image's dominant colour (#rrggbb), painted before it arrives" })
  placeholder: string;

  @Field({ description: 'Every stored AVIF size as a srcset ("/uploads/… 320w, …"), smallest first' })
  avifSrcset: string;

  @Field({ description: 'Every stored WebP size as a srcset, smallest first' })
  webpSrcset: string;
}

@ObjectType()
export class Product {
  @Field(() => Int)
  id: number;

  @Field({ description: "In the request's language, else in the other one (see nameLang)" })
  name: string;

  @Field(() => LanguageValue, { description: 'The language `name` is in: the other one than asked when the maker has not written it in this one' })
  nameLang: Locale;

  @Field({ description: "In the request's language, else in the other one (see descriptionLang)" })
  description: string;

  @Field(() => LanguageValue, { description: 'The language `description` is in' })
  descriptionLang: Locale;

  @Field(() => Float, { description: 'PLN' })
  price: number;

  @Field(() => AvailabilityValue)
  availability: Availability;

  @Field(() => Float, { description: 'Mean of the ratings, 0 when there are none' })
  averageUserRate: number;

  @Field(() => Int)
  ratingCount: number;

  @Field(() => [Color])
  colors: Color[];

  @Field(() => [Category])
  categories: Category[];

  @Field(() => [ProductImage], { description: 'In their order; the first is the cover' })
  images: ProductImage[];

  @Field(() => ProductImage, {
    nullable: true,
    description: 'The first image, null when there is none: what a product card shows, without the whole gallery',
  })
  cover: ProductImage | null;

  /** For sitemaps and caches; not a GraphQL field. */
  updatedAt: Date;
}

@ObjectType({ description: 'A picture as the edit screen shows it: its alt text in both languages' })
export class AdminProductImage extends ProductImage {
  @Field()
  altTextEn: string;

  @Field()
  altTextPl: string;
}

@ObjectType({ description: 'A product as its edit screen needs it (admins only): both descriptions, every alt text, the chosen ids' })
export class AdminProduct {
  @Field(() => Int)
  id: number;

  @Field({ description: "In the request's language, else in the other one" })
  name: string;

  @Field({ description: 'Empty where the maker has not written it' })
  nameEn: string;

  @Field({ description: 'Empty where the maker has not written it' })
  namePl: string;

  @Field(() => Float)
  price: number;

  @Field(() => AvailabilityValue)
  availability: Availability;

  @Field()
  descriptionEn: string;

  @Field()
  descriptionPl: string;

  @Field(() => [Int])
  colorIds: number[];

  @Field(() => [Int])
  categoryIds: number[];

  @Field(() => [AdminProductImage], { description: 'In their order; the first is the cover' })
  images: AdminProductImage[];
}

@ObjectType({ description: 'One page of a product list and how many match in all' })
export class ProductPage extends Paginated(Product, 'products') {}

@ObjectType({ description: "The caller's rating of a product and the product's average after it" })
export class RatingStatus {
  @Field(() => Int)
  productId: number;

  @Field(() => Int, { description: "The caller's rating, 0 when none" })
  rating: number;

  @Field(() => Float)
  averageUserRate: number;

  @Field(() => Int)
  ratingCount: number;
}

@ObjectType({ description: 'Whether the caller keeps a product among their favourites' })
export class FavouriteStatus {
  @Field(() => Int)
  productId: number;

  @Field()
  isFavourite: boolean;
}

@ObjectType({ description: 'One of the caller’s favourites' })
export class FavouriteEntry {
  @Field(() => Int)
  id: number;

  @Field(() => Product)
  product: Product;
}

@ObjectType({ description: "A page of the caller's favourites, most recently kept first" })
export class FavouritePage extends Paginated(FavouriteEntry) {}
