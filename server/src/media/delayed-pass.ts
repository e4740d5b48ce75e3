/**
 * A pass over pictures in the background that starts a while after it is asked for (the first pages are
 * not kept waiting for the encoder), runs one at a time, and lets the app's shutdown wait for the run under
 * way: the share previews' backfill and the demo pictures' pass.
 */
export class DelayedPass {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private closed = false;

  constructor(
    private readonly run: () => Promise<void>,
    private readonly delayMs: number,
  ) {}

  /** The app is closing: a run checks it between pictures and leaves the rest to the next start. */
  get stopped(): boolean {
    return this.closed;
  }

  /** Whether a start is waiting for its delay. */
  get waiting(): boolean {
    return this.timer !== undefined;
  }

  /**
   * Starts a run after the delay, unless one is under way or the app is closing. A start already waiting
   * keeps its time, or with `putOff` waits the whole delay again.
   */
  start(putOff = false): void {
    if (this.closed || this.running || (this.timer && !putOff)) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.run().finally(() => (this.running = undefined));
    }, this.delayMs);
    this.timer.unref();
  }

  /** Resolves once nothing waits or runs: for tests and the shutdown. */
  async settled(): Promise<void> {
    while (this.timer || this.running) {
      if (this.running) await this.running;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** No more starts; the run under way is finished first. */
  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
