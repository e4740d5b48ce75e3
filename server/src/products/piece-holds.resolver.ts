import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { PieceHolds } from '../common/events/piece-holds';
import { Product } from './product.model';

/** A piece's reservation, on its page: asked of whoever holds pieces (orders), only for one that is for sale. */
@Resolver(() => Product)
@Allow('anyone')
export class PieceHoldsResolver {
  constructor(private readonly holds: PieceHolds) {}

  @ResolveField(() => Date, {
    nullable: true,
    description:
      'Until when the piece is reserved for a buyer who has not paid yet; null when it is not reserved',
  })
  reservedUntil(@Ctx() ctx: RequestContext, @Parent() product: Product): Promise<Date | null> | null {
    return product.availability === 'AVAILABLE' ? this.holds.until(ctx, product.id) : null;
  }
}
