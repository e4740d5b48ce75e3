import { HttpException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { AppError, CODE_BY_STATUS, FieldErrors } from './app-error';

/** PostgreSQL SQLSTATEs that are the caller's fault, not ours (see SECURITY.md). */
const PG_CODES: Record<string, AppError> = {
  '23505': new AppError('CONFLICT', 'This already exists'),
  '23503': new AppError('NOT_FOUND', 'A referenced item does not exist'),
  '22P02': new AppError('BAD_USER_INPUT', 'Invalid value'),
  '22003': new AppError('BAD_USER_INPUT', 'Number out of range'),
  '22021': new AppError('BAD_USER_INPUT', 'Text contains a forbidden character'),
  '22001': new AppError('BAD_USER_INPUT', 'Text is too long'),
};

function pgCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = candidate?.driverError?.code ?? candidate?.code;
  return typeof code === 'string' ? code : undefined;
}

function httpMessage(exception: HttpException): { message: string; fields?: FieldErrors } {
  const body = exception.getResponse() as string | { message?: unknown; fields?: FieldErrors };
  if (typeof body === 'string') return { message: body };
  const message = Array.isArray(body.message) ? body.message.join('; ') : String(body.message ?? exception.message);
  return { message, fields: body.fields };
}

/**
 * Maps anything thrown to a client-safe AppError, or undefined when it is unexpected and must be
 * masked as an internal error.
 */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof ThrottlerException) return new AppError('RATE_LIMITED', 'Too many requests, please try again later');
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code = CODE_BY_STATUS[status] ?? (status === 422 ? 'BAD_USER_INPUT' : undefined);
    if (!code || status >= 500) return undefined;
    const { message, fields } = httpMessage(error);
    return new AppError(code, message, { fields });
  }
  const sqlState = pgCode(error);
  if (sqlState && PG_CODES[sqlState]) return PG_CODES[sqlState];
  return undefined;
}

/** Errors raised by Express middleware (body-parser and friends) before a route runs. */
export function fromMiddlewareError(error: unknown): AppError | undefined {
  const candidate = error as { status?: unknown; expose?: unknown; type?: unknown };
  if (typeof candidate?.status !== 'number' || candidate.status >= 500 || candidate.expose !== true) return undefined;
  if (candidate.type === 'entity.parse.failed') return new AppError('BAD_USER_INPUT', 'Malformed JSON body');
  if (candidate.type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE', 'Request body too large');
  const code = CODE_BY_STATUS[candidate.status];
  return code ? new AppError(code, code === 'PAYLOAD_TOO_LARGE' ? 'Request body too large' : 'Bad request') : undefined;
}
