import { Controller, Get, Param, Query } from '@nestjs/common';
import { RequestLocale, type Locale } from '../common/i18n/locale';
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
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get('colors')
  colors(@RequestLocale() locale: Locale) {
    return this.products.colors(locale);
  }

  @Get('categories')
  categories(@RequestLocale() locale: Locale) {
    return this.products.categories(locale);
  }

  @Get('products')
  async list(@RequestLocale() locale: Locale, @Query() args: ProductsArgs) {
    const page = await this.products.list(locale, args);
    return { products: page.products.map(restProduct), total: page.total };
  }

  @Get('products/:id')
  async get(@RequestLocale() locale: Locale, @Param('id', ParseIdPipe) id: number) {
    return restProduct(await this.products.get(locale, id));
  }
}
