import { Controller, Get, Param, Query } from '@nestjs/common';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { ParseIdPipe } from '../common/http/parse-id.pipe';
import { ProductsArgs } from './dto/products.args';
import type { Product, ProductImage } from './product.model';
import { ProductsService } from './products.service';

/** Spec §7's shapes: images with image_url, alt_text and color_id. */
const restImage = (image: ProductImage) => ({
  id: image.id,
  image_url: image.imageUrl,
  alt_text: image.altText,
  color_id: image.colorId,
  width: image.width,
  height: image.height,
});
const restProduct = ({ updatedAt: _omit, images, ...product }: Product) => ({ ...product, images: images.map(restImage) });

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
    return { products: page.products.map(restProduct), total: page.total };
  }

  @Get('products/:id')
  async get(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    return restProduct(await this.products.get(ctx, id));
  }
}
