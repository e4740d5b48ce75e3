/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A language the maker writes in: a text shown in the other language than asked carries it, so a page marks it with `lang` */
export type Language =
  /** English */
  | 'en'
  /** Polish, the default when a request names no language */
  | 'pl';

/** A text the maker writes in both languages: a product's name, description and each photo's alt text; a publication's title, abstract and content */
export type TranslatableText =
  /** A publication's abstract */
  | 'ABSTRACT'
  /** A product photo's alt text (what the photo shows) */
  | 'ALT_TEXT'
  /** A publication's content (Markdown) */
  | 'CONTENT'
  /** A product's description */
  | 'DESCRIPTION'
  /** A product's name */
  | 'NAME'
  /** A publication's title */
  | 'TITLE';

/** What a translation gap belongs to */
export type TranslatedKind =
  /** A product of the catalogue (its edit screen is /jewellery/{id}/edit) */
  | 'PRODUCT'
  /** A publication of the blog (its edit screen is /publication/{id}/edit) */
  | 'PUBLICATION';

export type TranslationGapsQueryVariables = Exact<{ [key: string]: never; }>;


export type TranslationGapsQuery = { translationGaps: { total: number, counts: Array<{ text: TranslatableText, language: Language, count: number }>, items: Array<{ kind: TranslatedKind, id: number, label: string, labelLang: Language, missing: Array<{ text: TranslatableText, language: Language, imageId: number | null, photoNumber: number | null }> }> } };


export const TranslationGapsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranslationGaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"translationGaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelLang"}},{"kind":"Field","name":{"kind":"Name","value":"missing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"photoNumber"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TranslationGapsQuery, TranslationGapsQueryVariables>;