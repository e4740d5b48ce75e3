import { clientGone } from '../common/errors/app-error';
import { encodeJobsRunning, encodeQueueWaiting } from '../common/metrics/metrics';

export { clientGone };

/**
 * Image encoding one job at a time per slot: each picture's every width in WebP and AVIF uses
 * libvips' own threads already, so encoding several at once only piles up memory and slows every
 * request on the machine. A job is a whole request's pictures, so requests are answered in the order
 * they asked instead of all of them slowly together. A job whose request is given up (`signal`) while
 * it waits leaves the line without being run.
 */
export class EncodeQueue {
  private running = 0;
  private readonly waiting: { start: () => void }[] = [];

  constructor(private readonly slots: number) {}

  async run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw clientGone();
    // A finished job hands its slot straight to the next waiting one.
    if (this.running >= this.slots) await this.wait(signal);
    else this.running += 1;
    encodeJobsRunning.inc();
    try {
      if (signal?.aborted) throw clientGone();
      return await job();
    } finally {
      encodeJobsRunning.dec();
      // A waiter whose request was given up has left the line already.
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running -= 1;
    }
  }

  private wait(signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          encodeQueueWaiting.dec();
          signal?.removeEventListener('abort', leave);
          resolve();
        },
      };
      const leave = () => {
        const at = this.waiting.indexOf(entry);
        if (at >= 0) {
          this.waiting.splice(at, 1);
          encodeQueueWaiting.dec();
        }
        reject(clientGone());
      };
      signal?.addEventListener('abort', leave, { once: true });
      this.waiting.push(entry);
      encodeQueueWaiting.inc();
    });
  }
}
