import type { NextFunction, Request, Response } from 'express';
import { negotiateLanguage } from '../i18n/locale';
import { chainHeaders, sameForEveryCaller, sendKept } from '../common/http/compress-whole-bodies';
import { GRAPHQL } from '../common/http/no-store';
import type { PublicReads } from '../common/http/public-reads';
import { sharedOperationOf } from '../graphql/public-reads';
import type { CacheService, KeptHeaders } from './cache.service';
import type { KeptAnswers } from './kept-answers';
import { operationTags, readTags } from './page-tags';
import { Tags } from './tag-versions';

/** Set again for every answer, kept or not: by the middlewares before this one, or by `res.send` itself. */
const REMADE = new Set(['content-length', 'etag', 'content-encoding', 'date']);

/**
 * Apollo's CSRF prevention refuses a GET that a page on another site could send without a preflight;
 * such a request goes to Apollo, never to a kept answer.
 */
const preflighted = (req: Request) =>
  req.headers['apollo-require-preflight'] !== undefined ||
  req.headers['x-apollo-operation-name'] !== undefined;

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
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  typeof (body as { query?: unknown }).query === 'string';

/** The site's files kept like the API's reads: the sitemap (one file or an index and its parts) and the feed. */
const SITE_FILES = /^\/(sitemap(-[1-9]\d{0,5})?\.xml|rss\.xml)$/;

/** A request whose answer may be kept: its store, its key and what it shows (page-tags.ts). */
interface Keepable {
  store: KeptAnswers<KeptHeaders>;
  key: string;
  tags: string[];
}

/**
 * What identifies a request whose answer may be shared by every anonymous caller in one language, or
 * undefined. A token makes every request personal.
 */
function keepable(cache: CacheService, reads: PublicReads, req: Request): Keepable | undefined {
  if (req.headers.authorization !== undefined) return undefined;
  // Keyed by what the answer depends on: a parameter the route does not read changes nothing kept.
  const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
  if (req.method === 'GET') {
    // The feed's language is its address's (?lang=); the sitemap has one for all.
    if (SITE_FILES.test(req.path))
      return {
        store: cache.files,
        key: `${negotiateLanguage(req, 'address')} GET ${req.path}`,
        tags: readTags(req.path),
      };
    const language = negotiateLanguage(req, 'api');
    if (reads.isRestRead(req.path))
      return {
        store: cache.answers,
        key: `${language} GET ${req.path}${reads.restQuery(req.path, search)}`,
        tags: readTags(req.path),
      };
    if (GRAPHQL.test(req.path) && preflighted(req))
      return {
        store: cache.answers,
        key: `${language} GET ${req.path}${graphqlSearch(search)}`,
        tags: [Tags.anyWrite],
      };
    return undefined;
  }
  if (
    req.method === 'POST' &&
    GRAPHQL.test(req.path) &&
    req.is('application/json') &&
    isSingleOperation(req.body)
  ) {
    const language = negotiateLanguage(req, 'api');
    const { query, variables, operationName, extensions } = req.body as Record<string, unknown>;
    return {
      store: cache.answers,
      key: `${language} POST ${req.path} ${JSON.stringify([query, variables, operationName, extensions])}`,
      tags: [Tags.anyWrite],
    };
  }
  return undefined;
}

/** The headers the handler added or changed since `before`. */
function handlerHeaders(before: Record<string, unknown>, res: Response): KeptHeaders {
  const kept: KeptHeaders = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined && !REMADE.has(name) && String(before[name]) !== String(value))
      kept.push([name, value]);
  }
  return kept;
}

/**
 * Express middleware, after the rate limit and the body parser: the catalogue's and the blog's public
 * reads (the REST GETs that shared caches may keep, and the GraphQL queries of public fields only, GET
 * or POST), the sitemap and the feed are answered once and then sent as they were, without Nest, Apollo
 * or the database, until a write to what they show (page-tags.ts) or
 * their store's time (cache.service.ts). A crawler's or a crowd's same reads cost one. Only answers
 * without errors are kept; a kept answer is sent whole like any other (its ETag), compressed once per
 * encoding (common/http/compress-whole-bodies.ts).
 */
