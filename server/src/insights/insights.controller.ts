import { Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { RestAnswer, RestSummary, RestTag } from '../openapi/rest-answer.decorator';
import { InsightsArgs, PageViewInput } from './dto/insights.args';
import { InsightsAnswer } from './dto/rest-answers';
import { InsightsService } from './insights.service';

@Controller()
@RestTag(
  'Insights: page views, arrivals and engagement per piece and post for the maker, counted without tracking (no cookie, no address, no row per visitor).',
)
export class InsightsController {
  constructor(private readonly insights: InsightsService) {}

  @Post('insights/view')
  @HttpCode(204)
  @Allow('anyone')
  @RestSummary(
    "Counts a piece's or a post's page reached within the shop",
    "What the shop's pages send (navigator.sendBeacon) when a visitor opens a piece or a post without loading a page, once per visit; the pages the server sends count themselves. Query `kind` (`product` or `publication`), `id`, and with a visit's arrival (its first piece or post, when the page it landed on was neither) `arrived=1` and `from`, the host it came from (no path; none for a direct visit). Adds one to the day's counter and keeps nothing else. Reason code `INVALID_VALUE` in `fields`.",
  )
  @RestAnswer(204, null, 'Counted')
  view(@Query() input: PageViewInput, @Headers('host') host?: string): void {
    this.insights.viewed(input.kind, input.id, input.arrived === '1', input.from, host);
  }

  @Get('admin/insights')
  @Allow('admin')
  @RestSummary(
    'Page views, arrivals and engagement over the last days (admins only)',
    "`days`: 7 (the default), 30 or 365, today included, in Poland's time; 400 (`INVALID_VALUE`) for any other. Per piece and per post with any view or engagement: views (a day's counter, no row per visitor) with one number a day, favourites, ratings, comments, enquiries, reservations and sales in the window; and the visits by the kind of site they came from.",
  )
  @RestAnswer(200, InsightsAnswer)
  read(@Ctx() ctx: RequestContext, @Query() args: InsightsArgs) {
    return this.insights.read(ctx, args.days);
  }
}
