import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { FavouritesService } from './favourites.service';
import { FavouritesArgs } from './dto/favourites.args';
import { FavouritePage, FavouriteStatus, RatingStatus } from './product.model';
import { RatingsService } from './ratings.service';

/** A signed-in user's ratings and favourites (spec §4); anonymous callers are refused. */
@Resolver()
@Allow('user')
export class EngagementResolver {
  constructor(
    private readonly ratings: RatingsService,
    private readonly favourites: FavouritesService,
  ) {}

  @Query(() => RatingStatus, {
    description:
      "The caller's rating of a product (0 when none) and its mean. Signed-in users only; NOT_FOUND for an unknown product",
  })
  myRating(
    @Ctx() ctx: RequestContext,
    @Args('productId', { type: () => Int, description: 'The product' }) productId: number,
  ): Promise<RatingStatus> {
    return this.ratings.mine(ctx, productId);
  }

  @Mutation(() => RatingStatus, {
    description:
      "Rates a product 1 to 5; rating again replaces the caller's rating. Answers the rating and the product's new mean. Signed-in users only. Reason code: RATING_OUT_OF_RANGE (rating); NOT_FOUND for an unknown product",
  })
  rateProduct(
    @Ctx() ctx: RequestContext,
    @Args('productId', { type: () => Int, description: 'The product' }) productId: number,
    @Args('rating', { type: () => Int, description: 'Stars, a whole number from 1 to 5' }) rating: number,
  ): Promise<RatingStatus> {
    return this.ratings.rate(ctx, productId, rating);
  }

  @Mutation(() => RatingStatus, {
    description:
      "Removes the caller's rating of a product, if any; answers rating 0 and the product's new mean. Signed-in users only; NOT_FOUND for an unknown product",
  })
  removeRating(
    @Ctx() ctx: RequestContext,
    @Args('productId', { type: () => Int, description: 'The product' }) productId: number,
  ): Promise<RatingStatus> {
    return this.ratings.remove(ctx, productId);
  }

  @Query(() => FavouriteStatus, {
    description:
      "Whether the product is among the caller's favourites. Signed-in users only; NOT_FOUND for an unknown product",
  })
  isFavourite(
    @Ctx() ctx: RequestContext,
    @Args('productId', { type: () => Int, description: 'The product' }) productId: number,
  ): Promise<FavouriteStatus> {
    return this.favourites.isFavourite(ctx, productId).then((isFavourite) => ({ productId, isFavourite }));
  }

  @Mutation(() => FavouriteStatus, {
    description:
      "Adds the product to the caller's favourites (adding it again changes nothing). Signed-in users only; NOT_FOUND for an unknown product",
  })
  addFavourite(
    @Ctx() ctx: RequestContext,
    @Args('productId', { type: () => Int, description: 'The product' }) productId: number,
  ): Promise<FavouriteStatus> {
    return this.favourites.add(ctx, productId).then((isFavourite) => ({ productId, isFavourite }));
  }

  @Mutation(() => FavouriteStatus, {
    description:
      "Takes the product off the caller's favourites, if there. Signed-in users only; NOT_FOUND for an unknown product",
  })
  removeFavourite(
    @Ctx() ctx: RequestContext,
    @Args('productId', { type: () => Int, description: 'The product' }) productId: number,
  ): Promise<FavouriteStatus> {
    return this.favourites.remove(ctx, productId).then((isFavourite) => ({ productId, isFavourite }));
  }

  @Query(() => FavouritePage, {
    description:
      "A page of the caller's favourites, most recently kept first (six by default, spec §9). Signed-in users only",
  })
  myFavourites(@Ctx() ctx: RequestContext, @Args() page: FavouritesArgs): Promise<FavouritePage> {
    return this.favourites.list(ctx, ctx.caller!.id, page);
  }

  @Query(() => [Int], {
    description:
      'The ids of every product the caller keeps (for the hearts on a page), in no particular order. Signed-in users only',
  })
  myFavouriteIds(@Ctx() ctx: RequestContext): Promise<number[]> {
    return this.favourites.ids(ctx);
  }
}
