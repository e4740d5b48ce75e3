import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { LOGGER } from '../logging/logger.provider';
import { eventRelayFailures, eventsReceived, eventsRelayed } from '../metrics/metrics';
import { hearingOtherInstances } from '../http/content-writes';
import { RedisConnection } from '../rate-limit/redis';
import { type DomainEvent, DomainEvents } from './domain-events';

/**
 * With REDIS_URL, every instance hears every other's domain events (Redis pub/sub) and drops what they
 * change as the instance that took the write does: a page is never sent stale from a second instance.
 * While its connection is down (Redis unreachable, restarting) it cannot hear them: the instance keeps
 * nothing and computes every answer until it is subscribed again (common/http/content-writes.ts).
 * Kept answers are still sent without asking Redis. Without Redis the events stay in the process.
 */
@Injectable()
export class DomainEventsRelay implements OnModuleInit, OnApplicationShutdown {
  private readonly instance = randomUUID();
  private subscriber?: Redis;
  private stopRelaying?: () => void;
  private closing = false;

  constructor(
    private readonly redis: RedisConnection,
    private readonly events: DomainEvents,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  get channel(): string {
    return `${this.redis.prefix}domain-events`;
  }

  async onModuleInit(): Promise<void> {
    const client = this.redis.client;
    if (!client) return;
    // Deaf until subscribed; deaf again whenever the connection drops, until subscribed again.
    hearingOtherInstances(this, false);
    const subscriber = client.duplicate();
    this.subscriber = subscriber;
    subscriber.on('close', () => {
      if (!this.closing) hearingOtherInstances(this, false);
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).then(
        () => hearingOtherInstances(this, !this.closing),
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
    await subscriber.subscribe(this.channel);
    hearingOtherInstances(this, true);
    this.stopRelaying = this.events.onPublished((event) => {
      client.publish(this.channel, JSON.stringify({ from: this.instance, event })).then(
        () => eventsRelayed.inc(),
        (error: unknown) => {
          eventRelayFailures.inc();
          this.logger.warn({ err: error }, 'could not tell the other instances of a write');
        },
      );
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    this.stopRelaying?.();
    // This app no longer answers: it no longer keeps every other app in the process from keeping.
    hearingOtherInstances(this, true);
    await this.subscriber?.quit();
  }
}
