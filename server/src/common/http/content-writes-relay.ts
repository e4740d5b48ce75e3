import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { LOGGER } from '../logging/logger.provider';
import { RedisConnection } from '../rate-limit/redis';
import { applyContentChange, type ContentChange, onContentChange } from './content-writes';

/**
 * With REDIS_URL, every instance hears of every other's writes (content-writes.ts) and drops the kept
 * pages they change, as the instance that took the write does: a page is never sent stale from a
 * second instance for the rest of its 30 seconds. Without Redis, nothing to do.
 */
@Injectable()
export class ContentWritesRelay implements OnModuleInit, OnApplicationShutdown {
  private readonly instance = randomUUID();
  private subscriber?: Redis;
  private stopListening?: () => void;

  constructor(
    private readonly redis: RedisConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  get channel(): string {
    return `${this.redis.prefix}content-writes`;
  }

  async onModuleInit(): Promise<void> {
    const client = this.redis.client;
    if (!client) return;
    this.subscriber = client.duplicate();
    this.subscriber.on('message', (_channel: string, message: string) => {
      try {
        const { from, change } = JSON.parse(message) as { from: string; change: ContentChange };
        if (from !== this.instance) applyContentChange(change);
      } catch (error) {
        this.logger.warn({ err: error }, 'unreadable content change from Redis');
      }
    });
    await this.subscriber.subscribe(this.channel);
    this.stopListening = onContentChange((change) => {
      client.publish(this.channel, JSON.stringify({ from: this.instance, change })).catch((error: unknown) => {
        this.logger.warn({ err: error }, 'could not tell the other instances of a write');
      });
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopListening?.();
    await this.subscriber?.quit();
  }
}
