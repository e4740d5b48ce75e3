import { Field, Int, ObjectType } from '@nestjs/graphql';

/** A piece's and a post's figures alike; two types, so a piece and a post with the same id are two things to a client's cache. */
@ObjectType({ isAbstract: true })
export abstract class ItemInsight {
  @Field(() => Int, {
    description: "The piece's id (its page is /jewellery/{id}) or the post's (/publication/{id})",
  })
  id: number;

  @Field({ description: "Its name (a post's title) in the request's language, else the other one" })
  name: string;

  @Field(() => Int, {
    description:
      'Views of its page: pages sent to a browser, and navigations to it within the shop once per visit',
  })
  views: number;

  @Field(() => [Int], {
    description: 'Its views on each day of the window, oldest first (one number a day, in Poland’s time)',
  })
  viewsByDay: number[];

  @Field(() => Int, { description: 'Favourites added (pieces only; 0 for posts)' })
  favourites: number;

  @Field(() => Int, { description: 'Ratings given or changed (pieces only)' })
  ratings: number;

  @Field(() => Int, { description: 'Comments written' })
  comments: number;

  @Field(() => Int, { description: 'Enquiries about it (pieces only)' })
  enquiries: number;

  @Field(() => Int, {
    description:
      'Orders placed for it and confirmed by their buyer: reservations and orders made to order (pieces only)',
  })
  reservations: number;

  @Field(() => Int, { description: 'Orders for it paid within the window (pieces only)' })
  sales: number;
}

@ObjectType({ description: 'What people did with one piece within the window' })
export class ProductInsight extends ItemInsight {}

@ObjectType({
  description:
    'What people did with one post within the window (its favourites, ratings, enquiries, reservations and sales are 0)',
})
export class PublicationInsight extends ItemInsight {}

@ObjectType({ description: 'Visits by the kind of site they came from' })
export class ReferrerInsight {
  @Field({
    description:
      'The kind of site: instagram.com, facebook.com, pinterest.com, google, other or direct (no referrer); the site alone, never the address',
  })
  site: string;

  @Field(() => Int, { description: "Visits that came from it: a piece's or a post's page opened from there" })
  views: number;
}

@ObjectType({
  description:
    "The maker's insights over the last days, counted without tracking: no cookie, no address, no row per visitor",
})
export class Insights {
  @Field(() => Int, { description: 'The window: 7, 30 or 365 days, today included' })
  days: number;

  @Field({ description: 'Its first day (YYYY-MM-DD, in Poland’s time)' })
  firstDay: string;

  @Field(() => [ProductInsight], { description: 'Pieces with any view or engagement, most viewed first' })
  products: ProductInsight[];

  @Field(() => [PublicationInsight], { description: 'Posts with any view or comment, most viewed first' })
  publications: PublicationInsight[];

  @Field(() => [ReferrerInsight], { description: 'Every kind of site, most visits first' })
  referrers: ReferrerInsight[];
}
