import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../components/ui/link';
import { CommentsDocument, type CommentTarget } from '../../../gql/comments/graphql';
import { useSession } from '../../../lib/session';
import { CommentItem } from './comment-item';
import './comments.css';
import { useLoginHere } from '../../../lib/return-to';

// Only signed-in visitors write, after hydration: the form's code is fetched then, not with every page.
const CommentForm = lazy(() => import('./comment-form').then((module) => ({ default: module.CommentForm })));

/** The comment box's anchor, which a login from it returns to. */
const COMMENT_BOX = 'comment-box';

/**
 * The comments under a product or a publication. The first page comes with the rendered page (the
 * route's loader), "Show more comments" adds the next; the caller's own votes fill in after hydration,
 * in one query for all the comments shown.
 */
export function CommentsSection({ on, targetId }: { on: CommentTarget; targetId: number }) {
  const { t } = useTranslation();
  const { isLoggedIn, isAdmin } = useSession();
  const loginHere = useLoginHere(COMMENT_BOX);
  const { data, error, networkStatus, fetchMore } = useQuery(CommentsDocument, {
    variables: { on, id: targetId },
    notifyOnNetworkStatusChange: true,
  });
  if (error) console.error('Failed to load comments', error);
  const comments = useMemo(() => data?.comments.comments ?? [], [data]);
  const total = data?.comments.total ?? 0;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const showMore = () =>
    void fetchMore({ variables: { offset: comments.length } }).catch((failure: unknown) =>
      console.error('Failed to load comments', failure),
    );
  const commentIds = useMemo(() => comments.map((comment) => comment.id), [comments]);
  const client = useApolloClient();
  // The caller's votes and own comments: read once signed in (after hydration), then changed by their clicks.
  const [votes, setVotes] = useState<Map<number, boolean | null>>(new Map());
  const [mine, setMine] = useState<number[]>([]);
  const idsKey = commentIds.join(',');
  useEffect(() => {
    if (!isLoggedIn || !idsKey) return;
    let current = true;
    import('./comment-actions')
      .then(({ myVotesAndComments }) => myVotesAndComments(client, idsKey.split(',').map(Number)))
      .then((read) => {
        if (!current) return;
        setVotes(
          (previous) => new Map([...read.votes, ...[...previous].filter(([id]) => !read.votes.has(id))]),
        );
        setMine(read.mine);
      })
      .catch((failure: unknown) => console.error('Failed to load votes', failure));
    return () => {
      current = false;
    };
  }, [client, isLoggedIn, idsKey]);
  // Spec §4: a deleted comment becomes 'Comment has been deleted.' where it stood, though it has left the
  // cached list and its count: each notice remembers the comment it stood before (none: the end).
  const [gone, setGone] = useState<{ id: number; before: number | null }[]>([]);
  const markGone = (id: number, before: number | null) =>
    setGone((previous) => [
      ...previous.map((notice) => (notice.before === id ? { ...notice, before } : notice)),
      { id, before },
    ]);
  const noticesBefore = (before: number | null) =>
    gone
      // At the end: those whose next comment is not shown (the last one, or one not loaded again).
      .filter((notice) => (before === null ? !commentIds.includes(notice.before!) : notice.before === before))
      .map((notice) => (
        // Focused once shown (below): the deleted comment's place, where the keyboard goes on from.
        <li
          key={`gone-${notice.id}`}
          id={`gone-${notice.id}`}
          className="comment comment--deleted"
          role="status"
          tabIndex={-1}
        >
          {t('comments.deleted')}
        </li>
      ));
  const lastGone = gone.at(-1)?.id;
  useEffect(() => {
    if (lastGone) document.getElementById(`gone-${lastGone}`)?.focus();
  }, [lastGone]);
  const myVote = (commentId: number): boolean | null => (isLoggedIn ? (votes.get(commentId) ?? null) : null);
  const onVoted = (commentId: number, liked: boolean | null) =>
    setVotes((previous) => new Map(previous).set(commentId, liked));

  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="comments__title">
        {t('comments.title')} <span className="comments__count">({total})</span>
      </h2>
      {comments.length === 0 && gone.length === 0 ? (
        <p className="comments__empty">{t('comments.empty')}</p>
      ) : (
        <ul className="comments__list">
          {comments.map((comment, index) => [
            ...noticesBefore(comment.id),
            <CommentItem
              key={comment.id}
              comment={comment}
              myVote={myVote(comment.id)}
              onVoted={onVoted}
              isLoggedIn={isLoggedIn}
              mayDelete={isAdmin || (isLoggedIn && mine.includes(comment.id))}
              onDeleted={() => markGone(comment.id, comments[index + 1]?.id ?? null)}
            />,
          ])}
          {noticesBefore(null)}
        </ul>
      )}
      {comments.length < total && (
        <div className="button-row button-row--center">
          <button type="button" className="button button--ghost" disabled={loadingMore} onClick={showMore}>
            {loadingMore ? t('comments.loadingMore') : t('comments.showMore')}
          </button>
        </div>
      )}
      {/* A login from here comes back to this box (lib/return-to.ts). */}
      <div id={COMMENT_BOX} className="comments__box">
        {isLoggedIn ? (
          <Suspense fallback={null}>
            <CommentForm on={on} targetId={targetId} />
          </Suspense>
        ) : (
          <p className="comments__login">
            <Link to={loginHere}>{t('comments.loginToComment')}</Link>
          </p>
        )}
      </div>
    </section>
  );
}
