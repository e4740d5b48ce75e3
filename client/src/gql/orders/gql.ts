/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query CheckoutPiece($id: Int!) {\n  product(id: $id) {\n    id\n    name\n    price\n    availability\n    reservedUntil\n    images {\n      id\n      imageUrl\n      altText\n      width\n      height\n    }\n  }\n  checkoutOptions {\n    ordering\n    reservationDays\n    delivery {\n      method\n      priceGrosze\n      countries\n    }\n  }\n}\n\nmutation PlaceOrder($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    token\n    order {\n      number\n      kind\n      state\n      email\n      reservedUntil\n    }\n  }\n}\n\nfragment OrderView on Order {\n  number\n  kind\n  state\n  productId\n  productName\n  photoUrl\n  name\n  email\n  phone\n  delivery {\n    method\n    locker\n    street\n    postalCode\n    city\n    country\n  }\n  note\n  priceGrosze\n  deliveryGrosze\n  totalGrosze\n  reservedUntil\n  readyBy\n  paidOn\n  carrier\n  trackingNumber\n  trackingUrl\n  reason\n  payment {\n    iban\n    recipient\n    title\n    amountGrosze\n    qrSvg\n  }\n  createdAt\n}\n\nquery OrderView($number: String!, $token: String) {\n  order(number: $number, token: $token) {\n    ...OrderView\n  }\n}\n\nmutation ConfirmOrder($input: ConfirmOrderInput!) {\n  confirmOrder(input: $input) {\n    ...OrderView\n  }\n}\n\nquery MyOrders {\n  myOrders {\n    number\n    state\n    productName\n    totalGrosze\n    createdAt\n  }\n}": typeof types.CheckoutPieceDocument,
};
const documents: Documents = {
    "query CheckoutPiece($id: Int!) {\n  product(id: $id) {\n    id\n    name\n    price\n    availability\n    reservedUntil\n    images {\n      id\n      imageUrl\n      altText\n      width\n      height\n    }\n  }\n  checkoutOptions {\n    ordering\n    reservationDays\n    delivery {\n      method\n      priceGrosze\n      countries\n    }\n  }\n}\n\nmutation PlaceOrder($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    token\n    order {\n      number\n      kind\n      state\n      email\n      reservedUntil\n    }\n  }\n}\n\nfragment OrderView on Order {\n  number\n  kind\n  state\n  productId\n  productName\n  photoUrl\n  name\n  email\n  phone\n  delivery {\n    method\n    locker\n    street\n    postalCode\n    city\n    country\n  }\n  note\n  priceGrosze\n  deliveryGrosze\n  totalGrosze\n  reservedUntil\n  readyBy\n  paidOn\n  carrier\n  trackingNumber\n  trackingUrl\n  reason\n  payment {\n    iban\n    recipient\n    title\n    amountGrosze\n    qrSvg\n  }\n  createdAt\n}\n\nquery OrderView($number: String!, $token: String) {\n  order(number: $number, token: $token) {\n    ...OrderView\n  }\n}\n\nmutation ConfirmOrder($input: ConfirmOrderInput!) {\n  confirmOrder(input: $input) {\n    ...OrderView\n  }\n}\n\nquery MyOrders {\n  myOrders {\n    number\n    state\n    productName\n    totalGrosze\n    createdAt\n  }\n}": types.CheckoutPieceDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutPiece($id: Int!) {\n  product(id: $id) {\n    id\n    name\n    price\n    availability\n    reservedUntil\n    images {\n      id\n      imageUrl\n      altText\n      width\n      height\n    }\n  }\n  checkoutOptions {\n    ordering\n    reservationDays\n    delivery {\n      method\n      priceGrosze\n      countries\n    }\n  }\n}\n\nmutation PlaceOrder($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    token\n    order {\n      number\n      kind\n      state\n      email\n      reservedUntil\n    }\n  }\n}\n\nfragment OrderView on Order {\n  number\n  kind\n  state\n  productId\n  productName\n  photoUrl\n  name\n  email\n  phone\n  delivery {\n    method\n    locker\n    street\n    postalCode\n    city\n    country\n  }\n  note\n  priceGrosze\n  deliveryGrosze\n  totalGrosze\n  reservedUntil\n  readyBy\n  paidOn\n  carrier\n  trackingNumber\n  trackingUrl\n  reason\n  payment {\n    iban\n    recipient\n    title\n    amountGrosze\n    qrSvg\n  }\n  createdAt\n}\n\nquery OrderView($number: String!, $token: String) {\n  order(number: $number, token: $token) {\n    ...OrderView\n  }\n}\n\nmutation ConfirmOrder($input: ConfirmOrderInput!) {\n  confirmOrder(input: $input) {\n    ...OrderView\n  }\n}\n\nquery MyOrders {\n  myOrders {\n    number\n    state\n    productName\n    totalGrosze\n    createdAt\n  }\n}"): (typeof documents)["query CheckoutPiece($id: Int!) {\n  product(id: $id) {\n    id\n    name\n    price\n    availability\n    reservedUntil\n    images {\n      id\n      imageUrl\n      altText\n      width\n      height\n    }\n  }\n  checkoutOptions {\n    ordering\n    reservationDays\n    delivery {\n      method\n      priceGrosze\n      countries\n    }\n  }\n}\n\nmutation PlaceOrder($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    token\n    order {\n      number\n      kind\n      state\n      email\n      reservedUntil\n    }\n  }\n}\n\nfragment OrderView on Order {\n  number\n  kind\n  state\n  productId\n  productName\n  photoUrl\n  name\n  email\n  phone\n  delivery {\n    method\n    locker\n    street\n    postalCode\n    city\n    country\n  }\n  note\n  priceGrosze\n  deliveryGrosze\n  totalGrosze\n  reservedUntil\n  readyBy\n  paidOn\n  carrier\n  trackingNumber\n  trackingUrl\n  reason\n  payment {\n    iban\n    recipient\n    title\n    amountGrosze\n    qrSvg\n  }\n  createdAt\n}\n\nquery OrderView($number: String!, $token: String) {\n  order(number: $number, token: $token) {\n    ...OrderView\n  }\n}\n\nmutation ConfirmOrder($input: ConfirmOrderInput!) {\n  confirmOrder(input: $input) {\n    ...OrderView\n  }\n}\n\nquery MyOrders {\n  myOrders {\n    number\n    state\n    productName\n    totalGrosze\n    createdAt\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;