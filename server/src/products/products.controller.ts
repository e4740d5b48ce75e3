import { Controller, Get, Param, Query } from '@nestjs/common';
import { Allow, PublicRead } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { ParseIdPipe } from '../common/http/parse-id.pipe';
import { ParseCountPipe } from './dto/count.pipe';
import { ProductsArgs } from './dto/products.args';
import { ProductsService } from './products.service';
import { restProduct } from './rest-shapes';
import { RestAnswer, RestSummary } from '../openapi/rest-answer.decorator';
import { CategoryAnswer, ColorAnswer, ProductAnswer, ProductListAnswer, RandomImagesAnswer } from './dto/rest-answers';

/** Spec §7: GET /api/colors, /api/categories, /api/products, /api/products/{id}. */
@Controller()
@Allow('anyone')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get('colors')
  @PublicRead()
  @RestSummary("Every colour, named in the request's language (Accept-Language)")
  @RestAnswer(200, [ColorAnswer])
  colors(@Ctx() ctx: RequestContext) {
    return this.products.colors(ctx);
  }

  @Get('categories')
  @PublicRead()
  @RestSummary("Every category, named in the request's language; id 5 is bridal")
  @RestAnswer(200, [CategoryAnswer])
  categories(@Ctx() ctx: RequestContext) {
    return this.products.categories(ctx);
  }

  @Get('products')
  @PublicRead()
  @RestSummary('A page of the catalogue, newest first, filtered by colours, categories and a part of the name')
  @RestAnswer(200, ProductListAnswer)
  async list(@Ctx() ctx: RequestContext, @Query() args: ProductsArgs) {
    const page = await this.products.list(ctx, args);
    return { products: page.items.map(restProduct), total: page.total };
  }

  /** Spec §7: reads `images`; here the site-relative URLs of their largest size. */
  @Get('products/random-images')
  @RestSummary('Pictures of random pieces, one each (the home slideshow)')
  @RestAnswer(200, RandomImagesAnswer)
  async randomImages(@Ctx() ctx: RequestContext, @Query('count', new ParseCountPipe()) count: number) {
    return { images: (await this.products.randomImages(ctx, count)).map((image) => image.imageUrl) };
  }

  @Get('products/:id')
  @PublicRead()
  @RestSummary("One product in the request's language")
  @RestAnswer(200, ProductAnswer)
  async get(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    return restProduct(await this.products.get(ctx, id));
  }
}
