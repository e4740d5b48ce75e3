import {
  BadRequestException,
  ForbiddenException,
  InternalServerErrorException,
  UnauthorizedException,
} from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { AppError, conflict } from './app-error';
import { fromMiddlewareError, toAppError } from './to-app-error';

describe('mapping thrown errors to client-safe codes', () => {
  it('keeps domain errors as they are', () => {
    const error = conflict('Taken');
    expect(toAppError(error)).toBe(error);
  });

  it.each([
    [new BadRequestException('x'), 'BAD_USER_INPUT'],
    [new UnauthorizedException(), 'UNAUTHENTICATED'],
    [new ForbiddenException(), 'FORBIDDEN'],
    [new ThrottlerException(), 'RATE_LIMITED'],
  ])('maps %s to %s', (error, code) => {
    expect(toAppError(error)?.code).toBe(code);
  });

  it.each([
    ['23505', 'CONFLICT'],
    ['23503', 'NOT_FOUND'],
    ['22P02', 'BAD_USER_INPUT'],
    ['22003', 'BAD_USER_INPUT'],
    ['22021', 'BAD_USER_INPUT'],
  ])('maps PostgreSQL %s to %s without the database wording', (sqlState, code) => {
    const driverError = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_lower_key"'),
      { code: sqlState },
    );
    const mapped = toAppError(new QueryFailedError('INSERT INTO users ...', [], driverError));
    expect(mapped?.code).toBe(code);
    expect(mapped?.message).not.toMatch(/violates|constraint|users|INSERT/);
  });

  it.each([
    [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      'SERVICE_UNAVAILABLE',
      503,
    ],
    [new Error('Connection terminated unexpectedly'), 'SERVICE_UNAVAILABLE', 503],
    // A transaction whose connection the database ended (a restart) is released before its rollback.
    [new QueryRunnerAlreadyReleasedError(), 'SERVICE_UNAVAILABLE', 503],
    [
      new QueryFailedError(
        'SELECT 1',
        [],
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
      'SERVICE_UNAVAILABLE',
      503,
    ],
    [
      new QueryFailedError(
        'SELECT 1',
        [],
        Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      ),
      'SERVICE_UNAVAILABLE',
      503,
    ],
    [
      new QueryFailedError(
        'INSERT',
        [],
        Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' }),
      ),
      'INSUFFICIENT_STORAGE',
      507,
    ],
    [
      Object.assign(new Error("ENOSPC: no space left on device, write '/data/uploads/x'"), {
        code: 'ENOSPC',
      }),
      'INSUFFICIENT_STORAGE',
      507,
    ],
  ])('says the database or the disk failed, not the server: %s', (error, code, status) => {
    const mapped = toAppError(error);
    expect(mapped?.code).toBe(code);
    expect(mapped?.status).toBe(status);
    expect(mapped?.message).not.toMatch(/5432|ENOSPC|\/data|administrator/);
    if (code === 'SERVICE_UNAVAILABLE') expect(mapped?.details.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('leaves unexpected errors unmapped so they are masked', () => {
    expect(toAppError(new Error('boom at /src/x.ts'))).toBeUndefined();
    expect(toAppError(new InternalServerErrorException())).toBeUndefined();
    expect(toAppError(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBeUndefined();
  });

  it('turns body-parser errors into 400 and 413 with plain messages', () => {
    expect(fromMiddlewareError({ status: 400, expose: true, type: 'entity.parse.failed' })).toEqual(
      new AppError('BAD_USER_INPUT', 'Malformed JSON body'),
    );
    expect(fromMiddlewareError({ status: 413, expose: true, type: 'entity.too.large' })?.code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
    expect(fromMiddlewareError(new Error('x'))).toBeUndefined();
  });
});
