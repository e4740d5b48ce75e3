import type { ThrottlerStorage } from '@nestjs/throttler';
import { type RedisConnection, RedisThrottlerStorage, SharedOrLocalThrottlerStorage } from './redis';

interface Counter {
  hits: number;
  windowEnds: number;
  blockedUntil: number;
}

/** How often counters whose window and block have both ended are forgotten. */
const SWEEP_MS = 60_000;

/**
 * The rate-limit counters of one process (no REDIS_URL): the same fixed-window counter with a block as
 * the Redis one (redis.ts), one step a request whatever the limit. @nestjs/throttler's own in-memory
 * storage keeps every hit's expiry and filters them all on each request: with a limit of thousands a
 * minute (a shop behind one proxy's address, a load test) that filter took most of the server's time
 * (docs/performance.md).
 */
export class MemoryThrottlerStorage implements ThrottlerStorage {
  private readonly counters = new Map<string, Counter>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    const now = this.now();
    this.sweep(now);
    const id = `${throttlerName}:${key}`;
    let counter = this.counters.get(id);
    if (counter && counter.blockedUntil > now) {
      const windowLive = counter.windowEnds > now;
      return {
        totalHits: (windowLive ? counter.hits : limit) + 1,
        timeToExpire: windowLive ? Math.ceil((counter.windowEnds - now) / 1000) : 0,
        isBlocked: true,
        timeToBlockExpire: Math.ceil((counter.blockedUntil - now) / 1000),
      };
    }
    if (!counter || counter.windowEnds <= now) {
      counter = { hits: 0, windowEnds: now + ttl, blockedUntil: 0 };
      this.counters.set(id, counter);
    }
    counter.hits += 1;
    if (counter.hits > limit) counter.blockedUntil = now + blockDuration;
    const isBlocked = counter.blockedUntil > now;
    return {
      totalHits: counter.hits,
      timeToExpire: Math.ceil((counter.windowEnds - now) / 1000),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.ceil((counter.blockedUntil - now) / 1000) : 0,
    };
  }

  /** How many clients' counters are held (for tests). */
  get size(): number {
    return this.counters.size;
  }

  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_MS;
    for (const [id, counter] of this.counters)
      if (counter.windowEnds <= now && counter.blockedUntil <= now) this.counters.delete(id);
  }
}

/**
 * The rate-limit counters: in Redis with REDIS_URL (every instance counts together), else in this
 * process; in this process too while Redis does not answer.
 */
export const rateCounters = (redis: RedisConnection): ThrottlerStorage =>
  redis.client
    ? new SharedOrLocalThrottlerStorage(
        redis,
        new RedisThrottlerStorage(redis.client, redis.prefix),
        new MemoryThrottlerStorage(),
      )
    : new MemoryThrottlerStorage();
