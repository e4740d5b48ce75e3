import { Args, Query, Resolver } from '@nestjs/graphql';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { InsightsArgs } from './dto/insights.args';
import { Insights } from './insight.model';
import { InsightsService } from './insights.service';

@Resolver()
export class InsightsResolver {
  constructor(private readonly service: InsightsService) {}

  @Query(() => Insights, {
    description:
      'Page views, arrivals and engagement per piece and post over the last 7, 30 or 365 days (admins only), counted without tracking. BAD_USER_INPUT (INVALID_VALUE on days) for any other window',
  })
  @Allow('admin')
  insights(@Ctx() ctx: RequestContext, @Args() args: InsightsArgs): Promise<Insights> {
    return this.service.read(ctx, args.days);
  }
}
