import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  renderWithApollo,
  type GraphqlAnswer,
  type GraphqlRequest,
} from '../../../testing/render-with-apollo';
import { adminSession, userSession } from '../../../testing/render';
import { CommentsDocument } from '../../../gql/comments/graphql';
import { CommentsSection } from './comments-section';

const comment = (id: number, content: string, likes = 0, dislikes = 0, byMaker = false) => ({
  __typename: 'Comment',
  id,
  content,
  authorName: byMaker ? 'Admin' : 'Ola',
  byMaker,
  createdAt: '2026-11-20T10:00:00.000Z',
  likes,
  dislikes,
});

const TWO = [comment(1, 'Piękne!\nNaprawdę <b>piękne</b>', 2, 0), comment(2, 'Drugi', 0, 1)];

/** A page of `all` at the request's offset and limit, as the server answers it. */
const page = (request: GraphqlRequest, all: ReturnType<typeof comment>[]) => {
  const { offset = 0, limit = 10 } = request.variables as { offset?: number; limit?: number };
  return {
    body: {
      data: {
        comments: {
          __typename: 'CommentPage',
          total: all.length,
          comments: all.slice(offset, offset + limit),
        },
      },
    },
  };
};

/** The shop's answers: two comments on product 3 (or `all`), the caller liked the first and wrote those of `mine`; writes as `writes` says. */
function shop(
  writes: (request: GraphqlRequest) => GraphqlAnswer | undefined = () => undefined,
  all = TWO,
  mine: number[] = [],
) {
  return (request: GraphqlRequest): GraphqlAnswer => {
    const written = writes(request);
    if (written) return written;
    if (request.operationName === 'Comments') return page(request, all);
    if (request.operationName === 'MyVotesAndComments') {
      return {
        body: {
          data: {
            myVotes: [
              { __typename: 'CommentVote', commentId: 1, liked: true },
              { __typename: 'CommentVote', commentId: 2, liked: null },
            ],
            myComments: mine,
          },
        },
      };
    }
    throw new Error(`unexpected ${request.operationName}`);
  };
}

const item = (text: string) => screen.getByText(text, { exact: false }).closest('li')!;

