import type { NextFunction, Request, Response } from 'express';
import { negotiateLanguage } from '../../i18n/locale';
import { sendKept } from './compress-whole-bodies';
import { anyWriteVersion } from './content-writes';
import { KeptAnswers } from './kept-answers';
import { GRAPHQL, PUBLIC_READ_SECONDS } from './no-store';
import { isPublicRestRead, publicRestQuery } from './public-reads';

/** About a thousand list pages: a caller walking every filter and page cannot grow the process past it. */
const MAX_BYTES = 8 * 1024 * 1024;

/** Headers the answer's own handler set, kept beside its body (the rest are the request's own or remade). */
type KeptHeaders = [name: string, value: string | number | string[]][];
/** Set again for every answer, kept or not: by the middlewares before this one, or by `res.send` itself. */
const REMADE = new Set(['content-length', 'etag', 'content-encoding', 'date']);

/** Marks a GraphQL answer as the same for every anonymous caller (graphql/public-reads.ts decides). */
export const markSharedAnswer = (res: Response): void => {
  res.locals.sharedAnswer = true;
};

/**
 * Apollo's CSRF prevention refuses a GET that a page on another site could send without a preflight;
 * such a request goes to Apollo, never to a kept answer.
 */
const preflighted = (req: Request) => req.headers['apollo-require-preflight'] !== undefined || req.headers['x-apollo-operation-name'] !== undefined;

/** What a GraphQL request is answered by: the parameters Apollo reads, nothing else a caller adds. */
const GRAPHQL_PARAMS = new Set(['query', 'variables', 'operationName', 'extensions']);

/** A GraphQL GET's parameters that Apollo reads, in one order. */
function graphqlSearch(search: string): string {
  const kept = search
    .split('&')
    .filter((pair) => GRAPHQL_PARAMS.has(pair.split('=')[0]))
    .sort();
  return kept.length ? `?${kept.join('&')}` : '';
}

/** A GraphQL POST of one operation, as JSON (a batch, an upload or a form goes to Apollo as it is). */
const isSingleOperation = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && typeof (body as { query?: unknown }).query === 'string';

/**
 * What identifies a request whose answer may be shared by every anonymous caller in one language, or
 * undefined. A token makes every request personal.
 */
function keyOf(req: Request): string | undefined {
  if (req.headers.authorization !== undefined) return undefined;
  const language = negotiateLanguage(req, 'api');
  // Keyed by what the answer depends on: a parameter the route does not read changes nothing kept.
  const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
  if (req.method === 'GET') {
    if (isPublicRestRead(req.path)) return `${language} GET ${req.path}${publicRestQuery(req.path, search)}`;
    if (GRAPHQL.test(req.path) && preflighted(req)) return `${language} GET ${req.path}${graphqlSearch(search)}`;
    return undefined;
  }
  if (req.method === 'POST' && GRAPHQL.test(req.path) && req.is('application/json') && isSingleOperation(req.body)) {
    const { query, variables, operationName, extensions } = req.body as Record<string, unknown>;
    return `${language} POST ${req.path} ${JSON.stringify([query, variables, operationName, extensions])}`;
  }
  return undefined;
}

/** The headers the handler added or changed since `before`. */
function handlerHeaders(before: Record<string, unknown>, res: Response): KeptHeaders {
  const kept: KeptHeaders = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined && !REMADE.has(name) && String(before[name]) !== String(value)) kept.push([name, value]);
  }
  return kept;
}

/**
 * Express middleware, after the rate limit and the body parser: the catalogue's and the blog's public
 * reads (the REST GETs that shared caches may keep, and the GraphQL queries of public fields only, GET
 * or POST) are answered once and then sent as they were, without Nest, Apollo or the database, until
 * any write (a comment or a vote included) or PUBLIC_READ_SECONDS, the time a shared cache may keep
 * them anyway. A crawler's or a crowd's same reads cost one. Only answers without errors are kept; a
 * kept answer is sent whole like any other (its ETag), compressed once per encoding (compress-whole-bodies.ts).
 */
export function sharedAnswers(answers = new KeptAnswers<KeptHeaders>(PUBLIC_READ_SECONDS * 1000, MAX_BYTES, anyWriteVersion, 'api')) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const key = keyOf(req);
    if (key === undefined) return next();
    const kept = answers.kept(key);
    if (kept) {
      for (const [name, value] of kept.meta) {
        if (name === 'vary') String(value).split(',').forEach((field) => res.vary(field.trim()));
        else res.setHeader(name, value);
      }
      sendKept(res.status(200), kept);
      return;
    }
    const version = answers.version();
    const before = { ...res.getHeaders() };
    // Read now: a router mounted at /graphql changes req.url (and req.path) while it handles the request.
    const graphql = GRAPHQL.test(req.path);
    const end = res.end as (...args: unknown[]) => Response;
    res.end = function (this: Response, ...args: unknown[]) {
      res.end = end as Response['end'];
      const [chunk, encoding] = args;
      const shared = res.statusCode === 200 && (!graphql || res.locals.sharedAnswer === true);
      if (shared && (typeof chunk === 'string' || Buffer.isBuffer(chunk)) && chunk.length > 0) {
        const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk;
        answers.set(key, version, body, '/', handlerHeaders(before, res));
      }
      return end.apply(this, args);
    } as Response['end'];
    next();
  };
}
