import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { notFound } from '../common/errors/app-error';
import { RateLimit } from '../common/rate-limit/rate-limit';
import { RestAnswer, RestSummary, RestTag } from '../openapi/rest-answer.decorator';
import {
  AcceptInput,
  AdminOrdersArgs,
  ConfirmOrderInput,
  ExtendInput,
  MarkPaidInput,
  MarkShippedInput,
  PlaceOrderInput,
  ReasonInput,
  ShopSettingsInput,
} from './dto/order.input';
import {
  CheckoutOptionsAnswer,
  OrderAnswer,
  OrderPageAnswer,
  PlacedOrderAnswer,
  ShopSettingsAnswer,
} from './dto/rest-answers';
import { MakerOrdersService } from './maker-orders.service';
import { OrdersService } from './orders.service';
import { ShopSettingsService } from './shop-settings.service';

/** An order's number as the shop writes it; anything else is not an order (404, as an unknown one). */
const orderNumber = (number: string): string => {
  if (!/^SZ-\d{4}-\d{4,6}$/.test(number)) throw notFound('Order not found');
  return number;
};

const PLACE =
  'JSON `productId`, `name`, `email`, `phone`, `delivery` (`method`: INPOST with `locker`, COURIER with `street`, `postalCode`, `city` and `country`, or PICKUP), `note` and `acceptTerms: true`. An available piece is to be reserved, a made-to-order one asked for; nothing is held until the address is confirmed by the mailed link (`POST /api/orders/confirm`, 30 minutes, once), and the order is `AWAITING_CONFIRMATION`. Signed in with a confirmed address (`emailConfirmed`, GET /api/account) and ordering with that address, no link is needed: the order answered is confirmed already (`AWAITING_PAYMENT`, the piece held, or `REQUESTED`) and the mails of a confirmed order go out. Answers the order and `token`, the secret of its links. At most RATE_LIMIT_ORDERS (5 by default) an hour per client and 3 an hour per address (429 with Retry-After). 409 with a reason in `fields`: `PIECE_RESERVED`, `PIECE_SOLD`, `ORDERING_UNAVAILABLE` (productId), `ORDER_OPEN` (email: one open reservation per address). Reason codes in `fields`: `REQUIRED`, `TOO_LONG`, `INVALID_CHARACTERS`, `NAME_RESERVED` (name); `EMAIL_INVALID` (email); `PHONE_INVALID` (phone); `DELIVERY_UNAVAILABLE` (delivery.method, delivery.country); `LOCKER_INVALID` (delivery.locker); `POSTAL_CODE_INVALID` (delivery.postalCode); `TERMS_NOT_ACCEPTED` (acceptTerms).';

