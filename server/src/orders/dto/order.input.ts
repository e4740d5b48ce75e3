import { ArgsType, Field, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsBoolean,
  IsEnum,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { PageArgsOf } from '../../common/pagination/page.args';
import { cleanText, normaliseEmail } from '../../common/text/text-rules';
import { IsCleanText, IsNotReservedName, IsShopEmail } from '../../common/text/text.validators';
import { DELIVERY_METHODS, type DeliveryMethod, EU_COUNTRIES } from '../delivery';
import { ORDER_STATES, type OrderState } from '../order-states';

export enum DeliveryMethodValue {
  INPOST = 'INPOST',
  COURIER = 'COURIER',
  PICKUP = 'PICKUP',
}
registerEnumType(DeliveryMethodValue, {
  name: 'DeliveryMethod',
  description: 'How a piece reaches its buyer',
  valuesMap: {
    INPOST: { description: 'An InPost parcel locker (its code, e.g. POZ08M)' },
    COURIER: { description: 'A courier to an address (Poland, and the EU countries the maker enables)' },
    PICKUP: { description: 'Picked up in Poznań' },
  },
});

export enum OrderStateValue {
  AWAITING_CONFIRMATION = 'AWAITING_CONFIRMATION',
  REQUESTED = 'REQUESTED',
  AWAITING_PAYMENT = 'AWAITING_PAYMENT',
  PAID = 'PAID',
  SHIPPED = 'SHIPPED',
  COMPLETED = 'COMPLETED',
  CANCELLED = 'CANCELLED',
  EXPIRED = 'EXPIRED',
}
registerEnumType(OrderStateValue, {
  name: 'OrderState',
  description: 'Where an order is',
  valuesMap: {
    AWAITING_CONFIRMATION: {
      description: "Placed; the buyer's e-mail address is not confirmed yet, nothing is held",
    },
    REQUESTED: { description: "A made-to-order request, confirmed, waiting for the maker's price and date" },
    AWAITING_PAYMENT: {
      description: 'The piece is held for the buyer until reservedUntil, waiting for the transfer',
    },
    PAID: { description: 'The maker has the money; the piece is sold' },
    SHIPPED: { description: 'On its way (carrier and tracking number)' },
    COMPLETED: { description: 'Delivered; nothing more to do' },
    CANCELLED: { description: 'Cancelled by the maker (with a reason) or declined' },
    EXPIRED: { description: 'Not confirmed or not paid in time; the piece is free again' },
  },
});

export enum OrderKindValue {
  RESERVATION = 'RESERVATION',
  MADE_TO_ORDER = 'MADE_TO_ORDER',
}
registerEnumType(OrderKindValue, {
  name: 'OrderKind',
  description: 'What the buyer asked for',
  valuesMap: {
    RESERVATION: { description: 'A ready, one-of-a-kind piece, held for the buyer' },
    MADE_TO_ORDER: { description: 'One to be made for the buyer, priced by the maker' },
  },
});

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
function IsDay() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isDay',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          /^\d{4}-\d{2}-\d{2}$/.test(value) &&
          new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
        defaultMessage: () => 'INVALID_VALUE',
      },
    });
}

const toEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? normaliseEmail(value) : value;
const toText = ({ value }: { value: unknown }) => (typeof value === 'string' ? cleanText(value) : value);
const toNote = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? cleanText(value, true) : value;

@InputType({ description: 'Where the piece goes: a parcel locker, an address, or pickup' })
@JSONSchema({ examples: [{ method: 'INPOST', locker: 'POZ08M' }] })
export class DeliveryInput {
  @Field(() => DeliveryMethodValue, {
    description: 'INPOST, COURIER or PICKUP; one the maker has not enabled is DELIVERY_UNAVAILABLE',
  })
  @IsEnum(DeliveryMethodValue, { message: 'INVALID_VALUE' })
  method: DeliveryMethod;

  @Field({
    nullable: true,
    description: "INPOST: the parcel locker's code, e.g. POZ08M (LOCKER_INVALID when it is not of that form)",
  })
  @IsOptional()
  @IsString({ message: 'INVALID_VALUE' })
  @MaxLength(12)
  locker?: string;

  @Field({ nullable: true, description: 'COURIER: street, number and flat' })
  @Transform(toText)
  @ValidateIf((input: DeliveryInput) => input.street != null && input.street !== '')
  @IsString({ message: 'INVALID_VALUE' })
  @IsCleanText({ maxLength: 200 })
  street?: string;

  @Field({
    nullable: true,
    description: 'COURIER: the postal code, NN-NNN in Poland (POSTAL_CODE_INVALID otherwise)',
  })
  @IsOptional()
  @IsString({ message: 'INVALID_VALUE' })
  @MaxLength(12)
  postalCode?: string;

