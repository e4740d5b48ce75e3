import { ArgumentsHost, Catch, ExceptionFilter, Inject } from '@nestjs/common';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { LOGGER } from '../logging/logger.provider';
import { currentRequestId } from '../logging/log-context';
import { AppError } from './app-error';
import { toAppError } from './to-app-error';

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

/** Writes an AppError (or an unexpected error, masked) as the REST body `{statusCode, error, message}`. */
export function sendError(res: Response, error: AppError | undefined, logger: Logger, cause?: unknown) {
  const requestId = currentRequestId();
  // A refusal or a failure is about this request only: no cache keeps it (a public read's freshness included).
  if (!res.headersSent) res.setHeader('Cache-Control', 'no-store');
  if (!error) {
    logger.error({ err: cause }, 'unexpected error');
    res
      .status(500)
      .json({ statusCode: 500, error: REASON[500], message: 'Internal server error', requestId });
    return;
  }
  if (error.details.retryAfterSeconds !== undefined)
    res.setHeader('Retry-After', String(error.details.retryAfterSeconds));
  if (error.code === 'RATE_LIMITED') logger.warn({ code: error.code }, 'rate limited');
  const body: Record<string, unknown> = {
    statusCode: error.status,
    error: REASON[error.status],
    message: error.message,
  };
  if (error.details.fields) body.fields = error.details.fields;
  res.status(error.status).json(body);
}

/**
 * REST errors. GraphQL errors are rethrown untouched so Apollo's formatter (graphql-errors.ts) owns them.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType<string>() === 'graphql') throw exception;
    const res = host.switchToHttp().getResponse<Response>();
    sendError(res, toAppError(exception), this.logger, exception);
  }
}
