import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

/**
 * The Redis connection behind the shared rate-limit counters (REDIS_URL), so several instances of
 * the shop count one client's requests together. Without REDIS_URL the counters stay in memory.
 */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  readonly client?: Redis;
  readonly prefix: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.prefix = config.redisPrefix;
    if (config.redisUrl) this.client = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client?.quit();
  }
}

/**
 * One atomic step of a fixed-window counter with a block: KEYS[1] counts hits in a window of
 * ARGV[1] ms; past ARGV[2] hits KEYS[2] blocks for ARGV[3] ms. Returns hits, window ms left, block ms left.
 */
const INCREMENT = `
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then return {tonumber(redis.call('GET', KEYS[1]) or ARGV[2]) + 1, redis.call('PTTL', KEYS[1]), blocked} end
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local window = redis.call('PTTL', KEYS[1])
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return {hits, window, tonumber(ARGV[3])}
end
return {hits, window, 0}
`;

export class RedisThrottlerStorage implements ThrottlerStorage {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    const base = `${this.prefix}throttle:${throttlerName}:${key}`;
    const [totalHits, windowMs, blockMs] = (await this.redis.eval(INCREMENT, 2, `${base}:hits`, `${base}:block`, ttl, limit, blockDuration)) as number[];
    return {
      totalHits,
      timeToExpire: Math.max(0, Math.ceil(windowMs / 1000)),
      isBlocked: blockMs > 0,
      timeToBlockExpire: Math.max(0, Math.ceil(blockMs / 1000)),
    };
  }
}
