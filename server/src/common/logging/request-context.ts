import { AsyncLocalStorage } from 'node:async_hooks';

/** Per-request values every log line and masked error carries. */
export interface RequestContext {
  requestId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;
