import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

/** Why the server refused an operation, as codes for the client to word (docs/api.md, "Errors and reason codes"). */
export interface ServerRefusal {
  /** extensions.code of the first error: BAD_USER_INPUT, CONFLICT, UNAUTHENTICATED, RATE_LIMITED… */
  code?: string;
  /** Reason codes per field, e.g. { email: ['EMAIL_TAKEN'] }. */
  fields: Record<string, string[]>;
  /** Seconds to wait before trying again (429), from extensions.retryAfter or Retry-After. */
  retryAfterSeconds?: number;
}

interface WireError {
  extensions?: Record<string, unknown>;
}

const isReasonList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** Reads the errors of a GraphQL answer (also for requests sent outside Apollo, e.g. uploads). */
export function fromErrors(errors: readonly WireError[], retryAfterHeader?: string | null): ServerRefusal {
  const fields: Record<string, string[]> = {};
  let code: string | undefined;
  let retryAfter: number | undefined;
  for (const { extensions } of errors) {
    if (!code && typeof extensions?.code === 'string') code = extensions.code;
    if (retryAfter === undefined && typeof extensions?.retryAfter === 'number')
      retryAfter = extensions.retryAfter;
    const given = extensions?.fields;
    if (given && typeof given === 'object') {
      for (const [field, reasons] of Object.entries(given))
        if (isReasonList(reasons)) fields[field] = [...(fields[field] ?? []), ...reasons];
    }
  }
  const header = Number(retryAfterHeader);
  if (retryAfter === undefined && Number.isFinite(header) && header > 0) retryAfter = header;
  return { code, fields, retryAfterSeconds: retryAfter };
}

/**
 * Reads a failed Apollo operation: GraphQL errors in a 200 answer, or a 4xx answer whose body holds
 * them (a 429 sent as application/json reaches Apollo as a ServerError). Anything else has no code.
 */
export function readServerRefusal(error: unknown): ServerRefusal {
  if (CombinedGraphQLErrors.is(error)) return fromErrors(error.errors);
  if (ServerError.is(error)) {
    let errors: WireError[] = [];
    try {
      const body = JSON.parse(error.bodyText) as { errors?: WireError[] };
      if (Array.isArray(body.errors)) errors = body.errors;
    } catch {
      // Not JSON: a proxy's page; only the status and header say anything.
    }
    const refusal = fromErrors(errors, error.response.headers.get('retry-after'));
    return { ...refusal, code: refusal.code ?? (error.statusCode === 429 ? 'RATE_LIMITED' : undefined) };
  }
  return { fields: {} };
}
