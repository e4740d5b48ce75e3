import type { Logger } from 'pino';

/** Removals waiting at most: beyond it, the sweep takes what is left (it finds every file no row points at). */
const MAX_WAITING = 10_000;
/** The first retry's delay, doubled after each failed round up to the last. */
const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 60_000;

/**
 * Removals of files that failed (the object store blinked: a delete answered 200 to its caller and
 * left its files) tried again until they succeed: after a second, then twice as long after each round
 * that fails, at most a minute apart, so files no row points at are gone within moments of the store's
 * return rather than at the next sweep, hours later. In memory: should the process end first, the sweep
 * after the next start takes them.
 */
export class RemovalRetries {
  private readonly waiting: { what: string; attempt: () => Promise<void> }[] = [];
  private timer?: NodeJS.Timeout;
  private delay = FIRST_DELAY_MS;
  private stopped = false;

  constructor(
    private readonly logger: Logger,
    private readonly firstDelayMs = FIRST_DELAY_MS,
  ) {
    this.delay = firstDelayMs;
  }

  /** How many removals wait for a retry. */
  get size(): number {
    return this.waiting.length;
  }

  /** `attempt` failed once: tried again later, until it succeeds. */
  later(what: string, attempt: () => Promise<void>): void {
    if (this.stopped) return;
    if (this.waiting.length >= MAX_WAITING) {
      this.logger.warn(
        { event: 'removal_retry_dropped', what },
        'too many removals waiting: the sweep will take this one',
      );
      return;
    }
    this.waiting.push({ what, attempt });
    this.schedule();
  }

  /** Nest calls it when the app closes. */
  onApplicationShutdown(): void {
    this.stop();
  }

  /** Nothing more is tried (the app closes); what waits is the next start's sweep's. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => void this.round(), this.delay);
    this.timer.unref();
  }

  /** Tries each waiting removal once, in order; those that fail wait again, longer. */
  private async round(): Promise<void> {
    const batch = this.waiting.splice(0, this.waiting.length);
    let failed = 0;
    for (const [index, item] of batch.entries()) {
      if (this.stopped) break;
      try {
        await item.attempt();
      } catch {
        failed += 1;
        this.waiting.push(item);
        // The store is still out: the rest of this round would fail alike.
        this.waiting.push(...batch.slice(index + 1));
        break;
      }
    }
    this.timer = undefined;
    if (failed) this.delay = Math.min(this.delay * 2, LONGEST_DELAY_MS);
    else {
      this.delay = this.firstDelayMs;
      if (batch.length)
        this.logger.info(
          { event: 'removals_retried', count: batch.length },
          'files left by failed removals removed',
        );
    }
    if (this.waiting.length) this.schedule();
  }
}
