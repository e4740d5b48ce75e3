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
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n    }\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n    }\n  }\n}\n\nquery Me {\n  me {\n    id\n    name\n    isAdmin\n  }\n}\n\nquery AdminUsers($offset: Int! = 0, $limit: Int! = 100) {\n  users(offset: $offset, limit: $limit) {\n    total\n    items {\n      id\n      email\n      name\n      isAdmin\n    }\n  }\n}\n\nquery AdminUsersOldNames($skip: Int!, $take: Int!) {\n  users(skip: $skip, take: $take) {\n    total\n    items {\n      id\n    }\n  }\n}\n\nmutation SetUserAdmin($id: Int!, $isAdmin: Boolean!) {\n  setUserAdmin(id: $id, isAdmin: $isAdmin) {\n    id\n    email\n    name\n    isAdmin\n  }\n}": typeof types.RegisterDocument,
};
const documents: Documents = {
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n    }\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n    }\n  }\n}\n\nquery Me {\n  me {\n    id\n    name\n    isAdmin\n  }\n}\n\nquery AdminUsers($offset: Int! = 0, $limit: Int! = 100) {\n  users(offset: $offset, limit: $limit) {\n    total\n    items {\n      id\n      email\n      name\n      isAdmin\n    }\n  }\n}\n\nquery AdminUsersOldNames($skip: Int!, $take: Int!) {\n  users(skip: $skip, take: $take) {\n    total\n    items {\n      id\n    }\n  }\n}\n\nmutation SetUserAdmin($id: Int!, $isAdmin: Boolean!) {\n  setUserAdmin(id: $id, isAdmin: $isAdmin) {\n    id\n    email\n    name\n    isAdmin\n  }\n}": types.RegisterDocument,
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
export function graphql(source: "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n    }\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n    }\n  }\n}\n\nquery Me {\n  me {\n    id\n    name\n    isAdmin\n  }\n}\n\nquery AdminUsers($offset: Int! = 0, $limit: Int! = 100) {\n  users(offset: $offset, limit: $limit) {\n    total\n    items {\n      id\n      email\n      name\n      isAdmin\n    }\n  }\n}\n\nquery AdminUsersOldNames($skip: Int!, $take: Int!) {\n  users(skip: $skip, take: $take) {\n    total\n    items {\n      id\n    }\n  }\n}\n\nmutation SetUserAdmin($id: Int!, $isAdmin: Boolean!) {\n  setUserAdmin(id: $id, isAdmin: $isAdmin) {\n    id\n    email\n    name\n    isAdmin\n  }\n}"): (typeof documents)["mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n    }\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n    }\n  }\n}\n\nquery Me {\n  me {\n    id\n    name\n    isAdmin\n  }\n}\n\nquery AdminUsers($offset: Int! = 0, $limit: Int! = 100) {\n  users(offset: $offset, limit: $limit) {\n    total\n    items {\n      id\n      email\n      name\n      isAdmin\n    }\n  }\n}\n\nquery AdminUsersOldNames($skip: Int!, $take: Int!) {\n  users(skip: $skip, take: $take) {\n    total\n    items {\n      id\n    }\n  }\n}\n\nmutation SetUserAdmin($id: Int!, $isAdmin: Boolean!) {\n  setUserAdmin(id: $id, isAdmin: $isAdmin) {\n    id\n    email\n    name\n    isAdmin\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;