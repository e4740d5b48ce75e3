import { AppError } from '../common/errors/app-error';
import { nextState, ORDER_STATES, transition } from './order-states';

describe('the order state machine', () => {
  it('takes a reservation from confirmation through payment and shipping to completion', () => {
    expect(transition('AWAITING_CONFIRMATION', 'RESERVATION', 'confirm')).toBe('AWAITING_PAYMENT');
    expect(transition('AWAITING_PAYMENT', 'RESERVATION', 'paid')).toBe('PAID');
    expect(transition('PAID', 'RESERVATION', 'shipped')).toBe('SHIPPED');
    expect(transition('SHIPPED', 'RESERVATION', 'complete')).toBe('COMPLETED');
  });

  it("has a made-to-order request wait for the maker's price before payment", () => {
    expect(transition('AWAITING_CONFIRMATION', 'MADE_TO_ORDER', 'confirm')).toBe('REQUESTED');
    expect(transition('REQUESTED', 'MADE_TO_ORDER', 'accept')).toBe('AWAITING_PAYMENT');
    expect(transition('REQUESTED', 'MADE_TO_ORDER', 'decline')).toBe('CANCELLED');
  });

  it('refuses with 409 TRANSITION_NOT_ALLOWED what the machine does not allow, and the final states allow nothing', () => {
    let refusal: unknown;
    try {
      transition('AWAITING_CONFIRMATION', 'RESERVATION', 'paid');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 409,
      details: { fields: { state: ['TRANSITION_NOT_ALLOWED'] } },
    });
    for (const state of ['COMPLETED', 'CANCELLED', 'EXPIRED'] as const) {
      for (const action of [
        'confirm',
        'accept',
        'decline',
        'paid',
        'shipped',
        'complete',
        'cancel',
        'extend',
        'expire',
      ] as const) {
        expect(nextState(state, 'RESERVATION', action)).toBeUndefined();
      }
    }
    expect(nextState('SHIPPED', 'RESERVATION', 'cancel')).toBeUndefined();
    expect(ORDER_STATES).toHaveLength(8);
  });
});
