import { Type } from 'class-transformer';
import { IsBoolean, IsDateString, IsIn, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { DELIVERY_METHODS } from '../delivery';
import { ORDER_STATES } from '../order-states';

const nullable = (type: 'string' | 'integer') => JSONSchema({ type: [type, 'null'] });
/** A nested answer that may be null: its $ref alone would require an object. */
const nullableObject = () => JSONSchema((source) => ({ anyOf: [source, { type: 'null' }] }));

export class OrderDeliveryAnswer {
  @IsIn(DELIVERY_METHODS)
  method: string;

  /** INPOST: the parcel locker's code. */
  @IsOptional()
  @IsString()
  @nullable('string')
  locker: string | null;

  @IsOptional()
  @IsString()
  @nullable('string')
  street: string | null;

  @IsOptional()
  @IsString()
  @nullable('string')
  postalCode: string | null;

  @IsOptional()
  @IsString()
  @nullable('string')
  city: string | null;

  @IsOptional()
  @IsString()
  @nullable('string')
  country: string | null;
}

/** How to pay: present only while the order awaits payment. */
export class OrderPaymentAnswer {
  /** BANK_TRANSFER. */
  @IsString()
  method: string;

  /** The IBAN in groups of four. */
  @IsString()
  iban: string;

  @IsString()
  recipient: string;

  /** The order's number. */
  @IsString()
  title: string;

  @IsInt()
  amountGrosze: number;

  /** The Polish banks' QR code text (ZBP): NIP|PL|account|amount in grosze|recipient|title|||. */
  @IsString()
  qrText: string;

  /** The QR code as an SVG document. */
  @IsString()
  qrSvg: string;
}

export class OrderEventAnswer {
  @IsDateString()
  at: string;

  /** BUYER, MAKER or SHOP. */
  @IsString()
  actor: string;

  /** Null for the line that placed the order. */
  @IsOptional()
  @IsIn(ORDER_STATES)
  @JSONSchema({ type: ['string', 'null'], enum: [...ORDER_STATES, null] })
  fromState: string | null;

  @IsIn(ORDER_STATES)
  toState: string;

  @IsOptional()
  @IsString()
  @nullable('string')
  note: string | null;
}

const EXAMPLE = {
  number: 'SZ-2026-0042',
  kind: 'RESERVATION',
  state: 'AWAITING_PAYMENT',
  productId: 12,
  productName: 'Kolczyki Aurora',
  photoUrl: '/uploads/products/aurora-320.webp',
  name: 'Anna Kowalska',
  email: 'anna@example.com',
  phone: '+48 600 100 200',
  delivery: { method: 'INPOST', locker: 'POZ08M', street: null, postalCode: null, city: null, country: null },
  note: '',
  priceGrosze: 35000,
  deliveryGrosze: 1499,
  totalGrosze: 36499,
  reservedUntil: '2026-12-01T10:00:00.000Z',
  readyBy: null,
  paidOn: null,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  reason: null,
  payment: {
    method: 'BANK_TRANSFER',
    iban: 'PL61 1090 1014 0000 0712 1981 2874',
    recipient: 'Soutache Studio',
    title: 'SZ-2026-0042',
    amountGrosze: 36499,
    qrText: '|PL|61109010140000071219812874|036499|Soutache Studio|SZ-2026-0042|||',
    qrSvg: '<svg …>',
  },
  timeline: [
    {
      at: '2026-11-28T10:00:00.000Z',
      actor: 'BUYER',
      fromState: null,
      toState: 'AWAITING_CONFIRMATION',
      note: null,
    },
  ],
  createdAt: '2026-11-28T10:00:00.000Z',
};

/** An order as its buyer and the maker read it. Money is integer grosze. */
@JSONSchema({ examples: [EXAMPLE] })
export class OrderAnswer {
  /** SZ-<year>-<4 digits>. */
  @IsString()
  number: string;

  @IsIn(['RESERVATION', 'MADE_TO_ORDER'])
  kind: string;

  @IsIn(ORDER_STATES)
  state: string;

  @IsOptional()
  @IsInt()
  @nullable('integer')
  productId: number | null;

  @IsString()
  productName: string;

  @IsOptional()
  @IsString()
  @nullable('string')
  photoUrl: string | null;

  @IsString()
  name: string;

  @IsString()
  email: string;

  @IsString()
  phone: string;

  @ValidateNested()
  @Type(() => OrderDeliveryAnswer)
  delivery: OrderDeliveryAnswer;

  @IsString()
  note: string;

  /** Null for a made-to-order request until the maker prices it. */
  @IsOptional()
  @IsInt()
  @nullable('integer')
  priceGrosze: number | null;

  @IsInt()
  deliveryGrosze: number;

  @IsOptional()
  @IsInt()
  @nullable('integer')
  totalGrosze: number | null;

  @IsOptional()
  @IsDateString()
  @nullable('string')
  reservedUntil: string | null;

  @IsOptional()
  @IsString()
  @nullable('string')
  readyBy: string | null;

  @IsOptional()
  @IsString()
  @nullable('string')
  paidOn: string | null;

  @IsOptional()
  @IsString()
  @nullable('string')
  carrier: string | null;

  @IsOptional()
  @IsString()
  @nullable('string')
  trackingNumber: string | null;

  @IsOptional()
  @IsString()
  @nullable('string')
  trackingUrl: string | null;

  @IsOptional()
  @IsString()
  @nullable('string')
  reason: string | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => OrderPaymentAnswer)
  @nullableObject()
  payment: OrderPaymentAnswer | null;

  @ValidateNested({ each: true })
  @Type(() => OrderEventAnswer)
  timeline: OrderEventAnswer[];

  @IsDateString()
  createdAt: string;
}

