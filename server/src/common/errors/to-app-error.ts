import { HttpException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { AppError, CODE_BY_STATUS, FieldErrors, insufficientStorage, serviceUnavailable } from './app-error';

/** PostgreSQL SQLSTATEs that are the caller's fault, not ours (see SECURITY.md). */
const PG_CODES: Record<string, AppError> = {
  '23505': new AppError('CONFLICT', 'This already exists'),
  '23503': new AppError('NOT_FOUND', 'A referenced item does not exist'),
  '22P02': new AppError('BAD_USER_INPUT', 'Invalid value'),
  '22003': new AppError('BAD_USER_INPUT', 'Number out of range'),
  '22021': new AppError('BAD_USER_INPUT', 'Text contains a forbidden character'),
  '22001': new AppError('BAD_USER_INPUT', 'Text is too long'),
};

/**
 * The database is down, restarting, unreachable or too busy (SQLSTATE class 08, 57P01-57P03, too many
 * connections, a statement cancelled by its timeout or by the embedded database's wait limit; the
 * driver's own socket errors): 503 with Retry-After, never a 500.
 */
const UNAVAILABLE_CODES =
  /^(08[0-9A-Z]{3}|57P0[123]|57014|53300|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN)$/;
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly)/;
/** No room left: PostgreSQL's disk_full, or the file system's. */
const NO_SPACE_CODES = /^(53100|ENOSPC|EDQUOT)$/;

/**
 * The rule that a text is written in at least one language, checked by the database too: two edits at
 * once, one emptying the English and one the Polish, each pass the service's check and the second to
 * commit meets the constraint. The caller's conflict (409, naming the text), not a server error.
 */
const EITHER_LANGUAGE_CHECK = /^(?:publications|products)_(title|abstract|content|name|description)_check$/;

function conflictingEdit(error: unknown): AppError | undefined {
  const candidate = error as { constraint?: unknown; driverError?: { constraint?: unknown } };
  const constraint = candidate?.driverError?.constraint ?? candidate?.constraint;
  const text = typeof constraint === 'string' ? EITHER_LANGUAGE_CHECK.exec(constraint)?.[1] : undefined;
  if (!text) return undefined;
  return new AppError(
    'CONFLICT',
    `Another edit at the same time left the ${text} empty in both languages: nothing was saved, reload and try again`,
    {
      fields: { [`${text}En`]: ['REQUIRED'], [`${text}Pl`]: ['REQUIRED'] },
    },
  );
}

function pgCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = candidate?.driverError?.code ?? candidate?.code;
  return typeof code === 'string' ? code : undefined;
}

function httpMessage(exception: HttpException): { message: string; fields?: FieldErrors } {
  const body = exception.getResponse() as string | { message?: unknown; fields?: FieldErrors };
  if (typeof body === 'string') return { message: body };
  const message = Array.isArray(body.message)
    ? body.message.join('; ')
    : String(body.message ?? exception.message);
  return { message, fields: body.fields };
}

/**
 * Maps anything thrown to a client-safe AppError, or undefined when it is unexpected and must be
 * masked as an internal error.
 */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  // graphql-js wraps a thrown non-Error (the pg pool rejects with a plain object on ECONNREFUSED).
  const wrapped = error as { name?: unknown; thrownValue?: unknown } | undefined;
  if (wrapped?.name === 'NonErrorThrown' && wrapped.thrownValue !== undefined)
    return toAppError(wrapped.thrownValue);
  if (error instanceof ThrottlerException)
    return new AppError('RATE_LIMITED', 'Too many requests, please try again later');
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code = CODE_BY_STATUS[status] ?? (status === 422 ? 'BAD_USER_INPUT' : undefined);
    if (!code || status >= 500) return undefined;
    const { message, fields } = httpMessage(error);
    return new AppError(code, message, { fields });
  }
  const sqlState = pgCode(error);
  if (sqlState && PG_CODES[sqlState]) return PG_CODES[sqlState];
  if (sqlState === '23514') return conflictingEdit(error);
  if (sqlState && NO_SPACE_CODES.test(sqlState)) return insufficientStorage();
  if (sqlState && UNAVAILABLE_CODES.test(sqlState)) return serviceUnavailable();
  const message = (error as { message?: unknown })?.message;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return serviceUnavailable();
  // TypeORM's, when the database ended a transaction's connection (a restart) before its rollback.
  if ((error as Error)?.name === 'QueryRunnerAlreadyReleasedError') return serviceUnavailable();
  return undefined;
}

/** Errors raised by Express middleware (body-parser and friends) before a route runs. */
export function fromMiddlewareError(error: unknown): AppError | undefined {
  const candidate = error as { status?: unknown; expose?: unknown; type?: unknown };
  if (typeof candidate?.status !== 'number' || candidate.status >= 500 || candidate.expose !== true)
    return undefined;
  if (candidate.type === 'entity.parse.failed') return new AppError('BAD_USER_INPUT', 'Malformed JSON body');
  if (candidate.type === 'entity.too.large')
    return new AppError('PAYLOAD_TOO_LARGE', 'Request body too large');
  const code = CODE_BY_STATUS[candidate.status];
  return code
    ? new AppError(code, code === 'PAYLOAD_TOO_LARGE' ? 'Request body too large' : 'Bad request')
    : undefined;
}
