import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { systemContext } from '../common/context/request-context';
import { DomainEvents } from '../common/events/domain-events';
import { LOGGER } from '../common/logging/logger.provider';
import { TransactionalConnection } from '../database/transactional-connection';

/** How often the shop looks for a publish time that came: a scheduled piece or post shows within this. */
export const SCHEDULE_CHECK_MS = 15_000;

const CTX = systemContext('scheduled publishing');

/**
 * Scheduled publishing (issue 40). Who sees a piece or a post is decided when it is read
 * (database/visibility.ts: public once its publish time has come), so nothing is written when the time
 * comes; but pages and answers kept from before would still leave it out. So every few seconds this
 * looks for the publish times that came since it last looked, and says so as the write that published
 * it would have: a ProductChanged or PublicationChanged event, which drops what was kept
 * (cache/content-invalidation.ts), here and on the other instances.
 */
@Injectable()
export class ScheduledPublishing implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  /** The database's time of the last look: times after it and up to now are new. */
  private since?: Date;
  private running?: Promise<number>;

  constructor(
    private readonly db: TransactionalConnection,
    private readonly events: DomainEvents,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.check(), SCHEDULE_CHECK_MS);
    this.timer.unref();
    void this.check();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Announces what went public since the last look; answers how many. One look at a time. */
  check(): Promise<number> {
    this.running ??= this.look()
      .catch((error: unknown) => {
        this.logger.warn({ event: 'scheduled_publishing_unreadable', err: error }, 'the publish times could not be read; tried again shortly');
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async look(): Promise<number> {
    // One statement: the database's time, and what came due after the last look and up to it (none on
    // the first look, which only sets the clock), read from the partial indexes on publish_at.
    const rows: { now: Date; kind: 'product' | 'publication' | null; id: number | null }[] = await this.db.query(
      CTX,
      `SELECT now() AS now, due.kind, due.id
       FROM (SELECT 1) AS one
       LEFT JOIN (
         SELECT 'product' AS kind, id FROM products
         WHERE NOT draft AND publish_at IS NOT NULL AND publish_at > COALESCE($1::timestamptz, now()) AND publish_at <= now()
         UNION ALL
         SELECT 'publication' AS kind, id FROM publications
         WHERE NOT draft AND publish_at IS NOT NULL AND publish_at > COALESCE($1::timestamptz, now()) AND publish_at <= now()
       ) AS due ON true`,
      [this.since ?? null],
    );
    const now = rows[0].now;
    const due = rows.flatMap((row) => (row.kind && row.id !== null ? [{ kind: row.kind, id: row.id }] : []));
    this.since = now;
    for (const item of due) this.events.publishNow(item.kind === 'product' ? { type: 'ProductChanged', id: item.id } : { type: 'PublicationChanged', id: item.id });
    return due.length;
  }
}
