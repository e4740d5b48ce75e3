import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { RateLimit } from '../common/rate-limit/rate-limit';
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
import { CheckoutOptions, Order, OrderPage, PlacedOrder, ShopSettings } from './order.model';
import { MakerOrdersService } from './maker-orders.service';
import { OrdersService } from './orders.service';
import { ShopSettingsService } from './shop-settings.service';

const NUMBER = { description: "The order's number, e.g. SZ-2026-0042" } as const;

@Resolver()
export class OrdersResolver {
  constructor(
    private readonly orders: OrdersService,
    private readonly maker: MakerOrdersService,
    private readonly settings: ShopSettingsService,
  ) {}

  @Query(() => CheckoutOptions, {
    description:
      'What checkout offers: whether the shop takes orders, its delivery methods with prices, and how long a reservation holds. Anyone may call it',
  })
  @Allow('anyone')
  checkoutOptions(@Ctx() ctx: RequestContext): Promise<CheckoutOptions> {
    return this.orders.checkoutOptions(ctx) as Promise<CheckoutOptions>;
  }

  @Mutation(() => PlacedOrder, {
    description:
      'Places an order for a piece: an available one is to be reserved, a made-to-order one asked for. Nothing is held until the address is confirmed by the mailed link (confirmOrder, 30 minutes, once), the order AWAITING_CONFIRMATION; signed in with a confirmed address (me.emailConfirmed) and ordering with it, no link is needed and the order answered is confirmed already (AWAITING_PAYMENT with the piece held, or REQUESTED). Anyone may call it; RATE_LIMITED past RATE_LIMIT_ORDERS (5 by default) an hour per client, or 3 an hour per address. CONFLICT (409) with PIECE_RESERVED, PIECE_SOLD (productId), ORDER_OPEN (email: one open reservation per address), ORDERING_UNAVAILABLE (productId: the maker has not given an account yet). Reason codes: REQUIRED, TOO_LONG, INVALID_CHARACTERS, NAME_RESERVED (name); EMAIL_INVALID (email); PHONE_INVALID (phone); DELIVERY_UNAVAILABLE (delivery.method, delivery.country); LOCKER_INVALID (delivery.locker); POSTAL_CODE_INVALID (delivery.postalCode); TERMS_NOT_ACCEPTED (acceptTerms)',
  })
  @Allow('anyone')
  @RateLimit('order')
  placeOrder(
    @Ctx() ctx: RequestContext,
    @Args('input', { description: 'Who buys, what, where it goes' }) input: PlaceOrderInput,
  ): Promise<PlacedOrder> {
    return this.orders.place(ctx, input);
  }

  @Mutation(() => Order, {
    description:
      "Confirms an order's address by its mailed link: a reservation now holds its piece until reservedUntil (the payment details are mailed), a made-to-order request goes to the maker. CONFLICT (409) PIECE_RESERVED when another buyer holds the piece; reason codes ORDER_LINK_INVALID, ORDER_LINK_USED, ORDER_LINK_EXPIRED (token)",
  })
  @Allow('anyone')
  @RateLimit('login')
  confirmOrder(
    @Ctx() ctx: RequestContext,
    @Args('input', { description: "The link's token" }) input: ConfirmOrderInput,
  ): Promise<Order> {
    return this.orders.confirm(ctx, input.token);
  }

  @Query(() => Order, {
    description:
      'One order, for the account that placed it or with the token of its mails; NOT_FOUND for anyone else',
  })
  @Allow('anyone')
  order(
    @Ctx() ctx: RequestContext,
    @Args('number', NUMBER) number: string,
    @Args('token', { nullable: true, description: "The secret of the order's mailed links" }) token?: string,
  ): Promise<Order> {
    return this.orders.read(ctx, number, token ?? undefined);
  }

  @Query(() => [Order], { description: "The signed-in account's orders, newest first" })
  @Allow('user')
  myOrders(@Ctx() ctx: RequestContext): Promise<Order[]> {
    return this.orders.mine(ctx);
  }

  @Query(() => OrderPage, {
    description:
      'Orders, newest first, by state and a search of number, name and e-mail, with the count in every state (admins only)',
  })
  @Allow('admin')
  adminOrders(@Ctx() ctx: RequestContext, @Args() args: AdminOrdersArgs): Promise<OrderPage> {
    return this.maker.list(ctx, args);
  }

