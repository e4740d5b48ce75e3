import type { NormalizedCacheObject } from '@apollo/client';
import type { HydrationState } from 'react-router';

/** What a server render hands the browser in the page: the router's data and the Apollo cache. */
export interface SsrState {
  router: HydrationState;
  apollo: NormalizedCacheObject;
}

/** The id of the JSON script element (type application/json: data, never run, so a strict CSP allows it). */
export const SSR_STATE_ID = 'ssr-state';

/** Route errors are class instances: they travel as plain objects and are made again in the browser. */
export interface SerializedRouteError {
  __type: 'RouteErrorResponse' | 'Error';
  status?: number;
  statusText?: string;
  data?: unknown;
  message?: string;
}
