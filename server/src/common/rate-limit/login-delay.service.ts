import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { rateLimited } from '../errors/app-error';

const MAX_DELAY_MS = 3_600_000;
const MAX_TRACKED = 50_000;

interface Failures {
  count: number;
  retryAt: number;
}

/**
 * The growing delay per client and e-mail after failed logins (1 s doubling per failure, capped at
 * an hour, no hard lock-out), on top of the per-client limit. Kept in memory: one instance.
 */
@Injectable()
export class LoginDelayService {
  private readonly failures = new Map<string, Failures>();
  private readonly baseMs: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.baseMs = config.rateLimits.loginDelayBaseMs;
  }

  assertAllowed(client: string, email: string, now = Date.now()): void {
    const entry = this.failures.get(this.key(client, email));
    if (entry && entry.retryAt > now) throw rateLimited(Math.ceil((entry.retryAt - now) / 1000));
  }

  recordFailure(client: string, email: string, now = Date.now()): void {
    if (this.baseMs === 0) return;
    const key = this.key(client, email);
    const previous = this.failures.get(key);
    // A client that has been quiet for an hour past its delay starts again from the base delay.
    const count = previous && previous.retryAt + MAX_DELAY_MS > now ? previous.count + 1 : 1;
    const delay = Math.min(this.baseMs * 2 ** (count - 1), MAX_DELAY_MS);
    if (this.failures.size >= MAX_TRACKED) this.prune(now);
    this.failures.set(key, { count, retryAt: now + delay });
  }

  recordSuccess(client: string, email: string): void {
    this.failures.delete(this.key(client, email));
  }

  private key(client: string, email: string) {
    return `${client}\u0000${email}`;
  }

  private prune(now: number) {
    for (const [key, entry] of this.failures) if (entry.retryAt + MAX_DELAY_MS < now) this.failures.delete(key);
    if (this.failures.size >= MAX_TRACKED) this.failures.delete(this.failures.keys().next().value as string);
  }
}
