import type { ApolloClient, Reference } from '@apollo/client';
import {
  DeleteCommentDocument,
  MyVotesAndCommentsDocument,
  RemoveCommentVoteDocument,
  VoteCommentDocument,
} from '../../../gql/comment-writes/graphql';

// Fetched once a visitor is signed in: readers of the page never download the writes' documents.

/** The caller's votes on the comments shown and which of them are the caller's own, in one query; a failure is logged only (spec §8). */
export async function myVotesAndComments(
  client: ApolloClient,
  commentIds: number[],
): Promise<{ votes: Map<number, boolean | null>; mine: number[] }> {
  const { data } = await client.query({
    query: MyVotesAndCommentsDocument,
    variables: { commentIds },
    fetchPolicy: 'network-only',
  });
  return {
    votes: new Map((data?.myVotes ?? []).map((vote) => [vote.commentId, vote.liked])),
    mine: data?.myComments ?? [],
  };
}

/** Spec §4: the same vote again removes it, the opposite one replaces it. Answers the caller's vote now. */
export async function toggleVote(
  client: ApolloClient,
  commentId: number,
  current: boolean | null,
  liked: boolean,
): Promise<boolean | null> {
  if (current === liked) {
    const { data } = await client.mutate({ mutation: RemoveCommentVoteDocument, variables: { commentId } });
    return data?.removeCommentVote.liked ?? null;
  }
  const { data } = await client.mutate({ mutation: VoteCommentDocument, variables: { commentId, liked } });
  return data?.voteComment.liked ?? null;
}

interface CachedCommentPage {
  total: number;
  comments: Reference[];
}

/**
 * Deletes a comment, and takes it out of every cached page of comments with its count, so "Comments (n)"
 * follows at once here and wherever the same list shows again.
 */
export async function deleteComment(client: ApolloClient, id: number): Promise<void> {
  await client.mutate({
    mutation: DeleteCommentDocument,
    variables: { id },
    update(cache) {
      cache.modify<{ comments: CachedCommentPage }>({
        id: 'ROOT_QUERY',
        fields: {
          comments(existing, { readField }) {
            if (!existing || !('comments' in existing)) return existing;
            const page = existing as CachedCommentPage;
            const kept = page.comments.filter((comment) => readField('id', comment) !== id);
            return kept.length === page.comments.length
              ? page
              : { ...page, total: Math.max(0, page.total - 1), comments: kept };
          },
        },
      });
      cache.evict({ id: cache.identify({ __typename: 'Comment', id }) });
      cache.gc();
    },
  });
}