@Controller()
@RestTag(
  'Orders: reserve a piece and pay by bank transfer, or ask for one to be made; the maker moves each order on, and sets how she sells.',
)
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly maker: MakerOrdersService,
    private readonly settings: ShopSettingsService,
  ) {}

  @Get('checkout-options')
  @Allow('anyone')
  @RestSummary(
    'What checkout offers',
    'Whether the shop takes orders (`ordering`), the delivery methods enabled with their prices in grosze, and how many days a reservation holds.',
  )
  @RestAnswer(200, CheckoutOptionsAnswer)
  checkoutOptions(@Ctx() ctx: RequestContext) {
    return this.orders.checkoutOptions(ctx);
  }

  @Post('orders')
  @HttpCode(201)
  @Allow('anyone')
  @RateLimit('order')
  @RestSummary('Places an order (a reservation, or a made-to-order request)', PLACE)
  @RestAnswer(
    201,
    PlacedOrderAnswer,
    'Placed: awaiting the confirmation of its address, or confirmed already',
  )
  place(@Ctx() ctx: RequestContext, @Body() input: PlaceOrderInput) {
    return this.orders.place(ctx, input);
  }

  @Post('orders/confirm')
  @HttpCode(200)
  @Allow('anyone')
  @RateLimit('login')
  @RestSummary(
    "Confirms an order's address by its mailed link",
    'JSON `token`. A reservation now holds its piece until `reservedUntil` and its payment details are mailed; a made-to-order request goes to the maker. 409 `PIECE_RESERVED` (productId) when another buyer holds the piece. Reason codes in `fields`: `ORDER_LINK_INVALID`, `ORDER_LINK_USED`, `ORDER_LINK_EXPIRED` (token).',
  )
  @RestAnswer(200, OrderAnswer)
  confirm(@Ctx() ctx: RequestContext, @Body() input: ConfirmOrderInput) {
    return this.orders.confirm(ctx, input.token);
  }

  @Get('orders/:number')
  @Allow('anyone')
  @RestSummary(
    'One order',
    'For the account that placed it, or with `?token=` (the secret of its mails). With its payment details (`payment`: iban, recipient, title, amountGrosze and the QR code) while it awaits payment. 404 for anyone else, as for an unknown number.',
  )
  @RestAnswer(200, OrderAnswer)
  read(@Ctx() ctx: RequestContext, @Param('number') number: string, @Query('token') token?: string) {
    return this.orders.read(ctx, orderNumber(number), typeof token === 'string' ? token : undefined);
  }

  @Get('account/orders')
  @Allow('user')
  @RestSummary("The signed-in account's orders", 'Newest first.')
  @RestAnswer(200, [OrderAnswer], 'A list of orders')
  mine(@Ctx() ctx: RequestContext) {
    return this.orders.mine(ctx);
  }

  @Get('admin/orders')
  @Allow('admin')
  @RestSummary(
    'Orders, newest first (admins only)',
    '`state` filters them, `search` matches part of the number, the name or the e-mail; `offset` and `limit` (1 to 100, 20 by default) page through; `counts` is how many are in each state, whatever the filter, and `monthSales` the orders paid this month (in Poland’s time) with their sum in grosze.',
  )
  @RestAnswer(200, OrderPageAnswer)
  list(@Ctx() ctx: RequestContext, @Query() args: AdminOrdersArgs) {
    return this.maker.list(ctx, args);
  }

  @Get('admin/orders/:number')
  @Allow('admin')
  @RestSummary('One order with its timeline (admins only)', '404 for an unknown number.')
  @RestAnswer(200, OrderAnswer)
  one(@Ctx() ctx: RequestContext, @Param('number') number: string) {
    return this.maker.forMaker(ctx, orderNumber(number));
  }

  @Post('admin/orders/:number/paid')
  @HttpCode(200)
  @Allow('admin')
  @RestSummary(
    'Marks an order paid (admins only)',
    'JSON `paidOn` (YYYY-MM-DD, today when left out). The piece becomes sold; the buyer is mailed. 409 `TRANSITION_NOT_ALLOWED` (state) unless it awaits payment.',
  )
  @RestAnswer(200, OrderAnswer)
  paid(@Ctx() ctx: RequestContext, @Param('number') number: string, @Body() input: MarkPaidInput) {
    return this.maker.act(ctx, orderNumber(number), 'paid', input);
  }

  @Post('admin/orders/:number/shipped')
  @HttpCode(200)
  @Allow('admin')
  @RestSummary(
    'Marks an order shipped (admins only)',
    "JSON `carrier` and `trackingNumber`; the buyer is mailed (with InPost's tracking link for InPost). 409 `TRANSITION_NOT_ALLOWED` unless it is paid.",
  )
  @RestAnswer(200, OrderAnswer)
  shipped(@Ctx() ctx: RequestContext, @Param('number') number: string, @Body() input: MarkShippedInput) {
    return this.maker.act(ctx, orderNumber(number), 'shipped', input);
  }

  @Post('admin/orders/:number/complete')
  @HttpCode(200)
  @Allow('admin')
  @RestSummary(
    'Marks a shipped order completed (admins only)',
    '409 `TRANSITION_NOT_ALLOWED` unless it is shipped.',
  )
  @RestAnswer(200, OrderAnswer)
  complete(@Ctx() ctx: RequestContext, @Param('number') number: string) {
    return this.maker.act(ctx, orderNumber(number), 'complete');
  }

  @Post('admin/orders/:number/cancel')
  @HttpCode(200)
  @Allow('admin')
  @RestSummary(
    'Cancels an order (admins only)',
    'JSON `reason`, mailed to the buyer; the piece is available again. 409 `TRANSITION_NOT_ALLOWED` once it is shipped or ended.',
  )
  @RestAnswer(200, OrderAnswer)
  cancel(@Ctx() ctx: RequestContext, @Param('number') number: string, @Body() input: ReasonInput) {
    return this.maker.act(ctx, orderNumber(number), 'cancel', input);
  }

  @Post('admin/orders/:number/extend')
  @HttpCode(200)
  @Allow('admin')
  @RestSummary(
    'Extends a reservation (admins only)',
    'JSON `days` (1 to 14), counted from its end; the buyer is mailed the new date. 409 `TRANSITION_NOT_ALLOWED` unless it awaits payment.',
  )
  @RestAnswer(200, OrderAnswer)
  extend(@Ctx() ctx: RequestContext, @Param('number') number: string, @Body() input: ExtendInput) {
    return this.maker.act(ctx, orderNumber(number), 'extend', input);
  }

  @Post('admin/orders/:number/accept')
  @HttpCode(200)
  @Allow('admin')
  @RestSummary(
    'Accepts a made-to-order request (admins only)',
    'JSON `priceGrosze` and `readyBy` (YYYY-MM-DD); the buyer is mailed the payment details. 409 `TRANSITION_NOT_ALLOWED` unless it is a request awaiting the maker.',
  )
  @RestAnswer(200, OrderAnswer)
  accept(@Ctx() ctx: RequestContext, @Param('number') number: string, @Body() input: AcceptInput) {
    return this.maker.act(ctx, orderNumber(number), 'accept', input);
  }

  @Post('admin/orders/:number/decline')
  @HttpCode(200)
  @Allow('admin')
  @RestSummary(
    'Declines a made-to-order request (admins only)',
    'JSON `reason`, mailed to the buyer. 409 `TRANSITION_NOT_ALLOWED` unless it is a request awaiting the maker.',
  )
  @RestAnswer(200, OrderAnswer)
  decline(@Ctx() ctx: RequestContext, @Param('number') number: string, @Body() input: ReasonInput) {
    return this.maker.act(ctx, orderNumber(number), 'decline', input);
  }

  @Get('admin/settings')
  @Allow('admin')
  @RestSummary(
    "The maker's settings for selling (admins only)",
    'The account holder, the IBAN (grouped), how many days a reservation holds, and the delivery methods with their prices in grosze.',
  )
  @RestAnswer(200, ShopSettingsAnswer)
  readSettings(@Ctx() ctx: RequestContext) {
    return this.settings.forAdmin(ctx);
  }

  @Put('admin/settings')
  @Allow('admin')
  @RestSummary(
    "Saves the maker's settings for selling (admins only)",
    'JSON `accountHolder`, `iban` (spaces allowed; `IBAN_INVALID` when its check digits are wrong; empty stops the shop taking orders, `ORDERS_AWAITING_PAYMENT` while an order awaits a transfer), `reservationDays` (1 to 30) and `delivery` (each method once: `method`, `enabled`, `priceGrosze`, `countries`).',
  )
  @RestAnswer(200, ShopSettingsAnswer)
  saveSettings(@Ctx() ctx: RequestContext, @Body() input: ShopSettingsInput) {
    return this.settings.update(ctx, input);
  }
}
