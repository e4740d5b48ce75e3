import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { RateLimit } from '../common/rate-limit/rate-limit';
import { EnquiriesArgs, EnquiryInput, EnquiryStateInput } from './dto/enquiry.input';
import { EnquiriesService } from './enquiries.service';
import { Enquiry, EnquiryPage } from './enquiry.model';

@Resolver()
export class EnquiriesResolver {
  constructor(private readonly service: EnquiriesService) {}

  @Mutation(() => Boolean, {
    description:
      "Asks the maker about a piece (productId) or in general: kept, mailed to the maker (Reply-To the customer) and copied to the customer in the request's language; answers true. Anyone may call it; RATE_LIMITED past RATE_LIMIT_ENQUIRIES (5 by default) an hour per client; NOT_FOUND for an unknown piece. Reason codes: REQUIRED, TOO_LONG, INVALID_CHARACTERS, INVALID_VALUE (name, message); EMAIL_INVALID (email)",
  })
  @Allow('anyone')
  @RateLimit('enquiry')
  async sendEnquiry(
    @Ctx() ctx: RequestContext,
    @Args('input', { description: 'Who asks, where to answer, and the question' }) input: EnquiryInput,
    @Args('productId', {
      type: () => Int,
      nullable: true,
      description: 'The piece asked about; left out for a general enquiry',
    })
    productId?: number | null,
  ): Promise<boolean> {
    await this.service.create(ctx, productId ?? null, input);
    return true;
  }

  @Query(() => EnquiryPage, { description: 'Enquiries, newest first, filtered by state (admins only)' })
  @Allow('admin')
  enquiries(@Ctx() ctx: RequestContext, @Args() args: EnquiriesArgs): Promise<EnquiryPage> {
    return this.service.list(ctx, args);
  }

  @Mutation(() => Enquiry, {
    description: "Sets an enquiry's state (admins only); NOT_FOUND for an unknown one",
  })
  @Allow('admin')
  setEnquiryState(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => Int, description: "The enquiry's id" }) id: number,
    @Args('input', { description: 'The new state' }) input: EnquiryStateInput,
  ): Promise<Enquiry> {
    return this.service.setState(ctx, id, input.state);
  }
}
