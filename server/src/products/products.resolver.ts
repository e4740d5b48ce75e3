import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { RequestLocale, type Locale } from '../common/i18n/locale';
import { ProductsArgs } from './dto/products.args';
import { Category, Color, Product, ProductPage } from './product.model';
import { ProductsService } from './products.service';

/** The catalogue for everyone, anonymous visitors included. */
@Resolver()
export class ProductsResolver {
  constructor(private readonly catalogue: ProductsService) {}

  @Query(() => [Color], { description: "Every colour, named in the request's language" })
  colors(@RequestLocale() locale: Locale): Promise<Color[]> {
    return this.catalogue.colors(locale);
  }

  @Query(() => [Category], { description: "Every category, named in the request's language" })
  categories(@RequestLocale() locale: Locale): Promise<Category[]> {
    return this.catalogue.categories(locale);
  }

  @Query(() => ProductPage, { description: 'A page of the catalogue, newest first, with the number of matches' })
  products(@RequestLocale() locale: Locale, @Args() args: ProductsArgs): Promise<ProductPage> {
    return this.catalogue.list(locale, args);
  }

  @Query(() => Product, { description: 'One product; NOT_FOUND when there is none with this id' })
  product(@RequestLocale() locale: Locale, @Args('id', { type: () => Int }) id: number): Promise<Product> {
    return this.catalogue.get(locale, id);
  }
}
