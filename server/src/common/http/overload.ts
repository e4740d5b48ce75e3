import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { AppError } from '../errors/app-error';
import { sendError } from '../errors/http-exception.filter';

/** How often the event loop's delay is sampled. */
const SAMPLE_MS = 100;

/** The event loop's last delay, sampled once for the process (every app in it shares the loop). */
let delayMs = 0;
/** When the sampling timer should run next: a timer overdue now is a loop running late now. */
let expected = 0;
let sampling = false;

function sample(): void {
  if (sampling) return;
  sampling = true;
  expected = Date.now() + SAMPLE_MS;
  setInterval(() => {
    const now = Date.now();
    delayMs = Math.max(0, now - expected);
    expected = now + SAMPLE_MS;
  }, SAMPLE_MS).unref();
}

/**
 * Load turned away instead of queued without limit: a timer every 100 ms measures how late the event
 * loop ran it (or, overdue, how late it is now); while that delay is past `limitMs` (EVENT_LOOP_LIMIT_MS), a request is answered 503
 * with Retry-After at once instead of waiting its turn behind the work already taken. `/health` and
 * `/health/ready` are always answered. 0 turns it off. The check is a clock read and a comparison a request.
 */
export function shedWhenOverloaded(limitMs: number, logger: Logger) {
  if (limitMs > 0) sample();
  let shedding = false;
  return (req: Request, res: Response, next: NextFunction) => {
    if (limitMs === 0 || Math.max(delayMs, Date.now() - expected) <= limitMs || req.path === '/health' || req.path === '/health/ready') {
      shedding = false;
      return next();
    }
    if (!shedding) logger.warn({ delayMs }, 'overloaded: answering 503 until the event loop catches up');
    shedding = true;
    const error = new AppError('SERVICE_UNAVAILABLE', 'The shop is too busy right now, please try again shortly', { retryAfterSeconds: 1 });
    if (req.path.startsWith('/graphql')) {
      res.setHeader('Retry-After', '1');
      res.setHeader('Cache-Control', 'no-store');
      res.status(503).json({ errors: [{ message: error.message, extensions: { code: error.code, retryAfter: 1 } }] });
      return;
    }
    sendError(res, error, logger);
  };
}
