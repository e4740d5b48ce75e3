import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import Redis, { type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { LOGGER } from '../logging/logger.provider';

/** While Redis does not answer, how often it is asked again (a PING): the instance rejoins within this. */
const PROBE_MS = 250;
/** The longest wait between two attempts to reconnect: a Redis that is back is used again within it. */
const MAX_RECONNECT_MS = 500;

/**
 * ioredis's settings for a part the shop can do without: every call answers within `timeoutMs` or
 * fails (ioredis's default waits for 20 reconnections and has no timeout); nothing waits for a
 * connection (no offline queue: the caller uses its own fallback at once); the first connection is
 * not awaited (the instance starts without Redis); a lost connection is tried again every half second.
 */
export const redisOptions = (timeoutMs: number): RedisOptions => ({
  lazyConnect: true,
  enableOfflineQueue: false,
  commandTimeout: timeoutMs,
  connectTimeout: Math.max(1000, timeoutMs * 4),
  maxRetriesPerRequest: 1,
  retryStrategy: (times) => Math.min(times * 100, MAX_RECONNECT_MS),
});

/**
 * The Redis connection (REDIS_URL) behind what instances share: the rate-limit counters and login
 * delays, and the news of every write (common/events/domain-events-relay.ts). Without REDIS_URL all
 * of it stays in the process.
 *
 * Redis may be stopped, hung or absent at start: the shop serves on without it. `usable` is false
 * from the first failed call (a refusal, or no answer within REDIS_TIMEOUT_MS) until Redis answers
 * again, and every user falls back to its own per-instance way meanwhile, without asking Redis (no
 * request waits for it). The outage is logged once, when it starts, and once when it ends.
 */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  readonly client?: Redis;
  readonly prefix: string;
  private down = false;
  private probe?: NodeJS.Timeout;
  private closing = false;
  private told = false;
  private readonly listeners = new Set<(usable: boolean) => void>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.prefix = config.redisPrefix;
    if (!config.redisUrl) return;
    const client = new Redis(config.redisUrl, redisOptions(config.redisTimeoutMs));
    this.client = client;
    // Without a listener ioredis prints every failed reconnection to the console.
    client.on('error', (error: Error) => this.failed(error));
    client.on('close', () => this.failed(new Error('connection closed')));
    client.on('ready', () => this.answered());
    client.connect().catch(() => undefined);
  }

  /** Whether to ask Redis now; when false, use the instance's own fallback. */
  get usable(): boolean {
    return !this.down && this.client?.status === 'ready';
  }

  /** Told whenever Redis becomes usable or stops being so. */
  onChange(listener: (usable: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A call to Redis failed or timed out: the instance goes on without it until it answers again. */
  failed(error: unknown): void {
    if (this.closing) return;
    if (!this.down) {
      this.down = true;
      this.logger.warn(
        { err: error },
        'Redis does not answer: counting rate limits and login delays in this instance, keeping no answers, not hearing the other instances, until it does',
      );
      this.probe = setInterval(() => {
        // A lost connection is waited for ('ready'); a connection open but silent (a hung Redis) is asked.
        if (this.client?.status !== 'ready') return;
        this.client.ping().then(
          () => this.answered(),
          () => undefined,
        );
      }, PROBE_MS);
      this.probe.unref();
    }
    this.update();
  }

  private answered(): void {
    if (this.closing || this.client?.status !== 'ready') return;
    if (this.down) {
      this.down = false;
      clearInterval(this.probe);
      this.logger.warn("Redis answers again: shared counters and the other instances' news are used again");
    }
    this.update();
  }

  /** Tells the listeners when `usable` changed since they were last told. */
  private update(): void {
    const usable = this.usable;
    if (usable === this.told) return;
    this.told = usable;
    this.tell(usable);
  }

  private tell(usable: boolean): void {
    for (const listener of this.listeners) listener(usable);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    clearInterval(this.probe);
    const client = this.client;
    if (!client) return;
    // A hung Redis never answers QUIT: the connection is closed anyway after the usual wait.
    await Promise.race([
      client.quit().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 500).unref()),
    ]);
    client.disconnect();
  }
}

/**
 * What the shop shares through Redis while it answers, else the instance's own: each call asks
 * Redis only while it is usable, and a failed call falls back for itself and for the calls after it.
 */
export async function sharedOrLocal<T>(
  redis: RedisConnection,
  shared: () => Promise<T>,
  local: () => Promise<T>,
): Promise<T> {
  if (!redis.usable) return local();
  try {
    return await shared();
  } catch (error) {
    redis.failed(error);
    return local();
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
    const [totalHits, windowMs, blockMs] = (await this.redis.eval(
      INCREMENT,
      2,
      `${base}:hits`,
      `${base}:block`,
      ttl,
      limit,
      blockDuration,
    )) as number[];
    return {
      totalHits,
      timeToExpire: Math.max(0, Math.ceil(windowMs / 1000)),
      isBlocked: blockMs > 0,
      timeToBlockExpire: Math.max(0, Math.ceil(blockMs / 1000)),
    };
  }
}

/** The counters in Redis while it answers, else this instance's own (the same counting, per instance). */
export class SharedOrLocalThrottlerStorage implements ThrottlerStorage {
  constructor(
    private readonly redis: RedisConnection,
    private readonly shared: ThrottlerStorage,
    private readonly local: ThrottlerStorage,
  ) {}

  increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    return sharedOrLocal(
      this.redis,
      () => this.shared.increment(key, ttl, limit, blockDuration, throttlerName),
      () => this.local.increment(key, ttl, limit, blockDuration, throttlerName),
    );
  }
}
