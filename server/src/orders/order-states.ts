import { AppError } from '../common/errors/app-error';

/** A reservation of a ready piece, or a request for one to be made (priced by the maker). */
export type OrderKind = 'RESERVATION' | 'MADE_TO_ORDER';

export const ORDER_STATES = [
  'AWAITING_CONFIRMATION',
  'REQUESTED',
  'AWAITING_PAYMENT',
  'PAID',
  'SHIPPED',
  'COMPLETED',
  'CANCELLED',
  'EXPIRED',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** What can happen to an order: by the buyer (confirm), the maker (the rest) or the shop's clock (expire, remind). */
export type OrderAction =
  'confirm' | 'accept' | 'decline' | 'paid' | 'shipped' | 'complete' | 'cancel' | 'extend' | 'expire';

/**
 * The one state machine of an order, written once: from each state, what each action leads to.
 * A reservation is placed awaiting the confirmation of its address, then holds the piece awaiting
 * payment; a made-to-order request waits for the maker's price (REQUESTED) and, once accepted, for
 * payment. What is not here is refused (409 TRANSITION_NOT_ALLOWED).
 */
const NEXT: Record<
  OrderState,
  Partial<Record<OrderAction, OrderState | ((kind: OrderKind) => OrderState)>>
> = {
  AWAITING_CONFIRMATION: {
    confirm: (kind) => (kind === 'RESERVATION' ? 'AWAITING_PAYMENT' : 'REQUESTED'),
    expire: 'EXPIRED',
    cancel: 'CANCELLED',
  },
  REQUESTED: { accept: 'AWAITING_PAYMENT', decline: 'CANCELLED', cancel: 'CANCELLED' },
  AWAITING_PAYMENT: { paid: 'PAID', extend: 'AWAITING_PAYMENT', cancel: 'CANCELLED', expire: 'EXPIRED' },
  PAID: { shipped: 'SHIPPED', cancel: 'CANCELLED' },
  SHIPPED: { complete: 'COMPLETED' },
  COMPLETED: {},
  CANCELLED: {},
  EXPIRED: {},
};

/** The state `action` leads to from `state`, or undefined when it is not allowed. */
export function nextState(state: OrderState, kind: OrderKind, action: OrderAction): OrderState | undefined {
  const next = NEXT[state][action];
  return typeof next === 'function' ? next(kind) : next;
}

/** The state `action` leads to, or 409 with the reason code TRANSITION_NOT_ALLOWED, naming both. */
export function transition(state: OrderState, kind: OrderKind, action: OrderAction): OrderState {
  const next = nextState(state, kind, action);
  if (!next) {
    throw new AppError('CONFLICT', `An order that is ${state} cannot be ${ACTION_WORDS[action]}`, {
      fields: { state: ['TRANSITION_NOT_ALLOWED'] },
    });
  }
  return next;
}

const ACTION_WORDS: Record<OrderAction, string> = {
  confirm: 'confirmed',
  accept: 'accepted',
  decline: 'declined',
  paid: 'marked paid',
  shipped: 'marked shipped',
  complete: 'completed',
  cancel: 'cancelled',
  extend: 'extended',
  expire: 'expired',
};

/** The states in which an order holds its piece (the unique index orders_held_piece_idx says the same). */
export const HOLDING: readonly OrderState[] = ['AWAITING_PAYMENT', 'PAID', 'SHIPPED'];
