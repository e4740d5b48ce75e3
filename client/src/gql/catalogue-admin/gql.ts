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
    "fragment EditedProduct_product on AdminProduct {\n  id\n  name\n  draft\n  publishAt\n  nameEn\n  namePl\n  price\n  availability\n  descriptionEn\n  descriptionPl\n  colorIds\n  categoryIds\n  images {\n    id\n    imageUrl\n    colorId\n    altTextEn\n    altTextPl\n    placeholder\n    webpSrcset\n    avifSrcset\n    width\n    height\n  }\n}\n\nquery ProductEdit($id: Int!) {\n  adminProduct(id: $id) {\n    ...EditedProduct_product\n  }\n}\n\nquery ProductFormOptions {\n  colors {\n    id\n    name\n    hex\n  }\n  categories {\n    id\n    name\n  }\n  uploadLimits {\n    maxFileBytes\n    maxFiles\n    maxPixels\n  }\n}\n\nfragment WrittenProduct_product on Product {\n  id\n  name\n  draft\n  publishAt\n  nameLang\n  description\n  descriptionLang\n  price\n  availability\n  averageUserRate\n  ratingCount\n  colors {\n    id\n    name\n  }\n  categories {\n    id\n    name\n  }\n  images {\n    id\n    imageUrl\n    altText\n    colorId\n    width\n    height\n    placeholder\n    avifSrcset\n    webpSrcset\n  }\n  cover {\n    id\n    imageUrl\n    altText\n    colorId\n    width\n    height\n    placeholder\n    avifSrcset\n    webpSrcset\n  }\n}\n\nmutation CreateProduct($input: CreateProductInput!) {\n  createProduct(input: $input) {\n    ...WrittenProduct_product\n  }\n}\n\nmutation UpdateProduct($id: Int!, $input: UpdateProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...WrittenProduct_product\n  }\n}\n\nmutation DeleteProductImage($id: Int!) {\n  deleteProductImage(id: $id) {\n    ...WrittenProduct_product\n  }\n}": typeof types.EditedProduct_ProductFragmentDoc,
};
const documents: Documents = {
    "fragment EditedProduct_product on AdminProduct {\n  id\n  name\n  draft\n  publishAt\n  nameEn\n  namePl\n  price\n  availability\n  descriptionEn\n  descriptionPl\n  colorIds\n  categoryIds\n  images {\n    id\n    imageUrl\n    colorId\n    altTextEn\n    altTextPl\n    placeholder\n    webpSrcset\n    avifSrcset\n    width\n    height\n  }\n}\n\nquery ProductEdit($id: Int!) {\n  adminProduct(id: $id) {\n    ...EditedProduct_product\n  }\n}\n\nquery ProductFormOptions {\n  colors {\n    id\n    name\n    hex\n  }\n  categories {\n    id\n    name\n  }\n  uploadLimits {\n    maxFileBytes\n    maxFiles\n    maxPixels\n  }\n}\n\nfragment WrittenProduct_product on Product {\n  id\n  name\n  draft\n  publishAt\n  nameLang\n  description\n  descriptionLang\n  price\n  availability\n  averageUserRate\n  ratingCount\n  colors {\n    id\n    name\n  }\n  categories {\n    id\n    name\n  }\n  images {\n    id\n    imageUrl\n    altText\n    colorId\n    width\n    height\n    placeholder\n    avifSrcset\n    webpSrcset\n  }\n  cover {\n    id\n    imageUrl\n    altText\n    colorId\n    width\n    height\n    placeholder\n    avifSrcset\n    webpSrcset\n  }\n}\n\nmutation CreateProduct($input: CreateProductInput!) {\n  createProduct(input: $input) {\n    ...WrittenProduct_product\n  }\n}\n\nmutation UpdateProduct($id: Int!, $input: UpdateProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...WrittenProduct_product\n  }\n}\n\nmutation DeleteProductImage($id: Int!) {\n  deleteProductImage(id: $id) {\n    ...WrittenProduct_product\n  }\n}": types.EditedProduct_ProductFragmentDoc,
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
export function graphql(source: "fragment EditedProduct_product on AdminProduct {\n  id\n  name\n  draft\n  publishAt\n  nameEn\n  namePl\n  price\n  availability\n  descriptionEn\n  descriptionPl\n  colorIds\n  categoryIds\n  images {\n    id\n    imageUrl\n    colorId\n    altTextEn\n    altTextPl\n    placeholder\n    webpSrcset\n    avifSrcset\n    width\n    height\n  }\n}\n\nquery ProductEdit($id: Int!) {\n  adminProduct(id: $id) {\n    ...EditedProduct_product\n  }\n}\n\nquery ProductFormOptions {\n  colors {\n    id\n    name\n    hex\n  }\n  categories {\n    id\n    name\n  }\n  uploadLimits {\n    maxFileBytes\n    maxFiles\n    maxPixels\n  }\n}\n\nfragment WrittenProduct_product on Product {\n  id\n  name\n  draft\n  publishAt\n  nameLang\n  description\n  descriptionLang\n  price\n  availability\n  averageUserRate\n  ratingCount\n  colors {\n    id\n    name\n  }\n  categories {\n    id\n    name\n  }\n  images {\n    id\n    imageUrl\n    altText\n    colorId\n    width\n    height\n    placeholder\n    avifSrcset\n    webpSrcset\n  }\n  cover {\n    id\n    imageUrl\n    altText\n    colorId\n    width\n    height\n    placeholder\n    avifSrcset\n    webpSrcset\n  }\n}\n\nmutation CreateProduct($input: CreateProductInput!) {\n  createProduct(input: $input) {\n    ...WrittenProduct_product\n  }\n}\n\nmutation UpdateProduct($id: Int!, $input: UpdateProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...WrittenProduct_product\n  }\n}\n\nmutation DeleteProductImage($id: Int!) {\n  deleteProductImage(id: $id) {\n    ...WrittenProduct_product\n  }\n}"): (typeof documents)["fragment EditedProduct_product on AdminProduct {\n  id\n  name\n  draft\n  publishAt\n  nameEn\n  namePl\n  price\n  availability\n  descriptionEn\n  descriptionPl\n  colorIds\n  categoryIds\n  images {\n    id\n    imageUrl\n    colorId\n    altTextEn\n    altTextPl\n    placeholder\n    webpSrcset\n    avifSrcset\n    width\n    height\n  }\n}\n\nquery ProductEdit($id: Int!) {\n  adminProduct(id: $id) {\n    ...EditedProduct_product\n  }\n}\n\nquery ProductFormOptions {\n  colors {\n    id\n    name\n    hex\n  }\n  categories {\n    id\n    name\n  }\n  uploadLimits {\n    maxFileBytes\n    maxFiles\n    maxPixels\n  }\n}\n\nfragment WrittenProduct_product on Product {\n  id\n  name\n  draft\n  publishAt\n  nameLang\n  description\n  descriptionLang\n  price\n  availability\n  averageUserRate\n  ratingCount\n  colors {\n    id\n    name\n  }\n  categories {\n    id\n    name\n  }\n  images {\n    id\n    imageUrl\n    altText\n    colorId\n    width\n    height\n    placeholder\n    avifSrcset\n    webpSrcset\n  }\n  cover {\n    id\n    imageUrl\n    altText\n    colorId\n    width\n    height\n    placeholder\n    avifSrcset\n    webpSrcset\n  }\n}\n\nmutation CreateProduct($input: CreateProductInput!) {\n  createProduct(input: $input) {\n    ...WrittenProduct_product\n  }\n}\n\nmutation UpdateProduct($id: Int!, $input: UpdateProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...WrittenProduct_product\n  }\n}\n\nmutation DeleteProductImage($id: Int!) {\n  deleteProductImage(id: $id) {\n    ...WrittenProduct_product\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;