import type { Request } from 'express';
import type { Caller } from '../context/request-context';

/**
 * Turns a request's bearer token into the caller it stands for, or null when the token is not (or no
 * longer) valid. The accounts module provides it (passport-jwt); common/ only knows this shape.
 */
export abstract class CallerSource {
  abstract callerFor(req: Request): Promise<Caller | null>;
}
