import type { NextFunction, Request, Response } from 'express';
import type { PublicReads } from './public-reads';

/** Answers that hand out a token, whatever carries the request. */
const TOKEN_ANSWERS = /^\/api\/(login|register)\/?$/;
export const GRAPHQL = /^\/graphql\/?$/;
export const PUBLIC_READ_SECONDS = 30;
/** The Cache-Control of a public read a shared cache may keep: a write shows everywhere within PUBLIC_READ_SECONDS. */
export const PUBLIC_READ_CACHE = `public, max-age=${PUBLIC_READ_SECONDS}`;

/**
 * Personal answers are never kept by a browser or proxy cache: every answer to a request with a
 * token (GET /api/info, /api/admin/users), every answer that may carry a new token, and every GraphQL
 * answer (Apollo's cache-control plugin is off) but the GET form of a public query, which
 * graphql/public-reads.ts opens to shared caches.
 */
export const noStoreForPersonalAnswers =
  (reads: PublicReads) => (req: Request, res: Response, next: NextFunction) => {
    if (
      req.headers.authorization !== undefined ||
      GRAPHQL.test(req.path) ||
      (req.method !== 'GET' && TOKEN_ANSWERS.test(req.path))
    ) {
      res.setHeader('Cache-Control', 'no-store');
    } else if ((req.method === 'GET' || req.method === 'HEAD') && reads.isRestRead(req.path)) {
      // The same for every anonymous visitor in one language: a shared cache may keep it as long as the
      // server keeps a rendered page, and revalidates it with its ETag (Express answers 304 when it matches).
      res.setHeader('Cache-Control', PUBLIC_READ_CACHE);
      res.vary('Accept-Language');
    }
    next();
  };
