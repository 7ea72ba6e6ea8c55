import { DomainError } from '../platform/errors';

/**
 * At most `concurrency` renders at once and at most `maxQueued` waiting: a burst of previews
 * queues instead of exhausting memory, and past the queue it is refused quickly.
 */
export class RenderLimiter {
  private running = 0;
  private waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxQueued: number,
  ) {}

  get stats() {
    return { running: this.running, queued: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueued) throw new LimiterFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** Seconds a shopper is asked to wait when the queue is full: about one render's time. */
export const LIMITER_RETRY_AFTER_SECONDS = 5;

export class LimiterFullError extends DomainError<'busy'> {
  constructor() {
    super('busy', 'Too many previews are being made right now. Please try again in a moment.', {
      retryAfterSeconds: LIMITER_RETRY_AFTER_SECONDS,
    });
  }
}
