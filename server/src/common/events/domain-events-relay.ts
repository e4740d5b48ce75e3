import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { LOGGER } from '../logging/logger.provider';
import { eventRelayFailures, eventsReceived, eventsRelayed } from '../metrics/metrics';
import { RedisConnection } from '../rate-limit/redis';
import { type DomainEvent, DomainEvents } from './domain-events';

/** How often news not yet relayed is sent again while Redis refuses it. */
const RETRY_MS = 500;
/** News waiting to be relayed beyond this is told as one change of everything (CatalogueChanged drops every page). */
const MAX_WAITING = 500;

/**
 * With REDIS_URL, every instance hears every other's domain events (Redis pub/sub) and drops what they
 * change as the instance that took the write does: a page is never sent stale from a second instance.
 * While it cannot hear them (its subscription lost, or Redis not answering: common/rate-limit/redis.ts)
 * the instance keeps nothing and computes every answer until it hears again (its listeners, onHearing:
 * cache/content-invalidation.ts). Kept answers are still sent without asking Redis. News of a write
 * that cannot be relayed (Redis refused it, or did not answer in time) waits in order and is sent
 * again every half second and as soon as Redis answers, so every instance that hears hears it within
 * a few seconds. Without Redis the events stay in the process.
 */
@Injectable()
export class DomainEventsRelay implements OnModuleInit, OnApplicationShutdown {
  private readonly instance = randomUUID();
  private subscriber?: Redis;
  private subscribed = false;
  private stopRelaying?: () => void;
  private stopWatching?: () => void;
  private closing = false;
  /** News not relayed yet, oldest first. */
  private waiting: DomainEvent[] = [];
  private sending = false;
  private retry?: NodeJS.Timeout;
  /** Whether it hears the other instances (always, without Redis), and who is told when that changes. */
  private hearing = true;
  private readonly hearingListeners = new Set<(hearing: boolean) => void>();

  constructor(
    private readonly redis: RedisConnection,
    private readonly events: DomainEvents,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  get channel(): string {
    return `${this.redis.prefix}domain-events`;
  }

  onModuleInit(): void {
    const client = this.redis.client;
    if (!client) return;
    // Deaf until subscribed; deaf again whenever the connection drops or Redis stops answering.
    this.hear();
    // The subscription waits for its connection (the only Redis call that may: it is no request's).
    const subscriber = client.duplicate({ enableOfflineQueue: true });
    this.subscriber = subscriber;
    subscriber.on('error', () => undefined);
    subscriber.on('close', () => {
      this.subscribed = false;
      this.hear();
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).then(
        () => {
          this.subscribed = true;
          this.hear();
        },
        (error: unknown) => this.logger.warn({ err: error }, 'could not listen to the other instances again'),
      );
    });
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const { from, event } = JSON.parse(message) as { from: string; event: DomainEvent };
        if (from !== this.instance && typeof event?.type === 'string') {
          eventsReceived.inc();
          this.events.receive(event);
        }
      } catch (error) {
        this.logger.warn({ err: error }, 'unreadable domain event from Redis');
      }
    });
    subscriber.connect().catch(() => undefined);
    this.stopWatching = this.redis.onChange((usable) => {
      this.hear();
      if (usable) void this.send();
    });
    this.stopRelaying = this.events.onPublished((event) => {
      this.waiting.push(event);
      if (this.waiting.length > MAX_WAITING) this.waiting = [{ type: 'CatalogueChanged' }];
      void this.send();
    });
  }

  /** Told now whether this instance hears the other instances' events, and again whenever that changes. */
  onHearing(listener: (hearing: boolean) => void): () => void {
    this.hearingListeners.add(listener);
    listener(this.hearing);
    return () => this.hearingListeners.delete(listener);
  }

  private hear(): void {
    const hearing = this.closing || (this.subscribed && this.redis.usable);
    if (hearing === this.hearing) return;
    this.hearing = hearing;
    for (const listener of this.hearingListeners) listener(hearing);
  }

  /** Relays the waiting news in order; what Redis refuses waits for the next try. */
  private async send(): Promise<void> {
    const client = this.redis.client;
    if (this.sending || !client) return;
    this.sending = true;
    try {
      while (this.waiting.length && this.redis.usable) {
        try {
          await client.publish(this.channel, JSON.stringify({ from: this.instance, event: this.waiting[0] }));
          this.waiting.shift();
          eventsRelayed.inc();
        } catch (error) {
          eventRelayFailures.inc();
          this.redis.failed(error);
          break;
        }
      }
    } finally {
      this.sending = false;
    }
    if (this.waiting.length && !this.closing && !this.retry) {
      this.retry = setTimeout(() => {
        this.retry = undefined;
        void this.send();
      }, RETRY_MS);
      this.retry.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    this.stopRelaying?.();
    this.stopWatching?.();
    clearTimeout(this.retry);
    this.hear();
    const subscriber = this.subscriber;
    if (!subscriber) return;
    await Promise.race([
      subscriber.quit().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 500).unref()),
    ]);
    subscriber.disconnect();
  }
}
