import { Inject, Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { rateLimited } from '../errors/app-error';
import { sendError } from '../errors/http-exception.filter';
import { clientAddress } from '../http/client-address';
import { LOGGER } from '../logging/logger.provider';
import { rateCounters } from './counters';
import { RedisConnection } from './redis';

/** Paths whose every request counts: both APIs, whatever becomes of the request. */
const COUNTED = /^\/(api|graphql)(\/|$)/;
const WINDOW_MS = 60_000;

/**
 * The overall per-client limit (RATE_LIMIT_GLOBAL a minute). It counts HTTP requests before any
 * parsing, so a GraphQL document with six root fields costs one, and `{__typename}`, introspection
 * and documents that fail to parse or validate cost one each too. Login and register keep their
 * own per-attempt limits in the resolvers and controllers (rate-limit.ts).
 */
@Injectable()
export class RequestRateLimit {
  private readonly storage: ThrottlerStorage;
  private readonly limit: number;
  private readonly renderLimit: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    redis: RedisConnection,
  ) {
    this.limit = config.rateLimits.globalPerMinute;
    this.renderLimit = config.rateLimits.rendersPerMinute;
    this.storage = rateCounters(redis);
  }

  /** Express middleware, mounted before the body parser and Apollo. */
  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (!COUNTED.test(req.path)) return next();
    this.storage
      .increment(`request:${clientAddress(req)}`, WINDOW_MS, this.limit, WINDOW_MS, 'request')
      .then((record) => {
        res.setHeader('X-RateLimit-Limit', String(this.limit));
        res.setHeader('X-RateLimit-Remaining', String(Math.max(0, this.limit - record.totalHits)));
        if (!record.isBlocked) return next();
        const error = rateLimited(Math.max(1, record.timeToBlockExpire));
        if (req.path.startsWith('/graphql')) {
          this.logger.warn({ code: error.code }, 'rate limited');
          res.setHeader('Retry-After', String(error.details.retryAfterSeconds));
          res.status(error.status).json({
            errors: [
              {
                message: error.message,
                extensions: { code: error.code, retryAfter: error.details.retryAfterSeconds },
              },
            ],
          });
          return;
        }
        sendError(res, error, this.logger);
      })
      .catch(next);
  };

  /**
   * Counts a page render that the page cache could not answer (RATE_LIMIT_RENDERS a minute per
   * client): undefined when allowed, else the seconds to wait. A render costs about twenty times a kept
   * page; pages sent from the cache are never counted.
   */
  readonly limitRender = async (req: Request): Promise<number | undefined> => {
    const record = await this.storage.increment(
      `render:${clientAddress(req)}`,
      WINDOW_MS,
      this.renderLimit,
      WINDOW_MS,
      'render',
    );
    if (!record.isBlocked) return undefined;
    this.logger.warn({ code: 'RATE_LIMITED' }, 'page renders rate limited');
    return Math.max(1, record.timeToBlockExpire);
  };
}
