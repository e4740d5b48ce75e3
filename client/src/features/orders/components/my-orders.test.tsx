import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApollo } from '../../../testing/render-with-apollo';
import { userSession } from '../../../testing/render';
import { MyOrders } from './my-orders';

const order = (patch: Record<string, unknown>) => ({
  __typename: 'Order',
  number: 'SZ-2026-0042',
  state: 'AWAITING_PAYMENT',
  productName: 'Kolczyki Aurora',
  totalGrosze: 36499,
  createdAt: '2026-11-29T10:00:00.000Z',
  ...patch,
});

describe("the account's orders", () => {
  it('lists each order with its page, the piece, the day, the state in words and the total', async () => {
    renderWithApollo(<MyOrders />, {
      session: userSession,
      answer: () => ({
        body: {
          data: {
            myOrders: [
              order({}),
              order({
                number: 'SZ-2026-0007',
                state: 'REQUESTED',
                productName: 'Broszka Nocna',
                totalGrosze: null,
                createdAt: '2026-10-02T10:00:00.000Z',
              }),
            ],
          },
        },
      }),
    });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'SZ-2026-0042' })).toHaveAttribute(
      'href',
      '/orders/SZ-2026-0042',
    );
    expect(items[0]).toHaveTextContent('Kolczyki Aurora');
    expect(items[0]).toHaveTextContent('29 listopada 2026');
    expect(items[0]).toHaveTextContent('Czeka na płatność');
    expect(items[0]).toHaveTextContent(/364,99\s*zł/);
    expect(items[1]).toHaveTextContent('Czeka na wycenę twórczyni');
    expect(items[1]).toHaveTextContent('do ustalenia');
  });

  it('says when there are none', async () => {
    renderWithApollo(<MyOrders />, {
      session: userSession,
      language: 'en',
      answer: () => ({ body: { data: { myOrders: [] } } }),
    });
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
  });
});
