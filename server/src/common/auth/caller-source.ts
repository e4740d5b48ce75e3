import type { Caller } from '../context/request-context';

/**
 * Turns a bearer token into the caller it stands for, or null when the token is not (or no longer)
 * valid. The accounts module provides it; common/ only knows this shape.
 */
export abstract class CallerSource {
  abstract callerForToken(token: string): Promise<Caller | null>;
}
