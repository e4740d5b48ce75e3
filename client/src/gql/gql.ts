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
    "query AdminDrafts {\n  draftProducts {\n    id\n    name\n    draft\n    publishAt\n  }\n  draftPublications {\n    id\n    title\n    draft\n    publishAt\n  }\n}": typeof types.AdminDraftsDocument,
    "query AdminUsers($offset: Int!, $limit: Int!) {\n  users(offset: $offset, limit: $limit) {\n    items {\n      id\n      email\n      name\n      isAdmin\n    }\n    total\n  }\n}": typeof types.AdminUsersDocument,
    "mutation SetUserAdmin($id: Int!, $isAdmin: Boolean!) {\n  setUserAdmin(id: $id, isAdmin: $isAdmin) {\n    id\n    email\n    name\n    isAdmin\n  }\n}": typeof types.SetUserAdminDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n      email\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input)\n}\n\nmutation ResetPassword($input: PasswordResetConfirmInput!) {\n  resetPassword(input: $input)\n}": typeof types.RequestPasswordResetDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n      email\n    }\n  }\n}": typeof types.RegisterDocument,
    "fragment ProductImage_image on ProductImage {\n  id\n  imageUrl\n  altText\n  altTextLang\n  colorId\n  width\n  height\n  placeholder\n  avifSrcset\n  webpSrcset\n}\n\nfragment ProductCard_product on Product {\n  id\n  name\n  nameLang\n  price\n  availability\n  averageUserRate\n  colors {\n    id\n    name\n  }\n  categories {\n    id\n    name\n  }\n  cover {\n    ...ProductImage_image\n  }\n}\n\nquery ProductList($limit: Int!, $offset: Int!, $colors: [Int!], $categories: [Int!], $name: String, $availability: [Availability!], $sort: ProductSort) {\n  products(\n    limit: $limit\n    offset: $offset\n    colors: $colors\n    categories: $categories\n    name: $name\n    availability: $availability\n    sort: $sort\n  ) {\n    total\n    products {\n      ...ProductCard_product\n    }\n  }\n}\n\nfragment BridalImage_image on ProductImage {\n  id\n  imageUrl\n  altText\n  altTextLang\n  width\n  height\n  placeholder\n  avifSrcset\n  webpSrcset\n}\n\nquery BridalList($limit: Int!, $offset: Int!, $colors: [Int!], $categories: [Int!], $name: String, $availability: [Availability!], $sort: ProductSort) {\n  products(\n    limit: $limit\n    offset: $offset\n    colors: $colors\n    categories: $categories\n    name: $name\n    availability: $availability\n    sort: $sort\n  ) {\n    total\n    products {\n      id\n      name\n      nameLang\n      price\n      images {\n        ...BridalImage_image\n      }\n    }\n  }\n}\n\nquery CatalogueFilters {\n  colors {\n    id\n    name\n    hex\n  }\n  categories {\n    id\n    name\n  }\n}\n\nquery ProductDetail($id: Int!) {\n  product(id: $id) {\n    ...ProductCard_product\n    reservedUntil\n    draft\n    publishAt\n    description\n    descriptionLang\n    ratingCount\n    images {\n      ...ProductImage_image\n    }\n  }\n}\n\nmutation DeleteProduct($id: Int!) {\n  deleteProduct(id: $id)\n}": typeof types.ProductImage_ImageFragmentDoc,
    "query MyRating($productId: Int!) {\n  myRating(productId: $productId) {\n    productId\n    rating\n  }\n}\n\nmutation RateProduct($productId: Int!, $rating: Int!) {\n  rateProduct(productId: $productId, rating: $rating) {\n    productId\n    rating\n    averageUserRate\n    ratingCount\n  }\n}\n\nmutation RemoveRating($productId: Int!) {\n  removeRating(productId: $productId) {\n    productId\n    rating\n    averageUserRate\n    ratingCount\n  }\n}\n\nquery FavouriteIds {\n  myFavouriteIds\n}\n\nquery MyFavourites($offset: Int!, $limit: Int!) {\n  myFavourites(offset: $offset, limit: $limit) {\n    items {\n      id\n      product {\n        ...ProductCard_product\n      }\n    }\n    total\n  }\n}\n\nmutation AddFavourite($productId: Int!) {\n  addFavourite(productId: $productId) {\n    productId\n    isFavourite\n  }\n}\n\nmutation RemoveFavourite($productId: Int!) {\n  removeFavourite(productId: $productId) {\n    productId\n    isFavourite\n  }\n}": typeof types.MyRatingDocument,
    "mutation SendEnquiry($productId: Int, $input: EnquiryInput!) {\n  sendEnquiry(productId: $productId, input: $input)\n}": typeof types.SendEnquiryDocument,
    "query HomeSlideshow {\n  randomImages(count: 6) {\n    id\n    imageUrl\n    altText\n    width\n    height\n    placeholder\n    avifSrcset\n    webpSrcset\n  }\n}": typeof types.HomeSlideshowDocument,
    "query Me {\n  me {\n    id\n    name\n    isAdmin\n    email\n  }\n}": typeof types.MeDocument,
};
const documents: Documents = {
    "query AdminDrafts {\n  draftProducts {\n    id\n    name\n    draft\n    publishAt\n  }\n  draftPublications {\n    id\n    title\n    draft\n    publishAt\n  }\n}": types.AdminDraftsDocument,
    "query AdminUsers($offset: Int!, $limit: Int!) {\n  users(offset: $offset, limit: $limit) {\n    items {\n      id\n      email\n      name\n      isAdmin\n    }\n    total\n  }\n}": types.AdminUsersDocument,
    "mutation SetUserAdmin($id: Int!, $isAdmin: Boolean!) {\n  setUserAdmin(id: $id, isAdmin: $isAdmin) {\n    id\n    email\n    name\n    isAdmin\n  }\n}": types.SetUserAdminDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n      email\n    }\n  }\n}": types.LoginDocument,
    "mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input)\n}\n\nmutation ResetPassword($input: PasswordResetConfirmInput!) {\n  resetPassword(input: $input)\n}": types.RequestPasswordResetDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n      email\n    }\n  }\n}": types.RegisterDocument,
    "fragment ProductImage_image on ProductImage {\n  id\n  imageUrl\n  altText\n  altTextLang\n  colorId\n  width\n  height\n  placeholder\n  avifSrcset\n  webpSrcset\n}\n\nfragment ProductCard_product on Product {\n  id\n  name\n  nameLang\n  price\n  availability\n  averageUserRate\n  colors {\n    id\n    name\n  }\n  categories {\n    id\n    name\n  }\n  cover {\n    ...ProductImage_image\n  }\n}\n\nquery ProductList($limit: Int!, $offset: Int!, $colors: [Int!], $categories: [Int!], $name: String, $availability: [Availability!], $sort: ProductSort) {\n  products(\n    limit: $limit\n    offset: $offset\n    colors: $colors\n    categories: $categories\n    name: $name\n    availability: $availability\n    sort: $sort\n  ) {\n    total\n    products {\n      ...ProductCard_product\n    }\n  }\n}\n\nfragment BridalImage_image on ProductImage {\n  id\n  imageUrl\n  altText\n  altTextLang\n  width\n  height\n  placeholder\n  avifSrcset\n  webpSrcset\n}\n\nquery BridalList($limit: Int!, $offset: Int!, $colors: [Int!], $categories: [Int!], $name: String, $availability: [Availability!], $sort: ProductSort) {\n  products(\n    limit: $limit\n    offset: $offset\n    colors: $colors\n    categories: $categories\n    name: $name\n    availability: $availability\n    sort: $sort\n  ) {\n    total\n    products {\n      id\n      name\n      nameLang\n      price\n      images {\n        ...BridalImage_image\n      }\n    }\n  }\n}\n\nquery CatalogueFilters {\n  colors {\n    id\n    name\n    hex\n  }\n  categories {\n    id\n    name\n  }\n}\n\nquery ProductDetail($id: Int!) {\n  product(id: $id) {\n    ...ProductCard_product\n    reservedUntil\n    draft\n    publishAt\n    description\n    descriptionLang\n    ratingCount\n    images {\n      ...ProductImage_image\n    }\n  }\n}\n\nmutation DeleteProduct($id: Int!) {\n  deleteProduct(id: $id)\n}": types.ProductImage_ImageFragmentDoc,
    "query MyRating($productId: Int!) {\n  myRating(productId: $productId) {\n    productId\n    rating\n  }\n}\n\nmutation RateProduct($productId: Int!, $rating: Int!) {\n  rateProduct(productId: $productId, rating: $rating) {\n    productId\n    rating\n    averageUserRate\n    ratingCount\n  }\n}\n\nmutation RemoveRating($productId: Int!) {\n  removeRating(productId: $productId) {\n    productId\n    rating\n    averageUserRate\n    ratingCount\n  }\n}\n\nquery FavouriteIds {\n  myFavouriteIds\n}\n\nquery MyFavourites($offset: Int!, $limit: Int!) {\n  myFavourites(offset: $offset, limit: $limit) {\n    items {\n      id\n      product {\n        ...ProductCard_product\n      }\n    }\n    total\n  }\n}\n\nmutation AddFavourite($productId: Int!) {\n  addFavourite(productId: $productId) {\n    productId\n    isFavourite\n  }\n}\n\nmutation RemoveFavourite($productId: Int!) {\n  removeFavourite(productId: $productId) {\n    productId\n    isFavourite\n  }\n}": types.MyRatingDocument,
    "mutation SendEnquiry($productId: Int, $input: EnquiryInput!) {\n  sendEnquiry(productId: $productId, input: $input)\n}": types.SendEnquiryDocument,
    "query HomeSlideshow {\n  randomImages(count: 6) {\n    id\n    imageUrl\n    altText\n    width\n    height\n    placeholder\n    avifSrcset\n    webpSrcset\n  }\n}": types.HomeSlideshowDocument,
    "query Me {\n  me {\n    id\n    name\n    isAdmin\n    email\n  }\n}": types.MeDocument,
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
export function graphql(source: "query AdminDrafts {\n  draftProducts {\n    id\n    name\n    draft\n    publishAt\n  }\n  draftPublications {\n    id\n    title\n    draft\n    publishAt\n  }\n}"): (typeof documents)["query AdminDrafts {\n  draftProducts {\n    id\n    name\n    draft\n    publishAt\n  }\n  draftPublications {\n    id\n    title\n    draft\n    publishAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminUsers($offset: Int!, $limit: Int!) {\n  users(offset: $offset, limit: $limit) {\n    items {\n      id\n      email\n      name\n      isAdmin\n    }\n    total\n  }\n}"): (typeof documents)["query AdminUsers($offset: Int!, $limit: Int!) {\n  users(offset: $offset, limit: $limit) {\n    items {\n      id\n      email\n      name\n      isAdmin\n    }\n    total\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetUserAdmin($id: Int!, $isAdmin: Boolean!) {\n  setUserAdmin(id: $id, isAdmin: $isAdmin) {\n    id\n    email\n    name\n    isAdmin\n  }\n}"): (typeof documents)["mutation SetUserAdmin($id: Int!, $isAdmin: Boolean!) {\n  setUserAdmin(id: $id, isAdmin: $isAdmin) {\n    id\n    email\n    name\n    isAdmin\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n      email\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n      email\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input)\n}\n\nmutation ResetPassword($input: PasswordResetConfirmInput!) {\n  resetPassword(input: $input)\n}"): (typeof documents)["mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input)\n}\n\nmutation ResetPassword($input: PasswordResetConfirmInput!) {\n  resetPassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n      email\n    }\n  }\n}"): (typeof documents)["mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n      email\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductImage_image on ProductImage {\n  id\n  imageUrl\n  altText\n  altTextLang\n  colorId\n  width\n  height\n  placeholder\n  avifSrcset\n  webpSrcset\n}\n\nfragment ProductCard_product on Product {\n  id\n  name\n  nameLang\n  price\n  availability\n  averageUserRate\n  colors {\n    id\n    name\n  }\n  categories {\n    id\n    name\n  }\n  cover {\n    ...ProductImage_image\n  }\n}\n\nquery ProductList($limit: Int!, $offset: Int!, $colors: [Int!], $categories: [Int!], $name: String, $availability: [Availability!], $sort: ProductSort) {\n  products(\n    limit: $limit\n    offset: $offset\n    colors: $colors\n    categories: $categories\n    name: $name\n    availability: $availability\n    sort: $sort\n  ) {\n    total\n    products {\n      ...ProductCard_product\n    }\n  }\n}\n\nfragment BridalImage_image on ProductImage {\n  id\n  imageUrl\n  altText\n  altTextLang\n  width\n  height\n  placeholder\n  avifSrcset\n  webpSrcset\n}\n\nquery BridalList($limit: Int!, $offset: Int!, $colors: [Int!], $categories: [Int!], $name: String, $availability: [Availability!], $sort: ProductSort) {\n  products(\n    limit: $limit\n    offset: $offset\n    colors: $colors\n    categories: $categories\n    name: $name\n    availability: $availability\n    sort: $sort\n  ) {\n    total\n    products {\n      id\n      name\n      nameLang\n      price\n      images {\n        ...BridalImage_image\n      }\n    }\n  }\n}\n\nquery CatalogueFilters {\n  colors {\n    id\n    name\n    hex\n  }\n  categories {\n    id\n    name\n  }\n}\n\nquery ProductDetail($id: Int!) {\n  product(id: $id) {\n    ...ProductCard_product\n    reservedUntil\n    draft\n    publishAt\n    description\n    descriptionLang\n    ratingCount\n    images {\n      ...ProductImage_image\n    }\n  }\n}\n\nmutation DeleteProduct($id: Int!) {\n  deleteProduct(id: $id)\n}"): (typeof documents)["fragment ProductImage_image on ProductImage {\n  id\n  imageUrl\n  altText\n  altTextLang\n  colorId\n  width\n  height\n  placeholder\n  avifSrcset\n  webpSrcset\n}\n\nfragment ProductCard_product on Product {\n  id\n  name\n  nameLang\n  price\n  availability\n  averageUserRate\n  colors {\n    id\n    name\n  }\n  categories {\n    id\n    name\n  }\n  cover {\n    ...ProductImage_image\n  }\n}\n\nquery ProductList($limit: Int!, $offset: Int!, $colors: [Int!], $categories: [Int!], $name: String, $availability: [Availability!], $sort: ProductSort) {\n  products(\n    limit: $limit\n    offset: $offset\n    colors: $colors\n    categories: $categories\n    name: $name\n    availability: $availability\n    sort: $sort\n  ) {\n    total\n    products {\n      ...ProductCard_product\n    }\n  }\n}\n\nfragment BridalImage_image on ProductImage {\n  id\n  imageUrl\n  altText\n  altTextLang\n  width\n  height\n  placeholder\n  avifSrcset\n  webpSrcset\n}\n\nquery BridalList($limit: Int!, $offset: Int!, $colors: [Int!], $categories: [Int!], $name: String, $availability: [Availability!], $sort: ProductSort) {\n  products(\n    limit: $limit\n    offset: $offset\n    colors: $colors\n    categories: $categories\n    name: $name\n    availability: $availability\n    sort: $sort\n  ) {\n    total\n    products {\n      id\n      name\n      nameLang\n      price\n      images {\n        ...BridalImage_image\n      }\n    }\n  }\n}\n\nquery CatalogueFilters {\n  colors {\n    id\n    name\n    hex\n  }\n  categories {\n    id\n    name\n  }\n}\n\nquery ProductDetail($id: Int!) {\n  product(id: $id) {\n    ...ProductCard_product\n    reservedUntil\n    draft\n    publishAt\n    description\n    descriptionLang\n    ratingCount\n    images {\n      ...ProductImage_image\n    }\n  }\n}\n\nmutation DeleteProduct($id: Int!) {\n  deleteProduct(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyRating($productId: Int!) {\n  myRating(productId: $productId) {\n    productId\n    rating\n  }\n}\n\nmutation RateProduct($productId: Int!, $rating: Int!) {\n  rateProduct(productId: $productId, rating: $rating) {\n    productId\n    rating\n    averageUserRate\n    ratingCount\n  }\n}\n\nmutation RemoveRating($productId: Int!) {\n  removeRating(productId: $productId) {\n    productId\n    rating\n    averageUserRate\n    ratingCount\n  }\n}\n\nquery FavouriteIds {\n  myFavouriteIds\n}\n\nquery MyFavourites($offset: Int!, $limit: Int!) {\n  myFavourites(offset: $offset, limit: $limit) {\n    items {\n      id\n      product {\n        ...ProductCard_product\n      }\n    }\n    total\n  }\n}\n\nmutation AddFavourite($productId: Int!) {\n  addFavourite(productId: $productId) {\n    productId\n    isFavourite\n  }\n}\n\nmutation RemoveFavourite($productId: Int!) {\n  removeFavourite(productId: $productId) {\n    productId\n    isFavourite\n  }\n}"): (typeof documents)["query MyRating($productId: Int!) {\n  myRating(productId: $productId) {\n    productId\n    rating\n  }\n}\n\nmutation RateProduct($productId: Int!, $rating: Int!) {\n  rateProduct(productId: $productId, rating: $rating) {\n    productId\n    rating\n    averageUserRate\n    ratingCount\n  }\n}\n\nmutation RemoveRating($productId: Int!) {\n  removeRating(productId: $productId) {\n    productId\n    rating\n    averageUserRate\n    ratingCount\n  }\n}\n\nquery FavouriteIds {\n  myFavouriteIds\n}\n\nquery MyFavourites($offset: Int!, $limit: Int!) {\n  myFavourites(offset: $offset, limit: $limit) {\n    items {\n      id\n      product {\n        ...ProductCard_product\n      }\n    }\n    total\n  }\n}\n\nmutation AddFavourite($productId: Int!) {\n  addFavourite(productId: $productId) {\n    productId\n    isFavourite\n  }\n}\n\nmutation RemoveFavourite($productId: Int!) {\n  removeFavourite(productId: $productId) {\n    productId\n    isFavourite\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendEnquiry($productId: Int, $input: EnquiryInput!) {\n  sendEnquiry(productId: $productId, input: $input)\n}"): (typeof documents)["mutation SendEnquiry($productId: Int, $input: EnquiryInput!) {\n  sendEnquiry(productId: $productId, input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeSlideshow {\n  randomImages(count: 6) {\n    id\n    imageUrl\n    altText\n    width\n    height\n    placeholder\n    avifSrcset\n    webpSrcset\n  }\n}"): (typeof documents)["query HomeSlideshow {\n  randomImages(count: 6) {\n    id\n    imageUrl\n    altText\n    width\n    height\n    placeholder\n    avifSrcset\n    webpSrcset\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id\n    name\n    isAdmin\n    email\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    name\n    isAdmin\n    email\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;