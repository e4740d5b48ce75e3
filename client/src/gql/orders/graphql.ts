/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Whether a piece can be bought now, is sold (kept as portfolio) or is made to order */
export type Availability =
  /** Made and waiting: it can be bought as it is */
  | 'AVAILABLE'
  /** Made anew for each order, in the colours asked for */
  | 'MADE_TO_ORDER'
  /** Sold: shown as part of the portfolio, not for sale */
  | 'SOLD';

/** The token of the link mailed when an order is placed */
export type ConfirmOrderInput = {
  /** The link's token */
  token: string;
};

/** Where the piece goes: a parcel locker, an address, or pickup */
export type DeliveryInput = {
  /** COURIER: the town or city */
  city?: string | null | undefined;
  /** COURIER: the country, ISO 3166 code (PL when left out) */
  country?: string | null | undefined;
  /** INPOST: the parcel locker's code, e.g. POZ08M (LOCKER_INVALID when it is not of that form) */
  locker?: string | null | undefined;
  /** INPOST, COURIER or PICKUP; one the maker has not enabled is DELIVERY_UNAVAILABLE */
  method: DeliveryMethod;
  /** COURIER: the postal code, NN-NNN in Poland (POSTAL_CODE_INVALID otherwise) */
  postalCode?: string | null | undefined;
  /** COURIER: street, number and flat */
  street?: string | null | undefined;
};

/** How a piece reaches its buyer */
export type DeliveryMethod =
  /** A courier to an address (Poland, and the EU countries the maker enables) */
  | 'COURIER'
  /** An InPost parcel locker (its code, e.g. POZ08M) */
  | 'INPOST'
  /** Picked up in Poznań */
  | 'PICKUP';

/** What the buyer asked for */
export type OrderKind =
  /** One to be made for the buyer, priced by the maker */
  | 'MADE_TO_ORDER'
  /** A ready, one-of-a-kind piece, held for the buyer */
  | 'RESERVATION';

/** Where an order is */
export type OrderState =
  /** Placed; the buyer's e-mail address is not confirmed yet, nothing is held */
  | 'AWAITING_CONFIRMATION'
  /** The piece is held for the buyer until reservedUntil, waiting for the transfer */
  | 'AWAITING_PAYMENT'
  /** Cancelled by the maker (with a reason) or declined */
  | 'CANCELLED'
  /** Delivered; nothing more to do */
  | 'COMPLETED'
  /** Not confirmed or not paid in time; the piece is free again */
  | 'EXPIRED'
  /** The maker has the money; the piece is sold */
  | 'PAID'
  /** A made-to-order request, confirmed, waiting for the maker's price and date */
  | 'REQUESTED'
  /** On its way (carrier and tracking number) */
  | 'SHIPPED';

/** A reservation of a piece (or a request for one to be made): who buys, where it goes, and the terms accepted */
export type PlaceOrderInput = {
  /** The terms (/terms) accepted, the right of withdrawal with them: must be true (TERMS_NOT_ACCEPTED) */
  acceptTerms: boolean;
  /** How the piece reaches the buyer */
  delivery: DeliveryInput;
  /** Where the confirmation link and the payment details go */
  email: string;
  /** The buyer's name, up to 100 characters (the shop's and an administrator's are refused: NAME_RESERVED) */
  name: string;
  /** A note to the maker, plain text up to 1,000 characters */
  note?: string | null | undefined;
  /** A phone number for the courier: 9 to 15 digits, spaces, dashes, brackets and a leading + allowed (PHONE_INVALID) */
  phone: string;
  /** The piece: an available one is reserved, a made-to-order one asked for */
  productId: number;
};

export type CheckoutPieceQueryVariables = Exact<{
  id: number;
}>;


export type CheckoutPieceQuery = { product: { id: number, name: string, price: number, availability: Availability, reservedUntil: string | null, images: Array<{ id: number, imageUrl: string, altText: string, width: number, height: number }> }, checkoutOptions: { ordering: boolean, reservationDays: number, delivery: Array<{ method: DeliveryMethod, priceGrosze: number, countries: Array<string> }> } };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { token: string, order: { number: string, kind: OrderKind, state: OrderState, email: string, reservedUntil: string | null } } };

