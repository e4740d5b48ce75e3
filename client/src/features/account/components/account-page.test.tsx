import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApollo } from '../../../testing/render-with-apollo';
import { userSession } from '../../../testing/render';
import { AccountPage } from './account-page';

const ola = { ...userSession, userEmail: 'ola@example.com' };
const me = (emailConfirmed: boolean) => ({
  body: { data: { me: { __typename: 'UserInfo', id: 2, email: 'ola@example.com', emailConfirmed } } },
});

describe("the account page's address", () => {
  it('offers to confirm an address not confirmed yet, and says where the link went', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApollo(<AccountPage />, {
      session: ola,
      answer: ({ operationName }) =>
        operationName === 'RequestEmailConfirmation'
          ? { body: { data: { requestEmailConfirmation: true } } }
          : me(false),
    });
    expect(await screen.findByText('Adres e-mail niepotwierdzony')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Potwierdź adres e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Wysłaliśmy link na ola@example.com.');
    expect(requests.map((request) => request.operationName)).toEqual([
      'AccountAddress',
      'RequestEmailConfirmation',
    ]);
    expect(screen.queryByRole('button', { name: 'Potwierdź adres e-mail' })).not.toBeInTheDocument();
  });

  it('says when the address is confirmed, in English too', async () => {
    renderWithApollo(<AccountPage />, { session: ola, language: 'en', answer: () => me(true) });
    expect(await screen.findByText('E-mail address confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm e-mail address' })).not.toBeInTheDocument();
  });

  it("places the orders it is given under 'Moje zamówienia'", async () => {
    renderWithApollo(<AccountPage orders={<p>SZ-2026-0042</p>} />, { session: ola, answer: () => me(true) });
    const orders = await screen.findByRole('region', { name: 'Moje zamówienia' });
    expect(orders).toHaveTextContent('SZ-2026-0042');
  });
});

describe('deleting the account', () => {
  it('asks first, with the password inside the question: a wrong one is refused at its field, which keeps the focus, and nothing else is asked', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    const { requests } = renderWithApollo(<AccountPage />, {
      session: ola,
      answer: ({ operationName }) =>
        operationName === 'DeleteAccount'
          ? {
              body: {
                errors: [
                  {
                    message: 'The current password is wrong',
                    extensions: { code: 'BAD_USER_INPUT', fields: { password: ['PASSWORD_WRONG'] } },
                  },
                ],
              },
            }
          : me(true),
    });
    expect(screen.queryByLabelText('Twoje hasło, dla potwierdzenia')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Usuń moje konto' }));
    const question = screen.getByRole('group', {
      name: 'Czy na pewno chcesz usunąć swoje konto? Tego nie można cofnąć.',
    });
    const password = screen.getByLabelText('Twoje hasło, dla potwierdzenia');
    expect(question).toContainElement(password);
    expect(password).toHaveFocus();

    await user.type(password, 'not mine');
    await user.click(screen.getByRole('button', { name: 'Tak, usuń moje konto' }));
    expect(await screen.findByText('To nie jest Twoje obecne hasło.')).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(confirm).not.toHaveBeenCalled();
    expect(requests.filter((request) => request.operationName === 'DeleteAccount')).toEqual([
      expect.objectContaining({ variables: { input: { password: 'not mine' } } }),
    ]);

    // Cancelling closes the question and gives the focus back to the button that opened it.
    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(screen.queryByLabelText('Twoje hasło, dla potwierdzenia')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Usuń moje konto' })).toHaveFocus());
  });
});
