import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApollo } from '../../../testing/render-with-apollo';
import { userSession } from '../../../testing/render';
import { AccountPage } from './account-page';

const ola = { ...userSession, userEmail: 'ola@example.com' };
const me = (emailConfirmed: boolean) => ({ body: { data: { me: { __typename: 'UserInfo', id: 2, email: 'ola@example.com', emailConfirmed } } } });

describe("the account page's address", () => {
  it('offers to confirm an address not confirmed yet, and says where the link went', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApollo(<AccountPage />, {
      session: ola,
      answer: ({ operationName }) => (operationName === 'RequestEmailConfirmation' ? { body: { data: { requestEmailConfirmation: true } } } : me(false)),
    });
    expect(await screen.findByText('Adres e-mail niepotwierdzony')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Potwierdź adres e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Wysłaliśmy link na ola@example.com.');
    expect(requests.map((request) => request.operationName)).toEqual(['AccountAddress', 'RequestEmailConfirmation']);
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
