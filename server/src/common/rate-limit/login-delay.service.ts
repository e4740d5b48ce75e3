import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { rateLimited } from '../errors/app-error';
import type Redis from 'ioredis';
import { RedisConnection, sharedOrLocal } from './redis';

const MAX_DELAY_MS = 3_600_000;
const MAX_TRACKED = 50_000;

interface Failures {
  count: number;
  retryAt: number;
}

/** Where failures are kept: this process's memory, or Redis when instances share them. */
export interface FailureStore {
  get(key: string, now: number): Promise<Failures | undefined>;
  /** Kept until `expiresAt`, then forgotten. */
  set(key: string, failures: Failures, expiresAt: number, now: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export class RedisFailureStore implements FailureStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(key: string) {
    const raw = await this.redis.get(this.prefix + key);
    return raw ? (JSON.parse(raw) as Failures) : undefined;
  }

  async set(key: string, failures: Failures, expiresAt: number, now: number) {
    await this.redis.set(this.prefix + key, JSON.stringify(failures), 'PX', Math.max(1, expiresAt - now));
  }

  async delete(key: string) {
    await this.redis.del(this.prefix + key);
  }
}

export class MemoryFailureStore implements FailureStore {
  private readonly entries = new Map<string, Failures & { expiresAt: number }>();

  async get(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) this.entries.delete(key);
    return this.entries.get(key);
  }

  async set(key: string, failures: Failures, expiresAt: number, now: number) {
    if (this.entries.size >= MAX_TRACKED) {
      for (const [k, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(k);
      if (this.entries.size >= MAX_TRACKED) this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(key, { ...failures, expiresAt });
  }

  async delete(key: string) {
    this.entries.delete(key);
  }
}

/** The failures in Redis while it answers, else in this instance (as without REDIS_URL). */
export class SharedOrLocalFailureStore implements FailureStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly shared: FailureStore,
    private readonly local: FailureStore,
  ) {}

  get(key: string, now: number) {
    return sharedOrLocal(
      this.redis,
      () => this.shared.get(key, now),
      () => this.local.get(key, now),
    );
  }

  set(key: string, failures: Failures, expiresAt: number, now: number) {
    return sharedOrLocal(
      this.redis,
      () => this.shared.set(key, failures, expiresAt, now),
      () => this.local.set(key, failures, expiresAt, now),
    );
  }

  delete(key: string) {
    return sharedOrLocal(
      this.redis,
      () => this.shared.delete(key),
      () => this.local.delete(key),
    );
  }
}

/**
 * The growing delay per client and e-mail after failed logins (1 s doubling per failure, capped at
 * an hour, no hard lock-out), on top of the per-client limit. A client quiet for an hour past its
 * delay starts again from the base delay.
 */
@Injectable()
export class LoginDelayService {
  private readonly baseMs: number;
  private readonly store: FailureStore;

  constructor(@Inject(APP_CONFIG) config: AppConfig, redis: RedisConnection) {
    this.baseMs = config.rateLimits.loginDelayBaseMs;
    this.store = redis.client
      ? new SharedOrLocalFailureStore(
          redis,
          new RedisFailureStore(redis.client, `${redis.prefix}login-delay:`),
          new MemoryFailureStore(),
        )
      : new MemoryFailureStore();
  }

  async assertAllowed(client: string, email: string, now = Date.now()): Promise<void> {
    const entry = await this.store.get(this.key(client, email), now);
    if (entry && entry.retryAt > now) throw rateLimited(Math.ceil((entry.retryAt - now) / 1000));
  }

  async recordFailure(client: string, email: string, now = Date.now()): Promise<void> {
    if (this.baseMs === 0) return;
    const key = this.key(client, email);
    const previous = await this.store.get(key, now);
    const count = previous ? previous.count + 1 : 1;
    const retryAt = now + Math.min(this.baseMs * 2 ** (count - 1), MAX_DELAY_MS);
    await this.store.set(key, { count, retryAt }, retryAt + MAX_DELAY_MS, now);
  }

  async recordSuccess(client: string, email: string): Promise<void> {
    await this.store.delete(this.key(client, email));
  }

  private key(client: string, email: string) {
    return `${client}|${email}`;
  }
}
