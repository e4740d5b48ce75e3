import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { refusal, renderWithApollo } from '../../../testing/render-with-apollo';
import { OrderActions } from './order-actions';
import type { AdminOrder } from './order-rules';
import { todayInWarsaw } from './order-rules';
import { useOrdersTexts } from './use-orders-texts';

const admin = { userName: 'Anna', userId: 1, isAdmin: true, token: 'admin-token' };

function order(patch: Partial<AdminOrder>): AdminOrder {
  return {
    number: 'SZ-2026-0042',
    kind: 'RESERVATION',
    state: 'AWAITING_PAYMENT',
    productId: 7,
    productName: 'Kolczyki Aurora',
    photoUrl: null,
    name: 'Zofia',
    email: 'zofia@example.com',
    phone: '+48 600 100 200',
    delivery: {
      method: 'INPOST',
      locker: 'POZ08M',
      street: null,
      postalCode: null,
      city: null,
      country: null,
    },
    note: '',
    priceGrosze: 36499,
    deliveryGrosze: 1499,
    totalGrosze: 37998,
    reservedUntil: '2026-12-02T10:00:00.000Z',
    readyBy: null,
    paidOn: null,
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    reason: null,
    timeline: [],
    createdAt: '2026-11-29T10:00:00.000Z',
    ...patch,
  };
}

/** The screens' own texts first, as the page loads them. */
function WithTexts({ children }: { children: ReactNode }) {
  return useOrdersTexts() ? children : null;
}

describe("the maker's actions on an order", () => {
  it('offers only what the state allows, asks before it acts, and gives the focus back on Back', async () => {
    const user = userEvent.setup();
    renderWithApollo(
      <WithTexts>
        <OrderActions order={order({})} onDone={vi.fn()} />
      </WithTexts>,
      { session: admin, answer: () => ({ body: { data: null } }) },
    );
    const group = await screen.findByRole('group', { name: 'Działania: SZ-2026-0042' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Oznacz jako opłacone', 'Przedłuż rezerwację', 'Anuluj']);

    const markPaid = within(group).getByRole('button', { name: 'Oznacz jako opłacone' });
    await user.click(markPaid);
    expect(markPaid).toHaveAttribute('aria-expanded', 'true');
    const paidOn = screen.getByLabelText('Dzień wpływu pieniędzy');
    await waitFor(() => expect(paidOn).toHaveFocus());
    expect(paidOn).toHaveValue(todayInWarsaw());
    expect(screen.getByRole('form', { name: /Oznaczyć SZ-2026-0042 jako opłacone\?/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wróć' }));
    expect(screen.queryByLabelText('Dzień wpływu pieniędzy')).not.toBeInTheDocument();
    expect(markPaid).toHaveFocus();
  });

  it('accepts a made-to-order request with a price typed in złoty, sent in grosze, and refuses one it cannot read at its field', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn(async () => {});
    const { requests } = renderWithApollo(
      <WithTexts>
        <OrderActions
          order={order({ kind: 'MADE_TO_ORDER', state: 'REQUESTED', priceGrosze: null, totalGrosze: null })}
          onDone={onDone}
        />
      </WithTexts>,
      {
        session: admin,
        answer: ({ variables }) => ({
          body: {
            data: {
              acceptOrder: order({ state: 'AWAITING_PAYMENT', priceGrosze: variables.priceGrosze as number }),
            },
          },
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Przyjmij' }));
    const price = screen.getByLabelText('Cena w zł (bez dostawy)');
    await user.type(price, 'dużo');
    await user.type(screen.getByLabelText('Gotowe do dnia'), '2026-12-20');
    await user.click(screen.getByRole('button', { name: 'Tak, przyjmij' }));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Podaj cenę w złotych, np. 450 albo 450,50.')).toBeInTheDocument();
    await waitFor(() => expect(price).toHaveFocus());
    expect(requests).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '450,50');
    await user.click(screen.getByRole('button', { name: 'Tak, przyjmij' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('accept'));
    expect(requests[0]).toMatchObject({
      operationName: 'AcceptOrder',
      variables: { number: 'SZ-2026-0042', priceGrosze: 45050, readyBy: '2026-12-20' },
    });
  });

  it('says so when the order was changed elsewhere (TRANSITION_NOT_ALLOWED) and has the list refreshed', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn(async () => {});
    renderWithApollo(
      <WithTexts>
        <OrderActions order={order({ state: 'PAID' })} onDone={onDone} />
      </WithTexts>,
      {
        session: admin,
        answer: () => refusal('CONFLICT', { fields: { state: ['TRANSITION_NOT_ALLOWED'] } }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Oznacz jako wysłane' }));
    await user.type(screen.getByLabelText('Przewoźnik'), 'DPD');
    await user.click(screen.getByRole('button', { name: 'Tak, oznacz jako wysłane' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tego zamówienia nie można już tak zmienić');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(onDone).toHaveBeenCalledWith('shipped', true);
  });
});
