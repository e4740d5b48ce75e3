import type { ReasonCode } from './reason-codes';

/**
 * The domain errors services throw. One code vocabulary for both APIs: the GraphQL formatter puts
 * `code` in `extensions.code`, the HTTP filter turns `status` into the response status.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RANGE_NOT_SATISFIABLE'
  | 'RATE_LIMITED'
  | 'INTERNAL_SERVER_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | 'INSUFFICIENT_STORAGE';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
};

export const CODE_BY_STATUS: Record<number, ErrorCode> = Object.fromEntries(
  Object.entries(STATUS_BY_CODE).map(([code, status]) => [status, code as ErrorCode]),
);

/** Field name to the reasons it was refused (codes of the closed list, reason-codes.ts). */
export type FieldErrors = Record<string, ReasonCode[]>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { fields?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

/** For work whose request was given up (its client went away): nobody reads the answer, nothing is kept. */
export const clientGone = () =>
  new AppError('BAD_USER_INPUT', 'The request was given up by its client before it was done');

/** The refused fields with their reason codes, for a message (no submitted value): `price: REQUIRED; images.0: FILE_TOO_LARGE`. */
export const describeFields = (fields: FieldErrors) =>
  Object.entries(fields)
    .map(([field, codes]) => `${field}: ${codes.join(', ')}`)
    .join('; ');

export const badInput = (message: string, fields?: FieldErrors) =>
  new AppError('BAD_USER_INPUT', message, { fields });
export const unauthenticated = (message = 'Authentication required') =>
  new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
/** The database cannot be reached: the client may try again shortly (Retry-After). */
export const serviceUnavailable = (retryAfterSeconds = 5) =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'The shop cannot reach its database right now, please try again shortly',
    { retryAfterSeconds },
  );
/** The picture store (the S3 bucket) cannot be reached or refuses the shop: only what needs a picture waits. */
export const pictureStoreUnavailable = (retryAfterSeconds = 5) =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'The shop cannot reach its picture store right now, please try again shortly',
    { retryAfterSeconds },
  );
/** A write failed for lack of disk space (the database's or the image store's). */
export const insufficientStorage = () =>
  new AppError('INSUFFICIENT_STORAGE', 'The shop has no room to save this right now');
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', 'Too many requests, please try again later', { retryAfterSeconds });
