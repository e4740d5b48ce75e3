import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Paginated } from '../common/pagination/paginated';
import { DeliveryMethodValue, OrderKindValue, OrderStateValue } from './dto/order.input';

@ObjectType({ description: 'Where an order goes' })
export class OrderDelivery {
  @Field(() => DeliveryMethodValue, { description: 'INPOST, COURIER or PICKUP' })
  method: DeliveryMethodValue;

  @Field(() => String, { nullable: true, description: "INPOST: the parcel locker's code" })
  locker: string | null;

  @Field(() => String, { nullable: true, description: 'COURIER: street, number and flat' })
  street: string | null;

  @Field(() => String, { nullable: true, description: 'COURIER: postal code' })
  postalCode: string | null;

  @Field(() => String, { nullable: true, description: 'COURIER: town or city' })
  city: string | null;

  @Field(() => String, { nullable: true, description: 'COURIER: country, ISO 3166 code' })
  country: string | null;
}

@ObjectType({
  description:
    "What a bank transfer for the order needs, and the Polish banks' QR code (ZBP) that fills it in",
})
export class OrderPayment {
  @Field({ description: 'BANK_TRANSFER (a payment provider may come later)' })
  method: string;

  @Field({ description: 'The account, IBAN in groups of four' })
  iban: string;

  @Field({ description: "The account holder's name" })
  recipient: string;

  @Field({ description: "The transfer's title: the order's number" })
  title: string;

  @Field(() => Int, { description: 'The amount to pay in grosze (the total)' })
  amountGrosze: number;

  @Field({
    description: "The QR code's text, ZBP format: NIP|PL|account|amount in grosze|recipient|title|||",
  })
  qrText: string;

  @Field({ description: 'The QR code as an SVG document' })
  qrSvg: string;
}

@ObjectType({ description: 'One change of an order: who made it, when, and from and to what state' })
export class OrderEvent {
  @Field({ description: 'When' })
  at: Date;

  @Field({ description: "BUYER, MAKER or SHOP (the shop's own clock: expiry, reminders)" })
  actor: string;

  @Field(() => OrderStateValue, { nullable: true, description: 'The state before; null when placed' })
  fromState: OrderStateValue | null;

  @Field(() => OrderStateValue, { description: 'The state after' })
  toState: OrderStateValue;

  @Field(() => String, {
    nullable: true,
    description: 'The reason, the carrier or the new date, as the change says it',
  })
  note: string | null;
}

@ObjectType({ description: 'An order: a reservation of a piece, or a request for one to be made' })
export class Order {
  @Field({ description: 'SZ-<year>-<4 digits>: the transfer title and what the buyer and the maker call it' })
  number: string;

  @Field(() => OrderKindValue, { description: 'RESERVATION or MADE_TO_ORDER' })
  kind: OrderKindValue;

  @Field(() => OrderStateValue, { description: 'Where it is' })
  state: OrderStateValue;

  @Field(() => Int, { nullable: true, description: "The piece's id; null once the piece was deleted" })
  productId: number | null;

  @Field({ description: "The piece's name when it was ordered" })
  productName: string;

  @Field(() => String, {
    nullable: true,
    description: "Site-relative URL of the piece's first photo (WebP, its smallest size); null without one",
  })
  photoUrl: string | null;

  @Field({ description: "The buyer's name" })
  name: string;

  @Field({ description: "The buyer's e-mail address" })
  email: string;

  @Field({ description: "The buyer's phone" })
  phone: string;

  @Field(() => OrderDelivery, { description: 'Where it goes' })
  delivery: OrderDelivery;

  @Field({ description: 'The note to the maker (may be empty)' })
  note: string;

  @Field(() => Int, {
    nullable: true,
    description: "The piece's price in grosze; null for a made-to-order request until the maker prices it",
  })
  priceGrosze: number | null;