export type OrderViewFragment = { number: string, kind: OrderKind, state: OrderState, productId: number | null, productName: string, photoUrl: string | null, name: string, email: string, phone: string, note: string, priceGrosze: number | null, deliveryGrosze: number, totalGrosze: number | null, reservedUntil: string | null, readyBy: string | null, paidOn: string | null, carrier: string | null, trackingNumber: string | null, trackingUrl: string | null, reason: string | null, createdAt: string, delivery: { method: DeliveryMethod, locker: string | null, street: string | null, postalCode: string | null, city: string | null, country: string | null }, payment: { iban: string, recipient: string, title: string, amountGrosze: number, qrSvg: string } | null };

export type OrderViewQueryVariables = Exact<{
  number: string;
  token?: string | null | undefined;
}>;


export type OrderViewQuery = { order: { number: string, kind: OrderKind, state: OrderState, productId: number | null, productName: string, photoUrl: string | null, name: string, email: string, phone: string, note: string, priceGrosze: number | null, deliveryGrosze: number, totalGrosze: number | null, reservedUntil: string | null, readyBy: string | null, paidOn: string | null, carrier: string | null, trackingNumber: string | null, trackingUrl: string | null, reason: string | null, createdAt: string, delivery: { method: DeliveryMethod, locker: string | null, street: string | null, postalCode: string | null, city: string | null, country: string | null }, payment: { iban: string, recipient: string, title: string, amountGrosze: number, qrSvg: string } | null } };

export type ConfirmOrderMutationVariables = Exact<{
  input: ConfirmOrderInput;
}>;


export type ConfirmOrderMutation = { confirmOrder: { number: string, kind: OrderKind, state: OrderState, productId: number | null, productName: string, photoUrl: string | null, name: string, email: string, phone: string, note: string, priceGrosze: number | null, deliveryGrosze: number, totalGrosze: number | null, reservedUntil: string | null, readyBy: string | null, paidOn: string | null, carrier: string | null, trackingNumber: string | null, trackingUrl: string | null, reason: string | null, createdAt: string, delivery: { method: DeliveryMethod, locker: string | null, street: string | null, postalCode: string | null, city: string | null, country: string | null }, payment: { iban: string, recipient: string, title: string, amountGrosze: number, qrSvg: string } | null } };

export type MyOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOrdersQuery = { myOrders: Array<{ number: string, state: OrderState, productName: string, totalGrosze: number | null, createdAt: string }> };

export const OrderViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"locker"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"priceGrosze"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryGrosze"}},{"kind":"Field","name":{"kind":"Name","value":"totalGrosze"}},{"kind":"Field","name":{"kind":"Name","value":"reservedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"readyBy"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amountGrosze"}},{"kind":"Field","name":{"kind":"Name","value":"qrSvg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<OrderViewFragment, unknown>;
export const CheckoutPieceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutPiece"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"reservedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkoutOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordering"}},{"kind":"Field","name":{"kind":"Name","value":"reservationDays"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"priceGrosze"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}}]}}]}}]}}]} as unknown as DocumentNode<CheckoutPieceQuery, CheckoutPieceQueryVariables>;
export const PlaceOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reservedUntil"}}]}}]}}]}}]} as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const OrderViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"locker"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"priceGrosze"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryGrosze"}},{"kind":"Field","name":{"kind":"Name","value":"totalGrosze"}},{"kind":"Field","name":{"kind":"Name","value":"reservedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"readyBy"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amountGrosze"}},{"kind":"Field","name":{"kind":"Name","value":"qrSvg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<OrderViewQuery, OrderViewQueryVariables>;
export const ConfirmOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"locker"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"priceGrosze"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryGrosze"}},{"kind":"Field","name":{"kind":"Name","value":"totalGrosze"}},{"kind":"Field","name":{"kind":"Name","value":"reservedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"readyBy"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amountGrosze"}},{"kind":"Field","name":{"kind":"Name","value":"qrSvg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConfirmOrderMutation, ConfirmOrderMutationVariables>;
export const MyOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"totalGrosze"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<MyOrdersQuery, MyOrdersQueryVariables>;