  @Query(() => Order, {
    description: 'One order with its timeline (admins only); NOT_FOUND for an unknown number',
  })
  @Allow('admin')
  adminOrder(@Ctx() ctx: RequestContext, @Args('number', NUMBER) number: string): Promise<Order> {
    return this.maker.forMaker(ctx, number);
  }

  @Mutation(() => Order, {
    description:
      'The money arrived: the order is paid, its piece sold, the buyer mailed (admins only). CONFLICT TRANSITION_NOT_ALLOWED (state) unless it awaits payment',
  })
  @Allow('admin')
  markOrderPaid(
    @Ctx() ctx: RequestContext,
    @Args('number', NUMBER) number: string,
    @Args('input', { description: 'The day the money arrived' }) input: MarkPaidInput,
  ): Promise<Order> {
    return this.maker.act(ctx, number, 'paid', input);
  }

  @Mutation(() => Order, {
    description:
      'The parcel left: carrier and tracking number, the buyer mailed (admins only). CONFLICT TRANSITION_NOT_ALLOWED unless it is paid',
  })
  @Allow('admin')
  markOrderShipped(
    @Ctx() ctx: RequestContext,
    @Args('number', NUMBER) number: string,
    @Args('input', { description: 'Carrier and tracking number' }) input: MarkShippedInput,
  ): Promise<Order> {
    return this.maker.act(ctx, number, 'shipped', input);
  }

  @Mutation(() => Order, {
    description:
      'Delivered: nothing more to do (admins only). CONFLICT TRANSITION_NOT_ALLOWED unless it is shipped',
  })
  @Allow('admin')
  completeOrder(@Ctx() ctx: RequestContext, @Args('number', NUMBER) number: string): Promise<Order> {
    return this.maker.act(ctx, number, 'complete');
  }

  @Mutation(() => Order, {
    description:
      'Cancels an order with a reason mailed to the buyer; its piece is available again (admins only). CONFLICT TRANSITION_NOT_ALLOWED once shipped or ended',
  })
  @Allow('admin')
  cancelOrder(
    @Ctx() ctx: RequestContext,
    @Args('number', NUMBER) number: string,
    @Args('input', { description: 'The reason' }) input: ReasonInput,
  ): Promise<Order> {
    return this.maker.act(ctx, number, 'cancel', input);
  }

  @Mutation(() => Order, {
    description:
      'Holds the piece some days longer, the buyer mailed the new date (admins only). CONFLICT TRANSITION_NOT_ALLOWED unless it awaits payment',
  })
  @Allow('admin')
  extendOrder(
    @Ctx() ctx: RequestContext,
    @Args('number', NUMBER) number: string,
    @Args('input', { description: 'How many days more' }) input: ExtendInput,
  ): Promise<Order> {
    return this.maker.act(ctx, number, 'extend', input);
  }

  @Mutation(() => Order, {
    description:
      'Accepts a made-to-order request with a price and a date; the buyer is mailed the payment details (admins only)',
  })
  @Allow('admin')
  acceptOrder(
    @Ctx() ctx: RequestContext,
    @Args('number', NUMBER) number: string,
    @Args('input', { description: 'Price and date' }) input: AcceptInput,
  ): Promise<Order> {
    return this.maker.act(ctx, number, 'accept', input);
  }

  @Mutation(() => Order, {
    description: 'Declines a made-to-order request with a reason mailed to the buyer (admins only)',
  })
  @Allow('admin')
  declineOrder(
    @Ctx() ctx: RequestContext,
    @Args('number', NUMBER) number: string,
    @Args('input', { description: 'The reason' }) input: ReasonInput,
  ): Promise<Order> {
    return this.maker.act(ctx, number, 'decline', input);
  }

  @Query(() => ShopSettings, { description: "The maker's settings for selling (admins only)" })
  @Allow('admin')
  shopSettings(@Ctx() ctx: RequestContext): Promise<ShopSettings> {
    return this.settings.forAdmin(ctx) as Promise<ShopSettings>;
  }

  @Mutation(() => ShopSettings, {
    description:
      "Saves the maker's settings for selling (admins only). An empty IBAN stops the shop taking orders. Reason codes: IBAN_INVALID, ORDERS_AWAITING_PAYMENT (iban); REQUIRED, TOO_LONG (accountHolder); TOO_SMALL, TOO_LARGE (reservationDays)",
  })
  @Allow('admin')
  updateShopSettings(
    @Ctx() ctx: RequestContext,
    @Args('input', { description: 'The settings' }) input: ShopSettingsInput,
  ): Promise<ShopSettings> {
    return this.settings.update(ctx, input) as Promise<ShopSettings>;
  }
}
