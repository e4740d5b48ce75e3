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

  @Query(() => RatingStatus, { description: "The caller's rating of a product (0 when none)" })
  myRating(@Ctx() ctx: RequestContext, @Args('productId', { type: () => Int }) productId: number): Promise<RatingStatus> {
    return this.ratings.mine(ctx, productId);
  }

  @Mutation(() => RatingStatus, { description: 'Rates a product 1 to 5; rating again replaces the rating' })
  rateProduct(
    @Ctx() ctx: RequestContext,
    @Args('productId', { type: () => Int }) productId: number,
    @Args('rating', { type: () => Int }) rating: number,
  ): Promise<RatingStatus> {
    return this.ratings.rate(ctx, productId, rating);
  }

  @Mutation(() => RatingStatus, { description: "Removes the caller's rating of a product" })
  removeRating(@Ctx() ctx: RequestContext, @Args('productId', { type: () => Int }) productId: number): Promise<RatingStatus> {
    return this.ratings.remove(ctx, productId);
  }

  @Query(() => FavouriteStatus)
  isFavourite(@Ctx() ctx: RequestContext, @Args('productId', { type: () => Int }) productId: number): Promise<FavouriteStatus> {
    return this.favourites.isFavourite(ctx, productId).then((isFavourite) => ({ productId, isFavourite }));
  }

  @Mutation(() => FavouriteStatus)
  addFavourite(@Ctx() ctx: RequestContext, @Args('productId', { type: () => Int }) productId: number): Promise<FavouriteStatus> {
    return this.favourites.add(ctx, productId).then((isFavourite) => ({ productId, isFavourite }));
  }

  @Mutation(() => FavouriteStatus)
  removeFavourite(@Ctx() ctx: RequestContext, @Args('productId', { type: () => Int }) productId: number): Promise<FavouriteStatus> {
    return this.favourites.remove(ctx, productId).then((isFavourite) => ({ productId, isFavourite }));
  }

  @Query(() => FavouritePage, { description: "A page of the caller's favourites, most recently kept first (six by default, spec §9)" })
  myFavourites(@Ctx() ctx: RequestContext, @Args() page: FavouritesArgs): Promise<FavouritePage> {
    return this.favourites.list(ctx, ctx.caller!.id, page);
  }

  @Query(() => [Int], { description: 'The ids of every product the caller keeps (for the hearts on a page)' })
  myFavouriteIds(@Ctx() ctx: RequestContext): Promise<number[]> {
    return this.favourites.ids(ctx);
  }
}
