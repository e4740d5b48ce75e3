import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { Allow, PublicRead } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { ProductsArgs } from './dto/products.args';
import { ParseCountPipe } from './dto/count.pipe';
import { Category, Color, Product, ProductImage, ProductPage } from './product.model';
import { ProductsService } from './products.service';

/** The catalogue for everyone, anonymous visitors included. */
@Resolver()
@Allow('anyone')
export class ProductsResolver {
  constructor(private readonly catalogue: ProductsService) {}

  @PublicRead()
  @Query(() => [Color], { description: "Every colour, named in the request's language" })
  colors(@Ctx() ctx: RequestContext): Promise<Color[]> {
    return this.catalogue.colors(ctx);
  }

  @PublicRead()
  @Query(() => [Category], { description: "Every category, named in the request's language" })
  categories(@Ctx() ctx: RequestContext): Promise<Category[]> {
    return this.catalogue.categories(ctx);
  }

  @PublicRead()
  @Query(() => ProductPage, { description: 'A page of the catalogue, newest first, with the number of matches' })
  products(@Ctx() ctx: RequestContext, @Args() args: ProductsArgs): Promise<ProductPage> {
    return this.catalogue.list(ctx, args);
  }

  @Query(() => [ProductImage], { description: "Pictures of random pieces (one each) for the home page's slideshow" })
  randomImages(
    @Ctx() ctx: RequestContext,
    @Args('count', { type: () => Int, defaultValue: 6 }, new ParseCountPipe()) count: number,
  ): Promise<ProductImage[]> {
    return this.catalogue.randomImages(ctx, count);
  }

  @PublicRead()
  @Query(() => Product, { description: 'One product; NOT_FOUND when there is none with this id' })
  product(@Ctx() ctx: RequestContext, @Args('id', { type: () => Int }) id: number): Promise<Product> {
    return this.catalogue.get(ctx, id);
  }
}
