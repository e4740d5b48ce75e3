import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { AppError } from '../errors/app-error';
import { sendError } from '../errors/http-exception.filter';

/** How often the event loop's delay is sampled. */
const SAMPLE_MS = 100;

/** The event loop's delay, sampled by a timer: overdue now, the loop is running late now. */
function sampleLoopDelay(): () => number {
  let delayMs = 0;
  let expected = Date.now() + SAMPLE_MS;
  setInterval(() => {
    const now = Date.now();
    delayMs = Math.max(0, now - expected);
    expected = now + SAMPLE_MS;
  }, SAMPLE_MS).unref();
  return () => Math.max(delayMs, Date.now() - expected);
}

/**
 * Load turned away instead of queued without limit: a timer every 100 ms measures how late the event
 * loop ran it (or, overdue, how late it is now); while that delay is past `limitMs` (EVENT_LOOP_LIMIT_MS), a request is answered 503
 * with Retry-After at once instead of waiting its turn behind the work already taken. `/health` and
 * `/health/ready` are always answered. 0 turns it off. The check is a clock read and a comparison a request.
 */
export function shedWhenOverloaded(limitMs: number, logger: Logger) {
  // One sampler per app: its state lives with the middleware, not in the module.
  const loopDelay = limitMs > 0 ? sampleLoopDelay() : () => 0;
  let shedding = false;
  return (req: Request, res: Response, next: NextFunction) => {
    const delayMs = loopDelay();
    if (limitMs === 0 || delayMs <= limitMs || req.path === '/health' || req.path === '/health/ready') {
      shedding = false;
      return next();
    }
    if (!shedding) logger.warn({ delayMs }, 'overloaded: answering 503 until the event loop catches up');
    shedding = true;
    const error = new AppError(
      'SERVICE_UNAVAILABLE',
      'The shop is too busy right now, please try again shortly',
      { retryAfterSeconds: 1 },
    );
    if (req.path.startsWith('/graphql')) {
      res.setHeader('Retry-After', '1');
      res.setHeader('Cache-Control', 'no-store');
      res
        .status(503)
        .json({ errors: [{ message: error.message, extensions: { code: error.code, retryAfter: 1 } }] });
      return;
    }
    sendError(res, error, logger);
  };
}
