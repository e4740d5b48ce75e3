import { Controller, Get, Param, Query } from '@nestjs/common';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { ParseIdPipe } from '../common/http/parse-id.pipe';
import { ParseCountPipe } from './dto/count.pipe';
import { ProductsArgs } from './dto/products.args';
import { ProductsService } from './products.service';
import { restProduct } from './rest-shapes';

/** Spec §7: GET /api/colors, /api/categories, /api/products, /api/products/{id}. */
@Controller()
@Allow('anyone')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get('colors')
  colors(@Ctx() ctx: RequestContext) {
    return this.products.colors(ctx);
  }

  @Get('categories')
  categories(@Ctx() ctx: RequestContext) {
    return this.products.categories(ctx);
  }

  @Get('products')
  async list(@Ctx() ctx: RequestContext, @Query() args: ProductsArgs) {
    const page = await this.products.list(ctx, args);
    return { products: page.items.map(restProduct), total: page.total };
  }

  /** Spec §7: reads `images`; here the site-relative URLs of their largest size. */
  @Get('products/random-images')
  async randomImages(@Ctx() ctx: RequestContext, @Query('count', new ParseCountPipe()) count: number) {
    return { images: (await this.products.randomImages(ctx, count)).map((image) => image.imageUrl) };
  }

  @Get('products/:id')
  async get(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    return restProduct(await this.products.get(ctx, id));
  }
}
