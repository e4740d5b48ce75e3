const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

/**
 * The token of an `Authorization: Bearer <jwt>` header. Anything else (a second value after the
 * token, a different scheme, stray spaces) is no token at all rather than a guess at one.
 */
export function bearerToken(header: string | undefined): string | undefined {
  return header === undefined ? undefined : BEARER.exec(header)?.[1];
}
