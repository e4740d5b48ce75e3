import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { LOGGER } from '../logging/logger.provider';
import { RedisConnection } from '../rate-limit/redis';
import { type DomainEvent, DomainEvents } from './domain-events';

/**
 * With REDIS_URL, every instance hears every other's domain events (Redis pub/sub) and drops what they
 * change as the instance that took the write does: a page is never sent stale from a second instance.
 * Without Redis the events stay in the process.
 */
@Injectable()
export class DomainEventsRelay implements OnModuleInit, OnApplicationShutdown {
  private readonly instance = randomUUID();
  private subscriber?: Redis;
  private stopRelaying?: () => void;

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
    this.subscriber = client.duplicate();
    this.subscriber.on('message', (_channel: string, message: string) => {
      try {
        const { from, event } = JSON.parse(message) as { from: string; event: DomainEvent };
        if (from !== this.instance && typeof event?.type === 'string') this.events.receive(event);
      } catch (error) {
        this.logger.warn({ err: error }, 'unreadable domain event from Redis');
      }
    });
    await this.subscriber.subscribe(this.channel);
    this.stopRelaying = this.events.onPublished((event) => {
      client.publish(this.channel, JSON.stringify({ from: this.instance, event })).catch((error: unknown) => {
        this.logger.warn({ err: error }, 'could not tell the other instances of a write');
      });
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopRelaying?.();
    await this.subscriber?.quit();
  }
}
