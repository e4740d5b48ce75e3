import { Field, Float, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { Language } from '../i18n/locale';
import { Paginated } from '../common/pagination/paginated';
import { LanguageValue } from '../i18n/language.model';
import type { Availability } from './product.entity';

export enum AvailabilityValue {
  AVAILABLE = 'AVAILABLE',
  SOLD = 'SOLD',
  MADE_TO_ORDER = 'MADE_TO_ORDER',
}
registerEnumType(AvailabilityValue, {
  name: 'Availability',
  description: 'Whether a piece can be bought now, is sold (kept as portfolio) or is made to order',
  valuesMap: {
    AVAILABLE: { description: 'Made and waiting: it can be bought as it is' },
    SOLD: { description: 'Sold: shown as part of the portfolio, not for sale' },
    MADE_TO_ORDER: { description: 'Made anew for each order, in the colours asked for' },
  },
});

/** The orders of the catalogue list; REST spells them as the values (`sort=price-asc`), GraphQL as the names. */
export enum ProductSortValue {
  NEWEST = 'newest',
  PRICE_ASC = 'price-asc',
  PRICE_DESC = 'price-desc',
}
registerEnumType(ProductSortValue, {
  name: 'ProductSort',
  description: 'The order of the catalogue list',
  valuesMap: {
    NEWEST: { description: 'Newest first (the default)' },
    PRICE_ASC: { description: 'Price from the lowest, newest first among equal prices' },
    PRICE_DESC: { description: 'Price from the highest, newest first among equal prices' },
  },
});

@ObjectType({ description: "A colour, named in the request's language" })
export class Color {
  @Field(() => Int, {
    description: "The colour's id, for the `colors` filter of `products` and a picture's `colorId`",
  })
  id: number;

  @Field({ description: "The colour's name in the request's language" })
  name: string;

  @Field({ description: 'The colour as #rrggbb, for swatches' })
  hex: string;
}

@ObjectType({ description: "A category, named in the request's language; id 5 is bridal" })
export class Category {
  @Field(() => Int, {
    description: "The category's id, for the `categories` filter of `products`; 5 is bridal",
  })
  id: number;

  @Field({ description: "The category's name in the request's language" })
  name: string;
}

@ObjectType({
  description: 'A picture of a piece, stored in WebP and AVIF widths (no metadata of the original kept)',
})
export class ProductImage {
  @Field(() => Int, {
    description: "The picture's id (for `deleteProductImage`, and to keep it in `updateProduct`'s `images`)",
  })
  id: number;

  @Field({ description: "Site-relative URL (under /uploads/) of the image's largest WebP size" })
  imageUrl: string;

  @Field({
    description:
      "What the picture shows, in the request's language, else in the other one; '' when not written",
  })
  altText: string;

  @Field(() => LanguageValue, {
    description:
      'The language `altText` is in: the other one than asked when the maker has written it only in that one',
  })
  altTextLang: Language;

  @Field(() => Int, {
    nullable: true,
    description: 'The id of the colour the picture shows (see `colors`), null when none was chosen',
  })
  colorId: number | null;

  @Field(() => Int, {
    description: 'Width in pixels of the largest stored size (the aspect ratio to reserve)',
  })
  width: number;

  @Field(() => Int, { description: 'Height in pixels of the largest stored size' })
  height: number;

  @Field({ description: "The image's dominant colour (#rrggbb), painted before it arrives" })
  placeholder: string;

  @Field({ description: 'Every stored AVIF size as a srcset ("/uploads/… 320w, …"), smallest first' })
  avifSrcset: string;

  @Field({ description: 'Every stored WebP size as a srcset, smallest first' })
  webpSrcset: string;
}

@ObjectType({
  description:
    "A piece of the catalogue as visitors see it, its texts in the request's language (Accept-Language), else in the other one",
})
export class Product {
  @Field(() => Int, { description: "The product's id (its page is /jewellery/{id})" })
  id: number;

  @Field({ description: "In the request's language, else in the other one (see nameLang)" })
  name: string;

  @Field(() => LanguageValue, {
    description:
      'The language `name` is in: the other one than asked when the maker has not written it in this one',
  })
  nameLang: Language;

  @Field({ description: "In the request's language, else in the other one (see descriptionLang)" })
  description: string;

  @Field(() => LanguageValue, { description: 'The language `description` is in' })
  descriptionLang: Language;

  @Field(() => Float, { description: 'PLN, with at most two decimals' })
  price: number;

  @Field(() => AvailabilityValue, {
    description: 'Whether it can be bought now, is sold or is made to order',
  })
  availability: Availability;

  @Field(() => Float, { description: 'Mean of the ratings, 0 when there are none' })
  averageUserRate: number;

  @Field(() => Int, { description: 'How many users rated it' })
  ratingCount: number;

  @Field(() => [Color], { description: 'Its colours, in id order' })
  colors: Color[];

  @Field(() => [Category], { description: 'Its categories, in id order' })
  categories: Category[];

  @Field(() => [ProductImage], { description: 'In their order; the first is the cover' })
  images: ProductImage[];

  @Field(() => ProductImage, {
    nullable: true,
    description:
      'The first image, null when there is none: what a product card shows, without the whole gallery',
  })
  cover: ProductImage | null;

  /** For sitemaps and caches; not a GraphQL field. */
  updatedAt: Date;

  @Field({
    description:
      'True while it is a draft: then only admins see it (on its page and in `draftProducts`); to anyone else it does not exist',
  })
  draft: boolean;

  @Field(() => Date, {
    nullable: true,
    description:
      'When it goes public by itself (UTC), if it was scheduled: until then, even when `draft` is false, only admins see it; null when no time was set',
  })
  publishAt: Date | null;
}

@ObjectType({ description: 'A picture as the edit screen shows it: its alt text in both languages' })
export class AdminProductImage extends ProductImage {
  @Field({ description: "The alt text in English; '' where not written" })
  altTextEn: string;

  @Field({ description: "The alt text in Polish; '' where not written" })
  altTextPl: string;
}

@ObjectType({
  description:
    'A product as its edit screen needs it (admins only): both descriptions, every alt text, the chosen ids',
})
export class AdminProduct {
  @Field(() => Int, { description: "The product's id" })
  id: number;

  @Field({ description: "In the request's language, else in the other one" })
  name: string;

  @Field({ description: 'Empty where the maker has not written it' })
  nameEn: string;

  @Field({ description: 'Empty where the maker has not written it' })
  namePl: string;

  @Field(() => Float, { description: 'PLN, with at most two decimals' })
  price: number;

  @Field(() => AvailabilityValue, {
    description: 'Whether it can be bought now, is sold or is made to order',
  })
  availability: Availability;

  @Field({ description: 'Empty where the maker has not written it' })
  descriptionEn: string;

  @Field({ description: 'Empty where the maker has not written it' })
  descriptionPl: string;

  @Field(() => [Int], { description: 'The ids of its colours' })
  colorIds: number[];

  @Field(() => [Int], { description: 'The ids of its categories' })
  categoryIds: number[];

  @Field(() => [AdminProductImage], { description: 'In their order; the first is the cover' })
  images: AdminProductImage[];

  @Field({ description: 'True while it is a draft, seen by admins only; false once published' })
  draft: boolean;

  @Field(() => Date, {
    nullable: true,
    description:
      'When it goes public by itself (UTC), if it was scheduled: until then, even when `draft` is false, only admins see it; null when no time was set',
  })
  publishAt: Date | null;
}

@ObjectType({ description: 'One page of a product list and how many match in all' })
export class ProductPage extends Paginated(Product, 'products') {}

@ObjectType({ description: "The caller's rating of a product and the product's average after it" })
export class RatingStatus {
  @Field(() => Int, { description: 'The product rated' })
  productId: number;

  @Field(() => Int, { description: "The caller's rating, 0 when none" })
  rating: number;

  @Field(() => Float, { description: "The product's mean rating now, 0 when there are none" })
  averageUserRate: number;

  @Field(() => Int, { description: 'How many users rated the product' })
  ratingCount: number;
}

@ObjectType({ description: 'Whether the caller keeps a product among their favourites' })
export class FavouriteStatus {
  @Field(() => Int, { description: 'The product asked about' })
  productId: number;

  @Field({ description: "True when the product is among the caller's favourites" })
  isFavourite: boolean;
}

@ObjectType({ description: 'One of the caller’s favourites' })
export class FavouriteEntry {
  @Field(() => Int, { description: "The entry's own id (not the product's)" })
  id: number;

  @Field(() => Product, { description: "The product kept, its texts in the request's language" })
  product: Product;
}

@ObjectType({ description: "A page of the caller's favourites, most recently kept first" })
export class FavouritePage extends Paginated(FavouriteEntry) {}
