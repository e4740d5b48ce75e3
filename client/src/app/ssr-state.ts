import type { HydrationState } from 'react-router';
import { STATE_SCRIPT_ID } from '../render/render-contract';

/** One answer a route loader got in the server render: the operation by name, its variables (defaults filled in) and data. */
export interface SsrAnswer {
  operation: string;
  variables: Record<string, unknown>;
  data: unknown;
}

/**
 * What a server render hands the browser in the page: the router's data, and the loaders' answers as
 * the server's GraphQL gave them, which the browser writes into its Apollo cache before hydrating
 * (lib/apollo.ts writeServerAnswers): the server normalises nothing for a cache it does not use.
 */
export interface SsrState {
  router: HydrationState;
  answers: SsrAnswer[];
}

/** The id of the JSON script element (type application/json: data, never run, so a strict CSP allows it). */
export const SSR_STATE_ID = STATE_SCRIPT_ID;

/** Route errors are class instances: they travel as plain objects and are made again in the browser. */
export interface SerializedRouteError {
  __type: 'RouteErrorResponse' | 'Error';
  status?: number;
  statusText?: string;
  data?: unknown;
  message?: string;
}
