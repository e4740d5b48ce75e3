import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { CommentItem_CommentFragment } from '../../../gql/comments/graphql';
import { formatDate } from '../../../lib/dates';
import { ThumbIcon } from './thumb-icon';

interface CommentItemProps {
  comment: CommentItem_CommentFragment;
  /** The caller's vote: true liked, false disliked, null none (known after hydration, signed-in only). */
  myVote: boolean | null;
  onVoted: (commentId: number, liked: boolean | null) => void;
  isLoggedIn: boolean;
  /** Its author, or an admin (who may delete any comment). */
  mayDelete: boolean;
  /** Told once the comment is deleted (it has left the cached list by then; the section shows its notice in its place). */
  onDeleted: () => void;
}

/**
 * Spec §2's comment item: the text as written (never HTML, line breaks kept), author and date, likes and
 * dislikes. Voting follows spec §4: the same vote again removes it, the opposite one replaces it; the
 * buttons look disabled to visitors and tell them to log in. Its author and admins delete it after a confirmation.
 */
export function CommentItem({
  comment,
  myVote,
  onVoted,
  isLoggedIn,
  mayDelete,
  onDeleted,
}: CommentItemProps) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const [removing, setRemoving] = useState(false);

  const choose = (liked: boolean) => {
    if (!isLoggedIn) {
      window.alert(t('comments.loginToVote'));
      return;
    }
    // Spec §8: a failed vote is logged only; the buttons stay as they were. The answer's counts update the cached comment.
    import('./comment-actions')
      .then(({ toggleVote }) => toggleVote(client, comment.id, myVote, liked))
      .then((now) => onVoted(comment.id, now))
      .catch((error: unknown) => console.error('Failed to vote', error));
  };

  const confirmDelete = () => {
    if (!window.confirm(t('comments.confirmDelete'))) return;
    setRemoving(true);
    import('./comment-actions')
      .then(({ deleteComment }) => deleteComment(client, comment.id))
      .then(onDeleted)
      .catch((error: unknown) => {
        console.error('Failed to delete the comment. Please try again.', error);
        setRemoving(false);
        window.alert(t('comments.deleteError'));
      });
  };

  const voteButton = (liked: boolean) => {
    const count = liked ? comment.likes : comment.dislikes;
    const label = liked ? t('comments.like', { count }) : t('comments.dislike', { count });
    return (
      <button
        type="button"
        className={`comment__vote${myVote === liked ? ' comment__vote--on' : ''}`}
        aria-label={label}
        title={isLoggedIn ? label : t('comments.loginToVote')}
        aria-pressed={isLoggedIn ? myVote === liked : undefined}
        // Disabled for visitors (spec §2) yet still clickable, so the click can say why (spec §4).
        aria-disabled={isLoggedIn ? undefined : true}
        onClick={() => choose(liked)}
      >
        <ThumbIcon down={!liked} />
        <span className="comment__count">{count}</span>
      </button>
    );
  };

  return (
    <li className="comment">
      <p className="comment__meta">
        <span className="comment__author">{comment.authorName}</span>
        {comment.byMaker && (
          <span className="comment__maker" title={t('comments.byMakerTitle')}>
            {t('comments.byMaker')}
          </span>
        )}
        <time dateTime={comment.createdAt}>{formatDate(comment.createdAt, i18n.language)}</time>
      </p>
      <p className="comment__content">{comment.content}</p>
      <div className="comment__actions">
        {voteButton(true)}
        {voteButton(false)}
        {mayDelete && (
          <button
            type="button"
            className="button button--quiet comment__delete"
            onClick={confirmDelete}
            disabled={removing}
          >
            {t('comments.delete')}
          </button>
        )}
      </div>
    </li>
  );
}
