import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApollo } from '../../../testing/render-with-apollo';
import { CheckoutPage } from './checkout-page';

const piece = {
  product: {
    __typename: 'Product',
    id: 7,
    name: 'Kolczyki Aurora',
    price: 350,
    availability: 'AVAILABLE',
    reservedUntil: null,
    images: [],
  },
  checkoutOptions: {
    __typename: 'CheckoutOptions',
    ordering: true,
    reservationDays: 3,
    delivery: [{ __typename: 'DeliveryOption', method: 'PICKUP', priceGrosze: 0, countries: ['PL'] }],
  },
};
const placed = (state: string, reservedUntil: string | null) => ({
  placeOrder: {
    __typename: 'PlacedOrder',
    token: 'secret',
    order: {
      __typename: 'Order',
      number: 'SZ-2026-0042',
      kind: 'RESERVATION',
      state,
      email: 'ola@example.com',
      reservedUntil,
    },
  },
});

async function placeOrder(answer: ReturnType<typeof placed>) {
  const user = userEvent.setup();
  renderWithApollo(<CheckoutPage id={7} />, {
    session: { userName: 'Ola', userEmail: 'ola@example.com', userId: 2, token: 'user-token' },
    answer: ({ operationName }) => ({ body: { data: operationName === 'PlaceOrder' ? answer : piece } }),
  });
  await user.type(await screen.findByLabelText('Telefon'), '600100200');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Zarezerwuj i zapłać przelewem' }));
  return screen.findByRole('status');
}

describe('checkout, sent', () => {
  it('says to look for the mail while the order awaits its link', async () => {
    const sent = await placeOrder(placed('AWAITING_CONFIRMATION', null));
    expect(sent).toHaveTextContent('Sprawdź skrzynkę ola@example.com');
  });

  it("says the piece is reserved, and until when, when a confirmed account's address needed no link, and links the order", async () => {
    const sent = await placeOrder(placed('AWAITING_PAYMENT', '2026-12-02T10:00:00.000Z'));
    expect(sent).toHaveTextContent('egzemplarz zarezerwowany dla Ciebie do 2 grudnia 2026');
    expect(sent).not.toHaveTextContent('Sprawdź skrzynkę');
    expect(screen.getByRole('link', { name: 'Zobacz zamówienie' })).toHaveAttribute(
      'href',
      '/orders/SZ-2026-0042?token=secret',
    );
  });
});
