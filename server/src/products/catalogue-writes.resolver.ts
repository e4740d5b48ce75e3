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

  @Query(() => AdminProduct, {
    description:
      'A product with its texts in both languages and the chosen ids, for its edit screen. Admins only; NOT_FOUND for an unknown product',
  })
  adminProduct(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => Int, description: "The product's id" }) id: number,
  ): Promise<AdminProduct> {
    return this.catalogue.adminGet(ctx, id);
  }

  @Query(() => [Product], {
    description:
      'Every draft piece (seen by admins only until published), the last changed first. Admins only',
  })
  draftProducts(@Ctx() ctx: RequestContext): Promise<Product[]> {
    return this.catalogue.drafts(ctx);
  }

  @Mutation(() => Product, {
    description:
      "Adds a product with its pictures (a multipart upload; the limits are `uploadLimits`); answers it in the request's language. All or nothing: any refusal keeps nothing. Admins only. Reason codes: REQUIRED, TOO_LONG, INVALID_CHARACTERS, INVALID_VALUE, NOT_ALLOWED, TOO_SMALL, TOO_LARGE, TOO_MANY_DECIMALS (price), IMAGE_REQUIRED, UNKNOWN_COLOR, UNKNOWN_CATEGORY, FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED, FILE_UNREADABLE, IMAGE_TOO_MANY_PIXELS, TOO_MANY_FILES (a file is named images.<index>); PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE for a file past the limits or of another type",
  })
  createProduct(
    @Ctx() ctx: RequestContext,
    @Args('input', { description: 'The new product and its pictures' }) input: CreateProductInput,
  ): Promise<Product> {
    return this.writes.create(ctx, input);
  }

  @Mutation(() => Product, {
    description:
      "Changes a product: fields, colours, categories, pictures (kept, reordered, dropped, added); a field left out stays. Answers it. All or nothing; dropped pictures' files go once it commits. Admins only. Reason codes: those of createProduct and UNKNOWN_IMAGE (a kept picture not of this product); NOT_FOUND for an unknown product",
  })
  updateProduct(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => Int, description: "The product's id" }) id: number,
    @Args('input', { description: 'What changes' }) input: UpdateProductInput,
  ): Promise<Product> {
    return this.writes.update(ctx, id, input);
  }

  @Mutation(() => Int, {
    description:
      'Deletes a product with its pictures (every stored size), ratings, favourites and comments; answers its id. Admins only; NOT_FOUND for an unknown product',
  })
  deleteProduct(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => Int, description: "The product's id" }) id: number,
  ): Promise<number> {
    return this.writes.remove(ctx, id);
  }

  @Mutation(() => Product, {
    description:
      'Deletes one picture of a product, every stored size of it; answers the product. Admins only; NOT_FOUND for an unknown picture',
  })
  deleteProductImage(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => Int, description: "The picture's id (ProductImage.id)" }) id: number,
  ): Promise<Product> {
    return this.writes.removeImage(ctx, id);
  }
}