  @Field({ nullable: true, description: 'COURIER: the town or city' })
  @Transform(toText)
  @ValidateIf((input: DeliveryInput) => input.city != null && input.city !== '')
  @IsString({ message: 'INVALID_VALUE' })
  @IsCleanText({ maxLength: 100 })
  city?: string;

  @Field({ nullable: true, description: 'COURIER: the country, ISO 3166 code (PL when left out)' })
  @IsOptional()
  @IsString({ message: 'INVALID_VALUE' })
  @IsIn([...EU_COUNTRIES, ...EU_COUNTRIES.map((code) => code.toLowerCase())], {
    message: 'DELIVERY_UNAVAILABLE',
  })
  country?: string;
}

@InputType({
  description:
    'A reservation of a piece (or a request for one to be made): who buys, where it goes, and the terms accepted',
})
@JSONSchema({
  examples: [
    {
      productId: 12,
      name: 'Anna Kowalska',
      email: 'anna@example.com',
      phone: '+48 600 100 200',
      delivery: { method: 'INPOST', locker: 'POZ08M' },
      note: '',
      acceptTerms: true,
    },
  ],
})
export class PlaceOrderInput {
  @Field(() => Int, { description: 'The piece: an available one is reserved, a made-to-order one asked for' })
  @Type(() => Number)
  @IsInt({ message: 'INVALID_VALUE' })
  @Min(1)
  @Max(2_147_483_647)
  productId: number;

  @Field({
    description:
      "The buyer's name, up to 100 characters (the shop's and an administrator's are refused: NAME_RESERVED)",
  })
  @Transform(toText)
  @IsString({ message: 'INVALID_VALUE' })
  @IsCleanText({ maxLength: 100 })
  @IsNotReservedName(100)
  name: string;

  @Field({ description: 'Where the confirmation link and the payment details go' })
  @Transform(toEmail)
  @IsString({ message: 'INVALID_VALUE' })
  @IsShopEmail()
  email: string;

  @Field({
    description:
      'A phone number for the courier: 9 to 15 digits, spaces, dashes, brackets and a leading + allowed (PHONE_INVALID)',
  })
  @IsString({ message: 'INVALID_VALUE' })
  @Matches(/^\+?[0-9][0-9 ()-]{7,22}$/, { message: 'PHONE_INVALID' })
  phone: string;

  @Field(() => DeliveryInput, { description: 'How the piece reaches the buyer' })
  @ValidateNested()
  @Type(() => DeliveryInput)
  delivery: DeliveryInput;

  @Field({ nullable: true, description: 'A note to the maker, plain text up to 1,000 characters' })
  @Transform(toNote)
  @ValidateIf((input: PlaceOrderInput) => input.note != null && input.note !== '')
  @IsString({ message: 'INVALID_VALUE' })
  @IsCleanText({ maxLength: 1000, multiline: true })
  note?: string;

  @Field({
    description:
      'The terms (/terms) accepted, the right of withdrawal with them: must be true (TERMS_NOT_ACCEPTED)',
  })
  @IsBoolean({ message: 'TERMS_NOT_ACCEPTED' })
  @Equals(true, { message: 'TERMS_NOT_ACCEPTED' })
  acceptTerms: boolean;
}

@InputType({ description: 'The token of the link mailed when an order is placed' })
@JSONSchema({ examples: [{ token: 'mailed-link-token' }] })
export class ConfirmOrderInput {
  @Field({ description: "The link's token" })
  @IsString({ message: 'ORDER_LINK_INVALID' })
  @MaxLength(100, { message: 'ORDER_LINK_INVALID' })
  token: string;
}

@ArgsType()
export class AdminOrdersArgs extends PageArgsOf(20) {
  @Field(() => OrderStateValue, {
    nullable: true,
    description: 'Only orders in this state; all when left out',
  })
  @IsOptional()
  @IsIn(ORDER_STATES, { message: 'INVALID_VALUE' })
  state?: OrderState;

  @Field({ nullable: true, description: "Part of the order's number, the buyer's name or e-mail" })
  @IsOptional()
  @IsString({ message: 'INVALID_VALUE' })
  @MaxLength(100)
  search?: string;
}

@InputType({ description: 'The day the money arrived' })
@JSONSchema({ examples: [{ paidOn: '2026-11-28' }] })
export class MarkPaidInput {
  @Field({ nullable: true, description: 'YYYY-MM-DD; today when left out' })
  @IsOptional()
  @IsDay()
  paidOn?: string;
}

@InputType({ description: 'Who carries the parcel and its tracking number' })
@JSONSchema({ examples: [{ carrier: 'InPost', trackingNumber: '520000011395200025754311' }] })
export class MarkShippedInput {
  @Field({ description: 'The carrier, e.g. InPost, DPD, Poczta Polska' })
  @Transform(toText)
  @IsString({ message: 'INVALID_VALUE' })
  @IsCleanText({ maxLength: 40 })
  carrier: string;

