import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { CatalogueWritesService } from './catalogue-writes.service';
import { CreateProductInput, UpdateProductInput } from './dto/product.input';
import { AdminProduct, Product } from './product.model';
import { ProductsService } from './products.service';

/** Catalogue administration (admins only): the edit screen's read and every write, each answering what changed. */
@Resolver()
@Allow('admin')
export class CatalogueWritesResolver {
  constructor(
    private readonly writes: CatalogueWritesService,
    private readonly catalogue: ProductsService,
  ) {}

  @Query(() => AdminProduct, { description: 'A product with both descriptions and alt texts, for its edit screen' })
  adminProduct(@Ctx() ctx: RequestContext, @Args('id', { type: () => Int }) id: number): Promise<AdminProduct> {
    return this.catalogue.adminGet(ctx, id);
  }

  @Mutation(() => Product, { description: 'Adds a product with its pictures (multipart upload); answers it' })
  createProduct(@Ctx() ctx: RequestContext, @Args('input') input: CreateProductInput): Promise<Product> {
    return this.writes.create(ctx, input);
  }

  @Mutation(() => Product, { description: 'Changes a product: fields, colours, categories, pictures (kept, reordered, dropped, added); answers it' })
  updateProduct(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => Int }) id: number,
    @Args('input') input: UpdateProductInput,
  ): Promise<Product> {
    return this.writes.update(ctx, id, input);
  }

  @Mutation(() => Int, { description: 'Deletes a product with its pictures, ratings, favourites and comments; answers its id' })
  deleteProduct(@Ctx() ctx: RequestContext, @Args('id', { type: () => Int }) id: number): Promise<number> {
    return this.writes.remove(ctx, id);
  }

  @Mutation(() => Product, { description: 'Deletes one picture of a product; answers the product' })
  deleteProductImage(@Ctx() ctx: RequestContext, @Args('id', { type: () => Int }) id: number): Promise<Product> {
    return this.writes.removeImage(ctx, id);
  }
}
