import { Controller, Get, Param, Query } from '@nestjs/common';
import { Allow, PublicRead } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { ParseIdPipe } from '../common/http/parse-id.pipe';
import { ParseCountPipe } from './dto/count.pipe';
import { ProductsArgs } from './dto/products.args';
import { ProductsService } from './products.service';
import { restProduct } from './rest-shapes';
import { RestAnswer, RestSummary, RestTag } from '../openapi/rest-answer.decorator';
import {
  CategoryAnswer,
  ColorAnswer,
  ProductAnswer,
  ProductListAnswer,
  RandomImagesAnswer,
} from './dto/rest-answers';

/** Spec §7: GET /api/colors, /api/categories, /api/products, /api/products/{id}. */
@Controller()
@Allow('anyone')
@RestTag(
  'The catalogue as a visitor reads it: colours, categories, products and their pictures. Every path is open and its answer may be cached for 30 s (ETag, `If-None-Match` answers 304).',
)
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get('colors')
  @PublicRead()
  @RestSummary(
    "Every colour, named in the request's language (Accept-Language)",
    "The colours a piece can have, for a colour filter; refetch them when the language changes. Texts come in the request's language (Accept-Language: `pl` or `en`, Polish without it); a text the maker has not written in it comes in the other one.",
  )
  @RestAnswer(200, [ColorAnswer])
  colors(@Ctx() ctx: RequestContext) {
    return this.products.colors(ctx);
  }

  @Get('categories')
  @PublicRead()
  @RestSummary(
    "Every category, named in the request's language; id 5 is bridal",
    "The categories of the catalogue, for a category filter; category 5 is bridal (the bridal page lists it). Texts come in the request's language (Accept-Language: `pl` or `en`, Polish without it); a text the maker has not written in it comes in the other one.",
  )
  @RestAnswer(200, [CategoryAnswer])
  categories(@Ctx() ctx: RequestContext) {
    return this.products.categories(ctx);
  }

  @Get('products')
  @PublicRead()
  @RestSummary(
    'A page of the catalogue, newest first or by price, filtered by colours, categories, availability and a part of the name',
    "Newest first, or by price with `sort`: `newest` (the default), `price-asc`, `price-desc` (newest first among equal prices). `offset` from 0 and `limit` 1 to 100 page through the list; 9 a page by default. `colors` and `categories` take ids, comma-joined (`colors=1,3`): a product matches with any of them; `name` matches a part of the name in either language, ignoring case and diacritics; `availability` takes AVAILABLE, SOLD, MADE_TO_ORDER, comma-joined: a product matches with any of them (none given: all, sold pieces included). `total` is how many match in all. Texts come in the request's language (Accept-Language: `pl` or `en`, Polish without it); a text the maker has not written in it comes in the other one. Refusals: 400 with `INVALID_VALUE`, `TOO_SMALL`, `TOO_LARGE` or `TOO_LONG` (a name past 100 characters, more than 50 ids) for a bad parameter, an unknown `sort` or `availability` value included.",
  )
  @RestAnswer(200, ProductListAnswer)
  async list(@Ctx() ctx: RequestContext, @Query() args: ProductsArgs) {
    const page = await this.products.list(ctx, args);
    return { products: page.items.map(restProduct), total: page.total };
  }

  /** Spec §7: reads `images`; here the site-relative URLs of their largest size. */
  @Get('products/random-images')
  @RestSummary(
    'Pictures of random pieces, one each (the home slideshow)',
    "Site-relative URLs (prefix the shop's own address) of the largest WebP size of one picture each of `count` random pieces (1 to 20, 6 by default), for a slideshow. Not cached: each call draws anew. Refusal: 400 `INVALID_VALUE` for a count outside 1 to 20.",
  )
  @RestAnswer(200, RandomImagesAnswer)
  async randomImages(@Ctx() ctx: RequestContext, @Query('count', new ParseCountPipe()) count: number) {
    return { images: (await this.products.randomImages(ctx, count)).map((image) => image.imageUrl) };
  }

  @Get('products/:id')
  @PublicRead()
  @RestSummary(
    "One product in the request's language",
    "The product with its colours, categories and pictures in their order (the first is the cover), its mean rating and how many rated it. Texts come in the request's language (Accept-Language: `pl` or `en`, Polish without it); a text the maker has not written in it comes in the other one. 404 when there is no product with this id.",
  )
  @RestAnswer(200, ProductAnswer)
  async get(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    return restProduct(await this.products.get(ctx, id));
  }
}
