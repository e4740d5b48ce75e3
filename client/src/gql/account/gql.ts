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
    "mutation ChangeName($input: ChangeNameInput!) {\n  changeName(input: $input) {\n    id\n    name\n    isAdmin\n    email\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n      email\n    }\n  }\n}\n\nmutation RequestEmailChange($input: RequestEmailChangeInput!) {\n  requestEmailChange(input: $input)\n}\n\nmutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n  confirmEmailChange(input: $input) {\n    id\n    name\n    isAdmin\n    email\n    emailConfirmed\n  }\n}\n\nquery AccountAddress {\n  me {\n    id\n    email\n    emailConfirmed\n  }\n}\n\nmutation RequestEmailConfirmation {\n  requestEmailConfirmation\n}\n\nmutation ConfirmEmailAddress($input: ConfirmEmailAddressInput!) {\n  confirmEmailAddress(input: $input) {\n    id\n    name\n    isAdmin\n    email\n    emailConfirmed\n  }\n}\n\nquery AccountExport {\n  accountExport\n}\n\nmutation DeleteAccount($input: DeleteAccountInput!) {\n  deleteAccount(input: $input)\n}": typeof types.ChangeNameDocument,
};
const documents: Documents = {
    "mutation ChangeName($input: ChangeNameInput!) {\n  changeName(input: $input) {\n    id\n    name\n    isAdmin\n    email\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n      email\n    }\n  }\n}\n\nmutation RequestEmailChange($input: RequestEmailChangeInput!) {\n  requestEmailChange(input: $input)\n}\n\nmutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n  confirmEmailChange(input: $input) {\n    id\n    name\n    isAdmin\n    email\n    emailConfirmed\n  }\n}\n\nquery AccountAddress {\n  me {\n    id\n    email\n    emailConfirmed\n  }\n}\n\nmutation RequestEmailConfirmation {\n  requestEmailConfirmation\n}\n\nmutation ConfirmEmailAddress($input: ConfirmEmailAddressInput!) {\n  confirmEmailAddress(input: $input) {\n    id\n    name\n    isAdmin\n    email\n    emailConfirmed\n  }\n}\n\nquery AccountExport {\n  accountExport\n}\n\nmutation DeleteAccount($input: DeleteAccountInput!) {\n  deleteAccount(input: $input)\n}": types.ChangeNameDocument,
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
export function graphql(source: "mutation ChangeName($input: ChangeNameInput!) {\n  changeName(input: $input) {\n    id\n    name\n    isAdmin\n    email\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n      email\n    }\n  }\n}\n\nmutation RequestEmailChange($input: RequestEmailChangeInput!) {\n  requestEmailChange(input: $input)\n}\n\nmutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n  confirmEmailChange(input: $input) {\n    id\n    name\n    isAdmin\n    email\n    emailConfirmed\n  }\n}\n\nquery AccountAddress {\n  me {\n    id\n    email\n    emailConfirmed\n  }\n}\n\nmutation RequestEmailConfirmation {\n  requestEmailConfirmation\n}\n\nmutation ConfirmEmailAddress($input: ConfirmEmailAddressInput!) {\n  confirmEmailAddress(input: $input) {\n    id\n    name\n    isAdmin\n    email\n    emailConfirmed\n  }\n}\n\nquery AccountExport {\n  accountExport\n}\n\nmutation DeleteAccount($input: DeleteAccountInput!) {\n  deleteAccount(input: $input)\n}"): (typeof documents)["mutation ChangeName($input: ChangeNameInput!) {\n  changeName(input: $input) {\n    id\n    name\n    isAdmin\n    email\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    token\n    user {\n      id\n      name\n      isAdmin\n      email\n    }\n  }\n}\n\nmutation RequestEmailChange($input: RequestEmailChangeInput!) {\n  requestEmailChange(input: $input)\n}\n\nmutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n  confirmEmailChange(input: $input) {\n    id\n    name\n    isAdmin\n    email\n    emailConfirmed\n  }\n}\n\nquery AccountAddress {\n  me {\n    id\n    email\n    emailConfirmed\n  }\n}\n\nmutation RequestEmailConfirmation {\n  requestEmailConfirmation\n}\n\nmutation ConfirmEmailAddress($input: ConfirmEmailAddressInput!) {\n  confirmEmailAddress(input: $input) {\n    id\n    name\n    isAdmin\n    email\n    emailConfirmed\n  }\n}\n\nquery AccountExport {\n  accountExport\n}\n\nmutation DeleteAccount($input: DeleteAccountInput!) {\n  deleteAccount(input: $input)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;