  @Field(() => Int, { description: "The delivery's price in grosze" })
  deliveryGrosze: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Price and delivery in grosze; null while the price is not named',
  })
  totalGrosze: number | null;

  @Field(() => Date, { nullable: true, description: 'Until when the piece is held for payment' })
  reservedUntil: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'A made-to-order piece: when the maker says it will be ready (YYYY-MM-DD)',
  })
  readyBy: string | null;

  @Field(() => String, { nullable: true, description: 'When the money arrived (YYYY-MM-DD)' })
  paidOn: string | null;

  @Field(() => String, { nullable: true, description: 'Who carries it' })
  carrier: string | null;

  @Field(() => String, { nullable: true, description: 'Its tracking number' })
  trackingNumber: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The carrier's tracking page, where the shop knows it (InPost)",
  })
  trackingUrl: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The maker's reason for a cancellation or a declined request",
  })
  reason: string | null;

  @Field(() => OrderPayment, { nullable: true, description: 'How to pay: only while it awaits payment' })
  payment: OrderPayment | null;

  @Field(() => [OrderEvent], { description: 'Every change, oldest first' })
  timeline: OrderEvent[];

  @Field({ description: 'When it was placed' })
  createdAt: Date;
}

@ObjectType({ description: 'An order just placed, and the secret that reads it (also in its mails)' })
export class PlacedOrder {
  @Field(() => Order, {
    description:
      'The order: awaiting the confirmation of its e-mail address, or (placed signed in with a confirmed address) confirmed already, its state saying which',
  })
  order: Order;

  @Field({
    description: 'Reads the order (GET /api/orders/{number}?token=, or the order query) without an account',
  })
  token: string;
}

@ObjectType({ description: 'How many orders are in a state' })
export class OrderStateCount {
  @Field(() => OrderStateValue, { description: 'The state' })
  state: OrderStateValue;

  @Field(() => Int, { description: 'How many' })
  count: number;
}

@ObjectType({
  description: "This month's sales: the orders paid in it (in Poland's time) and what they came to",
})
export class MonthSales {
  @Field({ description: 'The month, YYYY-MM' })
  month: string;

  @Field(() => Int, { description: 'How many orders were paid in it (paid, shipped or completed since)' })
  count: number;

  @Field(() => Int, { description: 'What they came to in grosze, delivery included' })
  totalGrosze: number;
}

@ObjectType({ description: 'A page of orders, newest first, with the count in every state' })
export class OrderPage extends Paginated(Order) {
  @Field(() => [OrderStateCount], { description: 'How many orders are in each state (whatever the filter)' })
  counts: OrderStateCount[];

  @Field(() => MonthSales, { description: "This month's sales (whatever the filter)" })
  monthSales: MonthSales;
}

@ObjectType({ description: 'A delivery method as the maker offers it' })
export class DeliveryOption {
  @Field(() => DeliveryMethodValue, { description: 'INPOST, COURIER or PICKUP' })
  method: DeliveryMethodValue;

  @Field({ description: 'Offered at checkout' })
  enabled: boolean;

  @Field(() => Int, { description: 'Its price in grosze' })
  priceGrosze: number;

  @Field(() => [String], { description: 'Where it goes (ISO 3166 codes)' })
  countries: string[];
}

@ObjectType({
  description:
    'What a buyer needs to know before checkout: whether the shop takes orders, the delivery methods and the reservation time',
})
export class CheckoutOptions {
  @Field({ description: 'False while the maker has not given the account to pay into' })
  ordering: boolean;

  @Field(() => Int, { description: 'How many days a reservation holds a piece for payment' })
  reservationDays: number;

  @Field(() => [DeliveryOption], { description: 'The delivery methods offered (enabled ones only)' })
  delivery: DeliveryOption[];
}

@ObjectType({ description: "The maker's settings for selling (admins only)" })
export class ShopSettings {
  @Field({ description: "The account holder's name" })
  accountHolder: string;

  @Field({
    description: 'The IBAN buyers pay into, in groups of four (empty until set: the shop takes no orders)',
  })
  iban: string;

  @Field(() => Int, { description: 'How many days a reservation holds the piece' })
  reservationDays: number;

  @Field(() => [DeliveryOption], { description: 'Every delivery method, enabled or not' })
  delivery: DeliveryOption[];
}