export function sharedAnswers(cache: CacheService, reads: PublicReads) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const found = lookUp(cache, reads, req, res);
    if (found === undefined) return next();
    const { keep, kept } = found;
    const { store: answers, key } = keep;
    if (kept) {
      // Through the whole chain: the first plain request's headers are kept for sharedAnswersAtOnce.
      if (!kept.headers && plainGet(req)) kept.headers = chainHeaders(res, OWN_HEADERS);
      sendSharedAnswer(res, kept);
      return;
    }
    const began = answers.begin(keep.tags);
    const before = { ...res.getHeaders() };
    // Read now: a router mounted at /graphql changes req.url (and req.path) while it handles the request.
    const graphql = GRAPHQL.test(req.path);
    const end = res.end as (...args: unknown[]) => Response;
    res.end = function (this: Response, ...args: unknown[]) {
      res.end = end as Response['end'];
      const [chunk, encoding] = args;
      // A GraphQL answer is kept when graphql/public-reads.ts marked it the same for every anonymous caller.
      const operation = graphql ? sharedOperationOf(res) : undefined;
      const shared = res.statusCode === 200 && (!graphql || operation !== undefined);
      if (shared && (typeof chunk === 'string' || Buffer.isBuffer(chunk)) && chunk.length > 0) {
        const body =
          typeof chunk === 'string'
            ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
            : chunk;
        // A GraphQL answer began depending on every write: what it shows is known once it is answered.
        answers.set(
          key,
          operation ? answers.narrow(began, operationTags(operation.operation, operation.variables)) : began,
          body,
          handlerHeaders(before, res),
        );
      }
      return end.apply(this, args);
    } as Response['end'];
    next();
  };
}

/** A request's keepable answer and what is kept of it, looked up once a request (sharedAnswersAtOnce, then sharedAnswers). */
interface Lookup {
  keep: Keepable;
  kept: ReturnType<KeptAnswers<KeptHeaders>['kept']>;
}

function lookUp(cache: CacheService, reads: PublicReads, req: Request, res: Response): Lookup | undefined {
  if ('sharedAnswer' in res.locals) return res.locals.sharedAnswer as Lookup | undefined;
  const keep = keepable(cache, reads, req);
  const found = keep && { keep, kept: keep.store.kept(keep.key) };
  res.locals.sharedAnswer = found;
  return found;
}

/** A GET whose kept answer's headers are the same as any other such request's: no CORS, no token, no GraphQL. */
const plainGet = (req: Request): boolean =>
  req.method === 'GET' && sameForEveryCaller(req) && !GRAPHQL.test(req.path);

/**
 * Headers set by the middlewares for one request only, never sent again with another: its id and its
 * rate limit's count (set again by the count sharedAnswersAtOnce takes).
 */
const OWN_HEADERS = new Set(['x-request-id', 'x-ratelimit-limit', 'x-ratelimit-remaining', ...REMADE]);

/** A kept answer with the headers its handler gave it. */
function sendSharedAnswer(res: Response, kept: NonNullable<Lookup['kept']>): void {
  for (const [name, value] of kept.meta) {
    if (name === 'vary')
      String(value)
        .split(',')
        .forEach((field) => res.vary(field.trim()));
    else res.setHeader(name, value);
  }
  sendKept(res.status(200), kept);
}

/**
 * The same kept answers, sent ahead of the middlewares that cannot change them (app.setup.ts mounts this
 * right after the Host check): a REST read's or a site file's GET without Origin or Authorization, once
 * its answer has gone out through the whole chain to such a request, whose headers it sends again.
 * `count` is the rate limit's middleware: the request is counted as before, and refused as before.
 */
export function sharedAnswersAtOnce(
  cache: CacheService,
  reads: PublicReads,
  count: (req: Request, res: Response, next: NextFunction) => void,
) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!plainGet(req)) return next();
    const kept = lookUp(cache, reads, req, res)?.kept;
    const headers = kept?.headers;
    if (!kept || !headers) return next();
    count(req, res, (error?: unknown) => {
      if (error) return next(error);
      for (const name in headers) res.setHeader(name, headers[name]);
      sendSharedAnswer(res, kept);
    });
  };
}
