import { ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { ThrottlerGuard, ThrottlerLimitDetail, ThrottlerModuleOptions } from '@nestjs/throttler';
import type { AppConfig } from '../../config/app-config';
import { rateLimited } from '../errors/app-error';
import { rateCounters } from './counters';
import type { RedisConnection } from './redis';

export type RateLimitName = 'login' | 'register' | 'passwordReset' | 'enquiry' | 'order';
const RATE_LIMIT_KEY = 'soutache:rate-limit';

/** Puts a handler under a named limit as well as the global one (REST and GraphQL share the counter). */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT_KEY, name);

const isNamed = (context: ExecutionContext, name: RateLimitName) =>
  Reflect.getMetadata(RATE_LIMIT_KEY, context.getHandler()) === name;

/**
 * DESIGN.md's login and register limits: per client and per attempt (each aliased root field
 * counts), on their handlers only. The overall limit counts requests instead (request-limit.ts).
 */
export function throttlerOptions(config: AppConfig, redis: RedisConnection): ThrottlerModuleOptions {
  const limits = config.rateLimits;
  return {
    storage: rateCounters(redis),
    throttlers: [
      {
        name: 'login',
        ttl: 60_000,
        limit: limits.loginPerMinute,
        skipIf: (ctx) => !isNamed(ctx, 'login'),
        setHeaders: false,
      },
      {
        name: 'register',
        ttl: 600_000,
        limit: limits.registerPer10Minutes,
        skipIf: (ctx) => !isNamed(ctx, 'register'),
        setHeaders: false,
      },
      {
        name: 'passwordReset',
        ttl: 3_600_000,
        limit: limits.passwordResetsPerHour,
        skipIf: (ctx) => !isNamed(ctx, 'passwordReset'),
        setHeaders: false,
      },
      {
        name: 'enquiry',
        ttl: 3_600_000,
        limit: limits.enquiriesPerHour,
        skipIf: (ctx) => !isNamed(ctx, 'enquiry'),
        setHeaders: false,
      },
      {
        name: 'order',
        ttl: 3_600_000,
        limit: limits.ordersPerHour,
        skipIf: (ctx) => !isNamed(ctx, 'order'),
        setHeaders: false,
      },
    ],
    // One counter per client and limit, whichever handler or API is called.
    generateKey: (_context, tracker, name) => `${name}:${tracker}`,
  };
}

@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected getRequestResponse(context: ExecutionContext) {
    if (context.getType<GqlContextType>() === 'graphql') {
      const { req, res } = GqlExecutionContext.create(context).getContext();
      return { req, res };
    }
    return super.getRequestResponse(context);
  }

  protected async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw rateLimited(Math.max(1, Math.ceil(detail.timeToBlockExpire)));
  }
}
