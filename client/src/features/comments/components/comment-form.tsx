import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { AddCommentDocument } from '../../../gql/comment-writes/graphql';
import { CommentsDocument, type CommentTarget } from '../../../gql/comments/graphql';
import { readServerRefusal } from '../../../lib/server-errors';
import { fieldReasonText } from '../../../lib/refusal-text';
import '../../../components/ui/text-field.css';

/**
 * The comment form for signed-in users (4 rows, spec §9). Blank text is not sent (spec §5): the field
 * says so, as the server would (REQUIRED); a refusal keeps what was typed: the wait after too many
 * comments, or the field's reason, is shown at the field, which takes the focus; other failures are
 * logged only (spec §8).
 */
export function CommentForm({ on, targetId }: { on: CommentTarget; targetId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [content, setContent] = useState('');
  const [message, setMessage] = useState<string>();
  const field = useRef<HTMLTextAreaElement>(null);
  const refuse = (text: string) => {
    setMessage(text);
    field.current?.focus();
  };
  const [add, { loading }] = useMutation(AddCommentDocument, {
    update(cache, { data }) {
      if (!data) return;
      // Oldest first: the new comment ends the list. Shown at once when the list is all here; otherwise
      // counted, and "Show more comments" reaches it (shown out of place it would shift the next page's offset).
      cache.updateQuery({ query: CommentsDocument, variables: { on, id: targetId } }, (existing) => {
        if (!existing) return existing;
        const { comments, total } = existing.comments;
        const complete = comments.length >= total;
        return {
          comments: {
            ...existing.comments,
            total: total + 1,
            comments: complete ? [...comments, data.addComment] : comments,
          },
        };
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (!content.trim()) return refuse(fieldReasonText(t, 'content', 'REQUIRED'));
    setMessage(undefined);
    add({ variables: { on, id: targetId, content } })
      .then(() => setContent(''))
      .catch((error: unknown) => {
        const refusal = readServerRefusal(error);
        if (refusal.code === 'RATE_LIMITED') {
          refuse(
            refusal.retryAfterSeconds
              ? t('comments.tooMany', { count: refusal.retryAfterSeconds })
              : t('comments.tooManyLater'),
          );
        } else if (refusal.fields.content?.length) {
          refuse(fieldReasonText(t, 'content', refusal.fields.content[0]));
        } else {
          console.error('Failed to add the comment', error);
        }
      });
  };

  return (
    <form className="comment-form" onSubmit={submit}>
      <label className="field__label" htmlFor={id}>
        {t('comments.yourComment')}
      </label>
      <textarea
        id={id}
        ref={field}
        className="field__input comment-form__text"
        rows={4}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          if (message && event.target.value.trim()) setMessage(undefined);
        }}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
      />
      <p className="field__error" id={`${id}-message`} role="alert">
        {message}
      </p>
      <div className="button-row">
        {/* Not disabled while sending: a disabled button loses the focus (to the page's top); it stays here. */}
        <button type="submit" className="button button--primary" aria-disabled={loading || undefined}>
          {t('comments.submit')}
        </button>
      </div>
    </form>
  );
}
