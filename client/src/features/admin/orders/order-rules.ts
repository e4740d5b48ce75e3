import { toWarsawInput } from '../../../lib/dates';
import type { AdminOrderFieldsFragment, OrderState } from '../../../gql/admin-orders/graphql';

export type AdminOrder = AdminOrderFieldsFragment;

/** The maker's actions on an order, in the order her screen offers them. */
export const ACTIONS = ['paid', 'shipped', 'complete', 'accept', 'extend', 'decline', 'cancel'] as const;
export type OrderAction = (typeof ACTIONS)[number];

/**
 * What the maker may do in each state: the server's state machine (server/src/orders/order-states.ts,
 * its NEXT table) seen from her side; the server refuses anything else (TRANSITION_NOT_ALLOWED).
 */
const ALLOWED: Record<OrderState, readonly OrderAction[]> = {
  AWAITING_CONFIRMATION: ['cancel'],
  REQUESTED: ['accept', 'decline', 'cancel'],
  AWAITING_PAYMENT: ['paid', 'extend', 'cancel'],
  PAID: ['shipped', 'cancel'],
  SHIPPED: ['complete'],
  COMPLETED: [],
  CANCELLED: [],
  EXPIRED: [],
};

export const allowedActions = (state: OrderState): readonly OrderAction[] =>
  ACTIONS.filter((action) => ALLOWED[state].includes(action));

/** The states as the maker's filter lists them: those that ask something of her first. */
export const STATES: readonly OrderState[] = [
  'AWAITING_CONFIRMATION',
  'AWAITING_PAYMENT',
  'REQUESTED',
  'PAID',
  'SHIPPED',
  'COMPLETED',
  'CANCELLED',
  'EXPIRED',
];

/** Today in the shop's time (Warsaw) as a date field holds it: YYYY-MM-DD. */
export const todayInWarsaw = (now = new Date()): string => toWarsawInput(now.toISOString()).slice(0, 10);