  @Field({ nullable: true, description: 'The tracking number (letters, digits and dashes)' })
  @IsOptional()
  @IsString({ message: 'INVALID_VALUE' })
  @Matches(/^[A-Za-z0-9-]{4,60}$/, { message: 'INVALID_VALUE' })
  trackingNumber?: string;
}

@InputType({ description: "The maker's reason, mailed to the buyer" })
@JSONSchema({ examples: [{ reason: 'The piece was damaged during a photo session.' }] })
export class ReasonInput {
  @Field({ description: 'Plain text up to 500 characters' })
  @Transform(toNote)
  @IsString({ message: 'INVALID_VALUE' })
  @IsCleanText({ maxLength: 500, multiline: true })
  reason: string;
}

@InputType({ description: 'How many days more the reservation holds' })
@JSONSchema({ examples: [{ days: 2 }] })
export class ExtendInput {
  @Field(() => Int, { description: '1 to 14 days, counted from the end of the reservation' })
  @Type(() => Number)
  @IsInt({ message: 'INVALID_VALUE' })
  @Min(1)
  @Max(14)
  days: number;
}

@InputType({ description: "The maker's price and date for a piece made to order" })
@JSONSchema({ examples: [{ priceGrosze: 45000, readyBy: '2026-12-20' }] })
export class AcceptInput {
  @Field(() => Int, { description: 'The price in grosze (45000 is 450,00 zł), delivery not included' })
  @Type(() => Number)
  @IsInt({ message: 'INVALID_VALUE' })
  @Min(100)
  @Max(99_999_999)
  priceGrosze: number;

  @Field({ description: 'YYYY-MM-DD: when the piece will be ready' })
  @IsDay()
  readyBy: string;
}

@InputType({ description: 'A delivery method as the maker offers it' })
@JSONSchema({ examples: [{ method: 'INPOST', enabled: true, priceGrosze: 1499, countries: ['PL'] }] })
export class DeliveryOptionInput {
  @Field(() => DeliveryMethodValue, { description: 'INPOST, COURIER or PICKUP' })
  @IsIn(DELIVERY_METHODS, { message: 'INVALID_VALUE' })
  method: DeliveryMethod;

  @Field({ description: 'Offered at checkout' })
  @IsBoolean({ message: 'INVALID_VALUE' })
  enabled: boolean;

  @Field(() => Int, { description: 'Its price in grosze (0 for free)' })
  @Type(() => Number)
  @IsInt({ message: 'INVALID_VALUE' })
  @Min(0)
  @Max(1_000_000)
  priceGrosze: number;

  @Field(() => [String], {
    description: 'Where it goes, ISO 3166 codes of Poland and EU countries (COURIER; PL for the others)',
  })
  @IsArray({ message: 'INVALID_VALUE' })
  @ArrayMaxSize(27)
  @IsIn(EU_COUNTRIES, { each: true, message: 'INVALID_VALUE' })
  countries: string[];
}

@InputType({ description: "The maker's settings for selling" })
@JSONSchema({
  examples: [
    {
      accountHolder: 'Soutache Studio Anna Nowak',
      iban: 'PL61 1090 1014 0000 0712 1981 2874',
      reservationDays: 3,
      delivery: [{ method: 'INPOST', enabled: true, priceGrosze: 1499, countries: ['PL'] }],
    },
  ],
})
export class ShopSettingsInput {
  @Field({ description: "The account holder's name, as on the transfer (up to 140 characters)" })
  @Transform(toText)
  @IsString({ message: 'INVALID_VALUE' })
  @IsCleanText({ maxLength: 140 })
  accountHolder: string;

  @Field({
    description:
      'The account buyers pay into: an IBAN, spaces allowed (IBAN_INVALID when its check digits are wrong); empty stops the shop taking orders (ORDERS_AWAITING_PAYMENT while an order awaits a transfer)',
  })
  @IsString({ message: 'IBAN_INVALID' })
  @MaxLength(42, { message: 'IBAN_INVALID' })
  iban: string;

  @Field(() => Int, { description: 'How many days a reservation holds the piece for payment, 1 to 30' })
  @Type(() => Number)
  @IsInt({ message: 'INVALID_VALUE' })
  @Min(1)
  @Max(30)
  reservationDays: number;

  @Field(() => [DeliveryOptionInput], { description: 'The delivery methods, each once' })
  @IsArray({ message: 'INVALID_VALUE' })
  @ArrayMaxSize(3)
  @ValidateNested({ each: true })
  @Type(() => DeliveryOptionInput)
  delivery: DeliveryOptionInput[];
}
