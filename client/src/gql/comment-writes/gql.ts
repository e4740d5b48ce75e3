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
    "query MyVotesAndComments($commentIds: [Int!]!) {\n  myVotes(commentIds: $commentIds) {\n    commentId\n    liked\n  }\n  myComments(commentIds: $commentIds)\n}\n\nmutation AddComment($on: CommentTarget!, $id: Int!, $content: String!) {\n  addComment(on: $on, id: $id, content: $content) {\n    ...CommentItem_comment\n  }\n}\n\nmutation DeleteComment($id: Int!) {\n  deleteComment(id: $id)\n}\n\nmutation VoteComment($commentId: Int!, $liked: Boolean!) {\n  voteComment(commentId: $commentId, liked: $liked) {\n    liked\n    comment {\n      id\n      likes\n      dislikes\n    }\n  }\n}\n\nmutation RemoveCommentVote($commentId: Int!) {\n  removeCommentVote(commentId: $commentId) {\n    liked\n    comment {\n      id\n      likes\n      dislikes\n    }\n  }\n}": typeof types.MyVotesAndCommentsDocument,
    "fragment CommentItem_comment on Comment {\n  id\n  content\n  authorName\n  byMaker\n  createdAt\n  likes\n  dislikes\n}\n\nquery Comments($on: CommentTarget!, $id: Int!, $offset: Int! = 0, $limit: Int! = 10) {\n  comments(on: $on, id: $id, offset: $offset, limit: $limit) {\n    total\n    comments {\n      ...CommentItem_comment\n    }\n  }\n}": typeof types.CommentItem_CommentFragmentDoc,
};
const documents: Documents = {
    "query MyVotesAndComments($commentIds: [Int!]!) {\n  myVotes(commentIds: $commentIds) {\n    commentId\n    liked\n  }\n  myComments(commentIds: $commentIds)\n}\n\nmutation AddComment($on: CommentTarget!, $id: Int!, $content: String!) {\n  addComment(on: $on, id: $id, content: $content) {\n    ...CommentItem_comment\n  }\n}\n\nmutation DeleteComment($id: Int!) {\n  deleteComment(id: $id)\n}\n\nmutation VoteComment($commentId: Int!, $liked: Boolean!) {\n  voteComment(commentId: $commentId, liked: $liked) {\n    liked\n    comment {\n      id\n      likes\n      dislikes\n    }\n  }\n}\n\nmutation RemoveCommentVote($commentId: Int!) {\n  removeCommentVote(commentId: $commentId) {\n    liked\n    comment {\n      id\n      likes\n      dislikes\n    }\n  }\n}": types.MyVotesAndCommentsDocument,
    "fragment CommentItem_comment on Comment {\n  id\n  content\n  authorName\n  byMaker\n  createdAt\n  likes\n  dislikes\n}\n\nquery Comments($on: CommentTarget!, $id: Int!, $offset: Int! = 0, $limit: Int! = 10) {\n  comments(on: $on, id: $id, offset: $offset, limit: $limit) {\n    total\n    comments {\n      ...CommentItem_comment\n    }\n  }\n}": types.CommentItem_CommentFragmentDoc,
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
export function graphql(source: "query MyVotesAndComments($commentIds: [Int!]!) {\n  myVotes(commentIds: $commentIds) {\n    commentId\n    liked\n  }\n  myComments(commentIds: $commentIds)\n}\n\nmutation AddComment($on: CommentTarget!, $id: Int!, $content: String!) {\n  addComment(on: $on, id: $id, content: $content) {\n    ...CommentItem_comment\n  }\n}\n\nmutation DeleteComment($id: Int!) {\n  deleteComment(id: $id)\n}\n\nmutation VoteComment($commentId: Int!, $liked: Boolean!) {\n  voteComment(commentId: $commentId, liked: $liked) {\n    liked\n    comment {\n      id\n      likes\n      dislikes\n    }\n  }\n}\n\nmutation RemoveCommentVote($commentId: Int!) {\n  removeCommentVote(commentId: $commentId) {\n    liked\n    comment {\n      id\n      likes\n      dislikes\n    }\n  }\n}"): (typeof documents)["query MyVotesAndComments($commentIds: [Int!]!) {\n  myVotes(commentIds: $commentIds) {\n    commentId\n    liked\n  }\n  myComments(commentIds: $commentIds)\n}\n\nmutation AddComment($on: CommentTarget!, $id: Int!, $content: String!) {\n  addComment(on: $on, id: $id, content: $content) {\n    ...CommentItem_comment\n  }\n}\n\nmutation DeleteComment($id: Int!) {\n  deleteComment(id: $id)\n}\n\nmutation VoteComment($commentId: Int!, $liked: Boolean!) {\n  voteComment(commentId: $commentId, liked: $liked) {\n    liked\n    comment {\n      id\n      likes\n      dislikes\n    }\n  }\n}\n\nmutation RemoveCommentVote($commentId: Int!) {\n  removeCommentVote(commentId: $commentId) {\n    liked\n    comment {\n      id\n      likes\n      dislikes\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CommentItem_comment on Comment {\n  id\n  content\n  authorName\n  byMaker\n  createdAt\n  likes\n  dislikes\n}\n\nquery Comments($on: CommentTarget!, $id: Int!, $offset: Int! = 0, $limit: Int! = 10) {\n  comments(on: $on, id: $id, offset: $offset, limit: $limit) {\n    total\n    comments {\n      ...CommentItem_comment\n    }\n  }\n}"): (typeof documents)["fragment CommentItem_comment on Comment {\n  id\n  content\n  authorName\n  byMaker\n  createdAt\n  likes\n  dislikes\n}\n\nquery Comments($on: CommentTarget!, $id: Int!, $offset: Int! = 0, $limit: Int! = 10) {\n  comments(on: $on, id: $id, offset: $offset, limit: $limit) {\n    total\n    comments {\n      ...CommentItem_comment\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;