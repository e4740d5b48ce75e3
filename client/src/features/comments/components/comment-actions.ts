import type { ApolloClient } from '@apollo/client';
import { DeleteCommentDocument, MyVotesDocument, RemoveCommentVoteDocument, VoteCommentDocument } from '../../../gql/comment-writes/graphql';

// Fetched once a visitor is signed in: readers of the page never download the writes' documents.

/** The caller's votes on the comments shown, in one query; a failure is logged only (spec §8). */
export async function myVotes(client: ApolloClient, commentIds: number[]): Promise<Map<number, boolean | null>> {
  const { data } = await client.query({ query: MyVotesDocument, variables: { commentIds }, fetchPolicy: 'network-only' });
  return new Map((data?.myVotes ?? []).map((vote) => [vote.commentId, vote.liked]));
}

/** Spec §4: the same vote again removes it, the opposite one replaces it. Answers the caller's vote now. */
export async function toggleVote(client: ApolloClient, commentId: number, current: boolean | null, liked: boolean): Promise<boolean | null> {
  if (current === liked) {
    const { data } = await client.mutate({ mutation: RemoveCommentVoteDocument, variables: { commentId } });
    return data?.removeCommentVote.liked ?? null;
  }
  const { data } = await client.mutate({ mutation: VoteCommentDocument, variables: { commentId, liked } });
  return data?.voteComment.liked ?? null;
}

export async function deleteComment(client: ApolloClient, id: number): Promise<void> {
  await client.mutate({ mutation: DeleteCommentDocument, variables: { id } });
}
