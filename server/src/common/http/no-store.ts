import type { NextFunction, Request, Response } from 'express';

/** Answers that hand out a token, whatever carries the request. */
const TOKEN_ANSWERS = /^\/api\/(login|register)\/?$/;
const GRAPHQL = /^\/graphql\/?$/;

/**
 * Personal answers are never kept by a browser or proxy cache: every answer to a request with a
 * token (GET /api/info, /api/admin/users), every answer that may carry a new token, and every GraphQL
 * answer (the schema gives no cache hints: Apollo's cache-control plugin, which would only ever have
 * said no-store, is off).
 */
export function noStoreForPersonalAnswers(req: Request, res: Response, next: NextFunction) {
  if (req.headers.authorization !== undefined || GRAPHQL.test(req.path) || (req.method !== 'GET' && TOKEN_ANSWERS.test(req.path))) {
    res.setHeader('Cache-Control', 'no-store');
  }
  next();
}
