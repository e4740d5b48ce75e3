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
  @Query(() => [Color], {
    description: "Every colour, named in the request's language, in id order. Anyone may call it",
  })
  colors(@Ctx() ctx: RequestContext): Promise<Color[]> {
    return this.catalogue.colors(ctx);
  }

  @PublicRead()
  @Query(() => [Category], {
    description:
      "Every category, named in the request's language, in id order; 5 is bridal. Anyone may call it",
  })
  categories(@Ctx() ctx: RequestContext): Promise<Category[]> {
    return this.catalogue.categories(ctx);
  }

  @PublicRead()
  @Query(() => ProductPage, {
    description:
      'A page of the catalogue, newest first, with the number of matches; 9 a page by default. Filters combine (all must hold), each matching any of its values. Anyone may call it. BAD_USER_INPUT (INVALID_VALUE, TOO_SMALL, TOO_LARGE, TOO_LONG) for a bad argument',
  })
  products(@Ctx() ctx: RequestContext, @Args() args: ProductsArgs): Promise<ProductPage> {
    return this.catalogue.list(ctx, args);
  }

  @Query(() => [ProductImage], {
    description:
      "Pictures of random pieces (one each, a piece's first picture) for the home page's slideshow, drawn anew on each call; fewer when fewer pieces have pictures. Anyone may call it",
  })
  randomImages(
    @Ctx() ctx: RequestContext,
    @Args(
      'count',
      {
        type: () => Int,
        defaultValue: 6,
        description: 'How many pieces, 1 to 20; BAD_USER_INPUT (INVALID_VALUE) outside',
      },
      new ParseCountPipe(),
    )
    count: number,
  ): Promise<ProductImage[]> {
    return this.catalogue.randomImages(ctx, count);
  }

  @PublicRead()
  @Query(() => Product, {
    description: 'One product; NOT_FOUND when there is none with this id. Anyone may call it',
  })
  product(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => Int, description: "The product's id" }) id: number,
  ): Promise<Product> {
    return this.catalogue.get(ctx, id);
  }
}
