import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { ParseIdPipe } from '../common/http/parse-id.pipe';
import { PageArgs } from '../common/pagination/page.args';
import { RateBody } from './dto/rate.body';
import { FavouritesService } from './favourites.service';
import { restProduct } from './rest-shapes';
import { RatingsService } from './ratings.service';
import {
  RestAnswer,
  RestRefuses,
  RestSummary,
  RestTag,
  RestTotalCount,
} from '../openapi/rest-answer.decorator';
import { FavouriteAnswer, FavouriteEntryAnswer, RatingAnswer } from './dto/rest-answers';

/** Spec §7: rate, favourite and the favourites list, for signed-in users. */
@Controller()
@Allow('user')
@RestTag(
  "A signed-in user's ratings (1 to 5 stars) and favourites. Every path needs a token and speaks of the caller's own ratings and favourites only.",
)
export class EngagementController {
  constructor(
    private readonly ratings: RatingsService,
    private readonly favourites: FavouritesService,
  ) {}

  @Get('products/:id/rate')
  @RestSummary(
    "The caller's rating of a product (0 when none)",
    "The caller's rating of the product (1 to 5, 0 when they have not rated it), with the product's mean rating and how many rated it. 404 for an unknown product.",
  )
  @RestAnswer(200, RatingAnswer)
  rating(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    return this.ratings.mine(ctx, id);
  }

  @Post('products/:id/rate')
  @HttpCode(200)
  @RestSummary(
    'Rates a product 1 to 5; rating again replaces the rating',
    "Body `{\"rating\": 1..5}`, a whole number; rating again replaces the caller's rating. Answers the caller's rating with the product's new mean. Refusals: 400 `RATING_OUT_OF_RANGE` (not a whole number from 1 to 5), 404 for an unknown product.",
  )
  @RestAnswer(200, RatingAnswer)
  rate(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number, @Body() body: RateBody) {
    return this.ratings.rate(ctx, id, body.rating);
  }

  @Delete('products/:id/rate')
  @RestSummary(
    "Removes the caller's rating",
    "Removes the caller's rating, if any (removing none is no error); answers rating 0 with the product's new mean. 404 for an unknown product.",
  )
  @RestAnswer(200, RatingAnswer)
  removeRating(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    return this.ratings.remove(ctx, id);
  }

  @Get('products/:id/favourite')
  @RestSummary(
    'Whether the caller keeps the product among favourites',
    "Whether the product is among the caller's favourites. 404 for an unknown product.",
  )
  @RestAnswer(200, FavouriteAnswer)
  async isFavourite(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    return { isFavourite: await this.favourites.isFavourite(ctx, id) };
  }

  @Post('products/:id/favourite')
  @HttpCode(200)
  @RestSummary(
    'Keeps the product among favourites (twice is once)',
    "Adds the product to the caller's favourites; adding it again changes nothing. No body. Answers `isFavourite: true`. 404 for an unknown product.",
  )
  @RestAnswer(200, FavouriteAnswer)
  async addFavourite(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    return { isFavourite: await this.favourites.add(ctx, id) };
  }

  @Delete('products/:id/favourite')
  @RestSummary(
    'Takes the product off the favourites',
    "Removes the product from the caller's favourites, if there; answers `isFavourite: false`. 404 for an unknown product.",
  )
  @RestAnswer(200, FavouriteAnswer)
  async removeFavourite(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    return { isFavourite: await this.favourites.remove(ctx, id) };
  }

  /** Spec §7's list of entries, a page of at most 100 (`limit`, `offset`); X-Total-Count gives the whole list's length. */
  @Get('users/:userId/favourites')
  @RestSummary(
    "A page of the caller's own favourites, newest first; X-Total-Count is the whole list's length",
    "The caller's favourite products, most recently kept first, each with its entry id. `userId` must be the caller's own id (GET /api/info gives it); another user's list is refused with 403. `offset` from 0 and `limit` 1 to 100 page through the list; 100 a page by default; X-Total-Count is the whole list's length. Texts come in the request's language (Accept-Language: `pl` or `en`, Polish without it); a text the maker has not written in it comes in the other one.",
  )
  @RestAnswer(200, [FavouriteEntryAnswer])
  @RestRefuses(403)
  @RestTotalCount()
  async favouritesOf(
    @Ctx() ctx: RequestContext,
    @Param('userId', ParseIdPipe) userId: number,
    @Query() page: PageArgs,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { items, total } = await this.favourites.list(ctx, userId, page);
    res.setHeader('X-Total-Count', String(total));
    return items.map((entry) => ({ id: entry.id, product: restProduct(entry.product) }));
  }
}
