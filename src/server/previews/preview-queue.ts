import { Queue, QueueEvents, UnrecoverableError, Worker, type ConnectionOptions } from 'bullmq';
import { DomainError, domainErrorFromText, domainErrorToText, isDomainError } from '../errors';
import { PreviewError } from './types';
import type { PreviewJob } from '../../contracts/previews';

export const PREVIEW_QUEUE_NAME = 'kaarigar-previews';

/** A worker holds a job's lock this long; a dead worker's job is found within about twice that. */
const LOCK_MS = 10_000;
/** How much longer than a render's own timeout a server waits, to cover a dead worker's job coming back. */
export const QUEUE_RECOVERY_MS = 2 * LOCK_MS + 5_000;

// Failures written for the shopper cross Redis as text, code and all; this marks them so the server can tell.
const SHOPPER_MESSAGE = 'shopper-message:';

/** The domain error a worker sent back, as the server would have thrown it rendering in-process. */
function shopperFailure(message: string, cause: unknown): DomainError | null {
  if (!message.startsWith(SHOPPER_MESSAGE)) return null;
  const sent = domainErrorFromText(message.slice(SHOPPER_MESSAGE.length));
  if (!sent) return null;
  if (sent.code === 'upstream_failed') return new PreviewError(sent.message, { cause });
  return new DomainError(sent.code, sent.message, { retryAfterSeconds: sent.retryAfterSeconds, cause });
}

export interface QueuedPreview {
  job: PreviewJob;
  /** Object key the result is stored under: also the job id, so identical requests share one render. */
  key: string;
}

function connectionFrom(url: string): ConnectionOptions {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username || undefined,
    password: u.password || undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

/**
 * The producer side: renders go through Redis to whichever process has a worker, across
 * machines. A failed attempt is retried (a worker killed mid-job gets its job back when its lock expires).
 */
export class PreviewQueue {
  private readonly queue: Queue<QueuedPreview>;
  private readonly events: QueueEvents;

  constructor(redisUrl: string, queueName = PREVIEW_QUEUE_NAME) {
    const connection = connectionFrom(redisUrl);
    this.queue = new Queue<QueuedPreview>(queueName, { connection });
    this.events = new QueueEvents(queueName, { connection });
  }

  async ready(): Promise<void> {
    await Promise.all([this.queue.waitUntilReady(), this.events.waitUntilReady()]);
  }

  async run(item: QueuedPreview, timeoutMs: number): Promise<void> {
    const jobId = item.key.replace(/[/.]/g, '_');
    const job = await this.queue.add('render', item, {
      jobId,
      // One retry for an unexpected crash; a failure meant for the shopper is final (UnrecoverableError).
      attempts: 2,
      backoff: { type: 'exponential', delay: 500 },
      removeOnComplete: { age: 3600, count: 1000 },
      // A failed job must not linger: its id is the content hash, so a retry would just re-read the failure.
      removeOnFail: true,
    });
    try {
      await job.waitUntilFinished(this.events, timeoutMs);
    } catch (err) {
      throw shopperFailure(err instanceof Error ? err.message : '', err) ?? err;
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.events.close(), this.queue.close()]);
  }
}

/** The consumer side, used by `npm run worker` and, unless told otherwise, inside each server. */
export function startPreviewWorker(
  redisUrl: string,
  render: (item: QueuedPreview) => Promise<void>,
  options: { concurrency: number; queueName?: string; lockDuration?: number },
): Worker<QueuedPreview> {
  const processJob = async (item: QueuedPreview) => {
    try {
      await render(item);
    } catch (err) {
      if (isDomainError(err)) throw new UnrecoverableError(`${SHOPPER_MESSAGE}${domainErrorToText(err)}`);
      throw err;
    }
  };
  const lockDuration = options.lockDuration ?? LOCK_MS;
  return new Worker<QueuedPreview>(options.queueName ?? PREVIEW_QUEUE_NAME, (job) => processJob(job.data), {
    connection: connectionFrom(redisUrl),
    concurrency: options.concurrency,
    lockDuration,
    // How often stalled jobs (their worker died) are looked for and handed back to the queue.
    stalledInterval: Math.max(500, lockDuration / 2),
  });
}
