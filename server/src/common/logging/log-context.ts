import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Per-request values every log line and masked error carries, kept for the request's async calls. Not
 * the domain's request context (common/context/request-context.ts), which services are handed.
 */
export interface LogContext {
  requestId: string;
}

export const logContext = new AsyncLocalStorage<LogContext>();

export const currentRequestId = (): string | undefined => logContext.getStore()?.requestId;
