/**
 * Image encoding one job at a time per slot: each job (a picture's every width in WebP and AVIF) uses
 * libvips' own threads already, so running a whole upload's pictures at once only piles up memory and
 * slows every request on the machine. Jobs wait in order for a free slot.
 */
export class EncodeQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly slots: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    // A finished job hands its slot straight to the next waiting one.
    if (this.running >= this.slots) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
