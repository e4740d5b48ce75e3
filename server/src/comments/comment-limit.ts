import { Inject, Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { rateLimited } from '../common/errors/app-error';
import { rateCounters } from '../common/rate-limit/counters';
import { RedisConnection } from '../common/rate-limit/redis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

const WINDOW_MS = 60_000;

/**
 * RATE_LIMIT_COMMENTS comments a minute per signed-in user (not per address: one account, one pace),
 * counted in Redis when REDIS_URL is set so every instance shares the count.
 */
@Injectable()
export class CommentLimit {
  private readonly storage: ThrottlerStorage;
  private readonly limit: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig, redis: RedisConnection) {
    this.limit = config.rateLimits.commentsPerMinute;
    this.storage = rateCounters(redis);
  }

  /** Counts one comment by the user; RATE_LIMITED with the wait when over the limit. */
  async take(userId: number): Promise<void> {
    const record = await this.storage.increment(
      `comment:${userId}`,
      WINDOW_MS,
      this.limit,
      WINDOW_MS,
      'comment',
    );
    if (record.isBlocked) throw rateLimited(Math.max(1, record.timeToBlockExpire));
  }
}