/** POST /api/orders: the order, and the secret of its links. */
@JSONSchema({
  examples: [
    {
      order: { ...EXAMPLE, state: 'AWAITING_CONFIRMATION', reservedUntil: null, payment: null },
      token: 'order-link-secret',
    },
  ],
})
export class PlacedOrderAnswer {
  @ValidateNested()
  @Type(() => OrderAnswer)
  order: OrderAnswer;

  /** Reads the order without an account: GET /api/orders/{number}?token=. */
  @IsString()
  token: string;
}

export class OrderStateCountAnswer {
  @IsIn(ORDER_STATES)
  state: string;

  @IsInt()
  count: number;
}

export class MonthSalesAnswer {
  /** YYYY-MM */
  @IsString()
  month: string;

  /** Orders paid this month (in Poland's time), shipped or completed since included. */
  @IsInt()
  count: number;

  /** What they came to in grosze, delivery included. */
  @IsInt()
  totalGrosze: number;
}

/** GET /api/admin/orders: a page, newest first, with the count in every state and this month's sales. */
@JSONSchema({
  examples: [
    {
      items: [EXAMPLE],
      total: 1,
      counts: [{ state: 'AWAITING_PAYMENT', count: 1 }],
      monthSales: { month: '2026-11', count: 4, totalGrosze: 152396 },
    },
  ],
})
export class OrderPageAnswer {
  @ValidateNested({ each: true })
  @Type(() => OrderAnswer)
  items: OrderAnswer[];

  @IsInt()
  total: number;

  @ValidateNested({ each: true })
  @Type(() => OrderStateCountAnswer)
  counts: OrderStateCountAnswer[];

  @ValidateNested()
  @Type(() => MonthSalesAnswer)
  monthSales: MonthSalesAnswer;
}

export class DeliveryOptionAnswer {
  @IsIn(DELIVERY_METHODS)
  method: string;

  @IsBoolean()
  enabled: boolean;

  @IsInt()
  priceGrosze: number;

  @IsString({ each: true })
  countries: string[];
}

/** GET and PUT /api/admin/settings. */
@JSONSchema({
  examples: [
    {
      accountHolder: 'Soutache Studio',
      iban: 'PL61 1090 1014 0000 0712 1981 2874',
      reservationDays: 3,
      delivery: [{ method: 'INPOST', enabled: true, priceGrosze: 1499, countries: ['PL'] }],
    },
  ],
})
export class ShopSettingsAnswer {
  @IsString()
  accountHolder: string;

  /** In groups of four; empty until set (the shop takes no orders until then). */
  @IsString()
  iban: string;

  @IsInt()
  reservationDays: number;

  @ValidateNested({ each: true })
  @Type(() => DeliveryOptionAnswer)
  delivery: DeliveryOptionAnswer[];
}

/** GET /api/checkout-options. */
@JSONSchema({
  examples: [
    {
      ordering: true,
      reservationDays: 3,
      delivery: [{ method: 'INPOST', enabled: true, priceGrosze: 1499, countries: ['PL'] }],
    },
  ],
})
export class CheckoutOptionsAnswer {
  @IsBoolean()
  ordering: boolean;

  @IsInt()
  reservationDays: number;

  @ValidateNested({ each: true })
  @Type(() => DeliveryOptionAnswer)
  delivery: DeliveryOptionAnswer[];
}
