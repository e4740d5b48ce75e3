import type { NextFunction, Request, Response } from 'express';

/** Answers that hand out a token, whatever carries the request. */
const TOKEN_ANSWERS = /^\/(api\/(login|register)|graphql)\/?$/;

/**
 * Personal answers are never kept by a browser or proxy cache: every answer to a request with a
 * token (GET /api/info, /api/admin/users, GraphQL), and every answer that may carry a new token.
 */
export function noStoreForPersonalAnswers(req: Request, res: Response, next: NextFunction) {
  if (req.headers.authorization !== undefined || (req.method !== 'GET' && TOKEN_ANSWERS.test(req.path))) {
    res.setHeader('Cache-Control', 'no-store');
  }
  next();
}
