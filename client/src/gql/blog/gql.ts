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
    "fragment PublicationCard_publication on Publication {\n  id\n  title\n  titleLang\n  abstract\n  abstractLang\n  imageUrl\n  authorName\n  createdAt\n}\n\nquery BlogList($offset: Int!, $limit: Int!) {\n  publications(offset: $offset, limit: $limit) {\n    total\n    publications {\n      ...PublicationCard_publication\n    }\n  }\n}\n\nquery PublicationDetail($id: Int!) {\n  publication(id: $id) {\n    ...PublicationCard_publication\n    draft\n    publishAt\n    contentHtml\n    contentLang\n    updatedAt\n  }\n}\n\nquery PublicationForEdit($id: Int!) {\n  adminPublication(id: $id) {\n    id\n    draft\n    publishAt\n    titleEn\n    titlePl\n    abstractEn\n    abstractPl\n    contentEn\n    contentPl\n    image\n  }\n}\n\nquery MarkdownPreview($content: String!) {\n  markdownPreview(content: $content)\n}\n\nmutation UploadPublicationBackground($file: Upload!) {\n  uploadPublicationBackground(file: $file) {\n    image\n    imageUrl\n  }\n}\n\nmutation CreatePublication($input: PublicationInput!) {\n  createPublication(input: $input) {\n    id\n  }\n}\n\nmutation UpdatePublication($id: Int!, $input: PublicationInput!) {\n  updatePublication(id: $id, input: $input) {\n    ...PublicationCard_publication\n    content\n    contentHtml\n    contentLang\n    image\n    updatedAt\n  }\n}\n\nmutation DeletePublication($id: Int!) {\n  deletePublication(id: $id)\n}\n\nquery PictureLimits {\n  uploadLimits {\n    maxFileBytes\n    maxFiles\n    maxPixels\n  }\n}\n\nquery BlogDrafts {\n  draftPublications {\n    ...PublicationCard_publication\n    draft\n    publishAt\n  }\n}": typeof types.PublicationCard_PublicationFragmentDoc,
};
const documents: Documents = {
    "fragment PublicationCard_publication on Publication {\n  id\n  title\n  titleLang\n  abstract\n  abstractLang\n  imageUrl\n  authorName\n  createdAt\n}\n\nquery BlogList($offset: Int!, $limit: Int!) {\n  publications(offset: $offset, limit: $limit) {\n    total\n    publications {\n      ...PublicationCard_publication\n    }\n  }\n}\n\nquery PublicationDetail($id: Int!) {\n  publication(id: $id) {\n    ...PublicationCard_publication\n    draft\n    publishAt\n    contentHtml\n    contentLang\n    updatedAt\n  }\n}\n\nquery PublicationForEdit($id: Int!) {\n  adminPublication(id: $id) {\n    id\n    draft\n    publishAt\n    titleEn\n    titlePl\n    abstractEn\n    abstractPl\n    contentEn\n    contentPl\n    image\n  }\n}\n\nquery MarkdownPreview($content: String!) {\n  markdownPreview(content: $content)\n}\n\nmutation UploadPublicationBackground($file: Upload!) {\n  uploadPublicationBackground(file: $file) {\n    image\n    imageUrl\n  }\n}\n\nmutation CreatePublication($input: PublicationInput!) {\n  createPublication(input: $input) {\n    id\n  }\n}\n\nmutation UpdatePublication($id: Int!, $input: PublicationInput!) {\n  updatePublication(id: $id, input: $input) {\n    ...PublicationCard_publication\n    content\n    contentHtml\n    contentLang\n    image\n    updatedAt\n  }\n}\n\nmutation DeletePublication($id: Int!) {\n  deletePublication(id: $id)\n}\n\nquery PictureLimits {\n  uploadLimits {\n    maxFileBytes\n    maxFiles\n    maxPixels\n  }\n}\n\nquery BlogDrafts {\n  draftPublications {\n    ...PublicationCard_publication\n    draft\n    publishAt\n  }\n}": types.PublicationCard_PublicationFragmentDoc,
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
export function graphql(source: "fragment PublicationCard_publication on Publication {\n  id\n  title\n  titleLang\n  abstract\n  abstractLang\n  imageUrl\n  authorName\n  createdAt\n}\n\nquery BlogList($offset: Int!, $limit: Int!) {\n  publications(offset: $offset, limit: $limit) {\n    total\n    publications {\n      ...PublicationCard_publication\n    }\n  }\n}\n\nquery PublicationDetail($id: Int!) {\n  publication(id: $id) {\n    ...PublicationCard_publication\n    draft\n    publishAt\n    contentHtml\n    contentLang\n    updatedAt\n  }\n}\n\nquery PublicationForEdit($id: Int!) {\n  adminPublication(id: $id) {\n    id\n    draft\n    publishAt\n    titleEn\n    titlePl\n    abstractEn\n    abstractPl\n    contentEn\n    contentPl\n    image\n  }\n}\n\nquery MarkdownPreview($content: String!) {\n  markdownPreview(content: $content)\n}\n\nmutation UploadPublicationBackground($file: Upload!) {\n  uploadPublicationBackground(file: $file) {\n    image\n    imageUrl\n  }\n}\n\nmutation CreatePublication($input: PublicationInput!) {\n  createPublication(input: $input) {\n    id\n  }\n}\n\nmutation UpdatePublication($id: Int!, $input: PublicationInput!) {\n  updatePublication(id: $id, input: $input) {\n    ...PublicationCard_publication\n    content\n    contentHtml\n    contentLang\n    image\n    updatedAt\n  }\n}\n\nmutation DeletePublication($id: Int!) {\n  deletePublication(id: $id)\n}\n\nquery PictureLimits {\n  uploadLimits {\n    maxFileBytes\n    maxFiles\n    maxPixels\n  }\n}\n\nquery BlogDrafts {\n  draftPublications {\n    ...PublicationCard_publication\n    draft\n    publishAt\n  }\n}"): (typeof documents)["fragment PublicationCard_publication on Publication {\n  id\n  title\n  titleLang\n  abstract\n  abstractLang\n  imageUrl\n  authorName\n  createdAt\n}\n\nquery BlogList($offset: Int!, $limit: Int!) {\n  publications(offset: $offset, limit: $limit) {\n    total\n    publications {\n      ...PublicationCard_publication\n    }\n  }\n}\n\nquery PublicationDetail($id: Int!) {\n  publication(id: $id) {\n    ...PublicationCard_publication\n    draft\n    publishAt\n    contentHtml\n    contentLang\n    updatedAt\n  }\n}\n\nquery PublicationForEdit($id: Int!) {\n  adminPublication(id: $id) {\n    id\n    draft\n    publishAt\n    titleEn\n    titlePl\n    abstractEn\n    abstractPl\n    contentEn\n    contentPl\n    image\n  }\n}\n\nquery MarkdownPreview($content: String!) {\n  markdownPreview(content: $content)\n}\n\nmutation UploadPublicationBackground($file: Upload!) {\n  uploadPublicationBackground(file: $file) {\n    image\n    imageUrl\n  }\n}\n\nmutation CreatePublication($input: PublicationInput!) {\n  createPublication(input: $input) {\n    id\n  }\n}\n\nmutation UpdatePublication($id: Int!, $input: PublicationInput!) {\n  updatePublication(id: $id, input: $input) {\n    ...PublicationCard_publication\n    content\n    contentHtml\n    contentLang\n    image\n    updatedAt\n  }\n}\n\nmutation DeletePublication($id: Int!) {\n  deletePublication(id: $id)\n}\n\nquery PictureLimits {\n  uploadLimits {\n    maxFileBytes\n    maxFiles\n    maxPixels\n  }\n}\n\nquery BlogDrafts {\n  draftPublications {\n    ...PublicationCard_publication\n    draft\n    publishAt\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;