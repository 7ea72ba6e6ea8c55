import { Queue, QueueEvents, Worker, type ConnectionOptions } from 'bullmq';
import type { PreviewJob } from './preview-jobs';

export const PREVIEW_QUEUE_NAME = 'kaarigar-previews';

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
      attempts: 3,
      backoff: { type: 'exponential', delay: 500 },
      removeOnComplete: { age: 3600, count: 1000 },
      removeOnFail: { age: 24 * 3600 },
    });
    await job.waitUntilFinished(this.events, timeoutMs);
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
  return new Worker<QueuedPreview>(options.queueName ?? PREVIEW_QUEUE_NAME, async (job) => render(job.data), {
    connection: connectionFrom(redisUrl),
    concurrency: options.concurrency,
    lockDuration: options.lockDuration ?? 30_000,
    // How often stalled jobs (their worker died) are looked for and handed back to the queue.
    stalledInterval: options.lockDuration ?? 30_000,
  });
}