describe('CommentsSection', () => {
  it.each([
    ['en', 'Maker'],
    ['pl', 'Twórczyni'],
  ] as const)("marks the maker's own comments as hers, and no one else's (%s)", async (language, mark) => {
    renderWithApollo(<CommentsSection on="PRODUCT" targetId={3} />, {
      language,
      answer: shop(undefined, [comment(1, 'Od twórczyni', 0, 0, true), comment(2, 'Od klientki')]),
    });
    expect(
      within(await screen.findByText('Od twórczyni').then((p) => p.closest('li')!)).getByText(mark),
    ).toBeInTheDocument();
    expect(within(item('Od klientki')).queryByText(mark)).toBeNull();
  });

  it('shows the text as written (line breaks, no HTML); a visitor who clicks like is told to log in and nothing is sent', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { requests } = renderWithApollo(<CommentsSection on="PRODUCT" targetId={3} />, {
      language: 'en',
      answer: shop(),
    });
    const first = await screen.findByText(/Piękne!/);
    expect(first.textContent).toBe('Piękne!\nNaprawdę <b>piękne</b>');
    expect(first.querySelector('b')).toBeNull();
    const like = within(item('Piękne!')).getByRole('button', { name: /^Like/ });
    expect(like).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(like);
    expect(alert).toHaveBeenCalledWith('You need to log in to vote.');
    expect(requests.map((r) => r.operationName)).toEqual(['Comments']);
    expect(screen.queryByLabelText('Your comment')).toBeNull();
  });

  it('shows ten comments and their number, and the next ones on "Show more comments"', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => comment(i + 1, `Comment ${i + 1}`));
    const { requests } = renderWithApollo(<CommentsSection on="PRODUCT" targetId={3} />, {
      language: 'en',
      answer: shop(undefined, twelve),
    });
    expect(await screen.findByText('Comment 10')).toBeInTheDocument();
    expect(screen.queryByText('Comment 11')).toBeNull();
    expect(screen.getByRole('heading', { name: /Comments \(12\)/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText('Comment 12')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Show more comments' })).toBeNull();
    expect(requests.filter((r) => r.operationName === 'Comments').at(-1)!.variables).toMatchObject({
      on: 'PRODUCT',
      id: 3,
      offset: 10,
      limit: 10,
    });
  });

  it("reads the caller's votes in one query; the same vote again removes it, the opposite one replaces it, counts follow", async () => {
    const { requests } = renderWithApollo(<CommentsSection on="PRODUCT" targetId={3} />, {
      session: userSession,
      answer: shop((request) => {
        if (request.operationName === 'RemoveCommentVote') {
          return {
            body: {
              data: {
                removeCommentVote: {
                  __typename: 'VoteOutcome',
                  liked: null,
                  comment: { __typename: 'Comment', id: 1, likes: 1, dislikes: 0 },
                },
              },
            },
          };
        }
        if (request.operationName === 'VoteComment') {
          return {
            body: {
              data: {
                voteComment: {
                  __typename: 'VoteOutcome',
                  liked: false,
                  comment: { __typename: 'Comment', id: 1, likes: 1, dislikes: 1 },
                },
              },
            },
          };
        }
        return undefined;
      }),
    });
    const like = () => within(item('Piękne!')).getByRole('button', { name: /^Lubię to/ });
    const dislike = () => within(item('Piękne!')).getByRole('button', { name: /^Nie lubię/ });
    await waitFor(() => expect(like()).toHaveAttribute('aria-pressed', 'true'));
    expect(requests.filter((r) => r.operationName === 'MyVotesAndComments')).toEqual([
      expect.objectContaining({ variables: { commentIds: [1, 2] } }),
    ]);
    expect(like()).toHaveTextContent('2');

    await userEvent.click(like());
    await waitFor(() => expect(like()).toHaveAttribute('aria-pressed', 'false'));
    expect(like()).toHaveTextContent('1');
    expect(requests.at(-1)).toMatchObject({
      operationName: 'RemoveCommentVote',
      variables: { commentId: 1 },
    });

    await userEvent.click(dislike());
    await waitFor(() => expect(dislike()).toHaveAttribute('aria-pressed', 'true'));
    expect(dislike()).toHaveTextContent('1');
    expect(requests.at(-1)).toMatchObject({
      operationName: 'VoteComment',
      variables: { commentId: 1, liked: false },
    });
  });

  it('sends no blank comment, keeps the text when refused for going too fast and says how long to wait, then adds it', async () => {
    let refused = false;
    const { requests } = renderWithApollo(<CommentsSection on="PUBLICATION" targetId={7} />, {
      session: userSession,
      answer: shop((request) => {
        if (request.operationName !== 'AddComment') return undefined;
        if (!refused) {
          refused = true;
          return {
            status: 429,
            headers: { 'retry-after': '30' },
            body: { errors: [{ message: 'Too many', extensions: { code: 'RATE_LIMITED', retryAfter: 30 } }] },
          };
        }
        return { body: { data: { addComment: comment(3, 'Mój komentarz') } } };
      }),
    });
    const text = await screen.findByLabelText('Twój komentarz');
    expect(text).toHaveAttribute('rows', '4');
    await userEvent.type(text, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj komentarz' }));
    expect(requests.some((r) => r.operationName === 'AddComment')).toBe(false);

    await userEvent.clear(text);
    await userEvent.type(text, 'Mój komentarz');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj komentarz' }));
    expect(await screen.findByText(/Komentujesz zbyt szybko. Spróbuj ponownie za 30 s/)).toBeInTheDocument();
    expect(text).toHaveValue('Mój komentarz');

    await userEvent.click(screen.getByRole('button', { name: 'Dodaj komentarz' }));
    expect(await screen.findByText('Mój komentarz', { selector: '.comment__content' })).toBeInTheDocument();
    expect(text).toHaveValue('');
    expect(requests.filter((r) => r.operationName === 'AddComment').at(-1)!.variables).toEqual({
      on: 'PUBLICATION',
      id: 7,
      content: 'Mój komentarz',
    });
  });

  it('an admin deletes a comment: it becomes "Comment has been deleted." where it stood and the count follows at once, in every cached copy', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const three = [comment(1, 'Pierwszy'), comment(2, 'Drugi'), comment(3, 'Trzeci')];
    const { client, requests } = renderWithApollo(<CommentsSection on="PUBLICATION" targetId={7} />, {
      session: adminSession,
      language: 'en',
      answer: shop(
        (request) =>
          request.operationName === 'DeleteComment' ? { body: { data: { deleteComment: 2 } } } : undefined,
        three,
      ),
    });
    expect(await screen.findByRole('heading', { name: /Comments \(3\)/ })).toBeInTheDocument();
    await userEvent.click(within(item('Drugi')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: /Comments \(2\)/ })).toBeInTheDocument();
    const items = [...screen.getByRole('list').children];
    expect(screen.getByRole('status')).toHaveTextContent('Comment has been deleted.');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Pierwszy'),
      'Comment has been deleted.',
      expect.stringContaining('Trzeci'),
    ]);
    expect(requests.filter((r) => r.operationName === 'DeleteComment')).toEqual([
      expect.objectContaining({ variables: { id: 2 } }),
    ]);
    // The cached list itself no longer holds it: the page shown again counts two.
    const cached = client.readQuery({ query: CommentsDocument, variables: { on: 'PUBLICATION', id: 7 } });
    expect(cached?.comments.total).toBe(2);
    expect(cached?.comments.comments.map((c) => c.id)).toEqual([1, 3]);
  });

  it('a user deletes her own comment after a confirmation, and only her own; focus lands on the notice left in its place', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const three = [comment(1, 'Pierwszy'), comment(2, 'Mój'), comment(3, 'Trzeci')];
    const { requests } = renderWithApollo(<CommentsSection on="PRODUCT" targetId={3} />, {
      session: userSession,
      answer: shop(
        (request) =>
          request.operationName === 'DeleteComment' ? { body: { data: { deleteComment: 2 } } } : undefined,
        three,
        [2],
      ),
    });
    const remove = await waitFor(() => within(item('Mój')).getByRole('button', { name: 'Usuń' }));
    expect(within(item('Pierwszy')).queryByRole('button', { name: 'Usuń' })).toBeNull();
    expect(within(item('Trzeci')).queryByRole('button', { name: 'Usuń' })).toBeNull();
    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Czy na pewno chcesz usunąć ten komentarz?');
    expect(requests.some((r) => r.operationName === 'DeleteComment')).toBe(false);

    confirm.mockReturnValue(true);
    await userEvent.click(remove);
    expect(await screen.findByRole('heading', { name: /Komentarze \(2\)/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Komentarz został usunięty.');
    expect(requests.filter((r) => r.operationName === 'DeleteComment')).toEqual([
      expect.objectContaining({ variables: { id: 2 } }),
    ]);
  });
});
