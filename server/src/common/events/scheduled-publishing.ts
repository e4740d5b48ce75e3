import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { type RequestContext, systemContext } from '../context/request-context';
import { LOGGER } from '../logging/logger.provider';
import { TransactionalConnection } from '../../database/transactional-connection';
import { OrderedSources } from '../ordered-sources';
import { type DomainEvent, DomainEvents } from './domain-events';

/** How often the shop looks for a publish time that came: a scheduled piece or post shows within this. */
export const SCHEDULE_CHECK_MS = 15_000;

/** A domain's rows whose publish time is in (`after`, `until`], as the events their publishing would have said. */
export type DueReader = (ctx: RequestContext, after: Date | null, until: Date) => Promise<DomainEvent[]>;

const CTX = systemContext('scheduled publishing');

/**
 * Scheduled publishing. Who sees a piece or a post is decided when it is read (database/visibility.ts:
 * public once its publish time has come), so nothing is written when the time comes; but pages and
 * answers kept from before would still leave it out. So every few seconds this asks each domain that
 * schedules (its registered DueReader, reading its own table) what came due since the last look, and
 * says so as the write that published it would have (ProductChanged, PublicationChanged), which drops
 * what was kept (cache/content-invalidation.ts), here and on the other instances.
 */
@Injectable()
export class ScheduledPublishing implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  /** The database's time of the last look: times after it and up to now are new. */
  private since?: Date;
  private running?: Promise<number>;
  private readonly readers = new OrderedSources<DueReader>();

  constructor(
    private readonly db: TransactionalConnection,
    private readonly events: DomainEvents,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * A domain's reader of what came due (registered when its module starts, before the first look).
   * Every reader has the same place: each event is published whatever its order, so they are asked
   * in the order they registered.
   */
  register(reader: DueReader): void {
    this.readers.add(0, reader);
  }

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
        this.logger.warn(
          { event: 'scheduled_publishing_unreadable', err: error },
          'the publish times could not be read; tried again shortly',
        );
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async look(): Promise<number> {
    // The database's clock, not this process's: the instances' clocks differ a little. The first look
    // only sets it (what came due before the start was read fresh by every render since).
    const [{ now }] = await this.db.query<{ now: Date }[]>(CTX, `SELECT now() AS now`);
    const after = this.since;
    this.since = now;
    if (!after) return 0;
    const due = (await this.readers.collect((reader) => reader(CTX, after, now))).flat();
    for (const event of due) this.events.publishNow(event);
    return due.length;
  }
}
