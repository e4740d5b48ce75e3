import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { ParseIdPipe } from '../common/http/parse-id.pipe';
import { RateLimit } from '../common/rate-limit/rate-limit';
import { RestAnswer, RestSummary, RestTag } from '../openapi/rest-answer.decorator';
import { EnquiriesArgs, EnquiryInput, EnquiryStateInput } from './dto/enquiry.input';
import { EnquiryAnswer, EnquiryPageAnswer, EnquiryReceipt } from './dto/rest-answers';
import { EnquiriesService } from './enquiries.service';

const ASK =
  "JSON `name`, `email`, `message` (plain text up to 5,000 characters, the text rules of comments) and `website`, a hidden field people leave empty (an enquiry that fills it is answered alike and not kept). The maker is mailed (Reply-To the customer) and the customer gets a copy in the request's language. At most RATE_LIMIT_ENQUIRIES (5 by default) an hour per client (429 with Retry-After). Reason codes in `fields`: `REQUIRED`, `TOO_LONG`, `INVALID_CHARACTERS`, `INVALID_VALUE` (name, message); `EMAIL_INVALID` (email).";

@Controller()
@RestTag('Enquiries: a question to the maker about a piece or in general, and the admin list of them.')
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Post('products/:id/enquiries')
  @HttpCode(201)
  @Allow('anyone')
  @RateLimit('enquiry')
  @RestSummary('Asks the maker about a piece', `${ASK} 404 for an unknown piece.`)
  @RestAnswer(201, EnquiryReceipt, 'Kept and mailed')
  async aboutPiece(
    @Ctx() ctx: RequestContext,
    @Param('id', ParseIdPipe) id: number,
    @Body() input: EnquiryInput,
  ) {
    await this.enquiries.create(ctx, id, input);
    return { received: true };
  }

  @Post('enquiries')
  @HttpCode(201)
  @Allow('anyone')
  @RateLimit('enquiry')
  @RestSummary('Asks the maker a general question (a bridal set, a piece made to order)', ASK)
  @RestAnswer(201, EnquiryReceipt, 'Kept and mailed')
  async general(@Ctx() ctx: RequestContext, @Body() input: EnquiryInput) {
    await this.enquiries.create(ctx, null, input);
    return { received: true };
  }

  @Get('admin/enquiries')
  @Allow('admin')
  @RestSummary(
    'Enquiries, newest first (admins only)',
    '`state` (NEW, ANSWERED, CLOSED) filters them; `offset` from 0 and `limit` 1 to 100 (20 by default) page through; `newCount` is how many are new whatever the filter.',
  )
  @RestAnswer(200, EnquiryPageAnswer)
  list(@Ctx() ctx: RequestContext, @Query() args: EnquiriesArgs) {
    return this.enquiries.list(ctx, args);
  }

  @Put('admin/enquiries/:id')
  @Allow('admin')
  @RestSummary(
    "Sets an enquiry's state (admins only)",
    'Body `{"state": "ANSWERED"}` (NEW, ANSWERED or CLOSED). 404 for an unknown enquiry.',
  )
  @RestAnswer(200, EnquiryAnswer)
  setState(
    @Ctx() ctx: RequestContext,
    @Param('id', ParseIdPipe) id: number,
    @Body() input: EnquiryStateInput,
  ) {
    return this.enquiries.setState(ctx, id, input.state);
  }
}
