import {
  Queue,
  QueueEvents,
  UnrecoverableError,
  Worker,
  type ConnectionOptions,
  type Job,
  type QueueEventsListener,
} from 'bullmq';
import { DomainError, domainErrorFromText, domainErrorToText, isDomainError } from '../errors';
import type { Jobs, JobsOptions } from './types';

/** A worker holds a job's lock this long; a dead worker's job is found within about twice that. */
const LOCK_MS = 10_000;
/** How much longer than a job's own timeout a caller waits, to cover a dead worker's job coming back. */
export const QUEUE_RECOVERY_MS = 2 * LOCK_MS + 5_000;

// Failures written for the shopper cross Redis as text, code and all; this marks them so the caller can tell.
const SHOPPER_MESSAGE = 'shopper-message:';

/** The domain error a worker sent back, as the caller would have got it running the job itself. */
function shopperFailure(message: string, cause: unknown): DomainError | null {
  if (!message.startsWith(SHOPPER_MESSAGE)) return null;
  const sent = domainErrorFromText(message.slice(SHOPPER_MESSAGE.length));
  if (!sent) return null;
  return new DomainError(sent.code, sent.message, { retryAfterSeconds: sent.retryAfterSeconds, cause });
}

/** QueueEvents' per-job events, which BullMQ emits beside its typed ones (`failed:<job id>`). */
interface OneJobsEnd extends QueueEventsListener {
  [event: `completed:${string}`]: () => void;
  [event: `failed:${string}`]: (args: { failedReason: string }) => void;
}

/**
 * Resolves when `job` has run, or rejects with why it failed, within `ttlMs`. BullMQ's
 * `waitUntilFinished` looks the job up once it listens, and when it finds nothing it rejects
 * with "Missing key for job". But a job that failed is removed at once (removeOnFail), and a
 * worker faster than that look-up (seen on a busy machine: 29 of 400 quick refusals) leaves
 * nothing to find while its `failed` event, with the shopper's words, is still on its way.
 * So a job found gone is waited for by its event, as one still running is. `closed` ends the
 * wait when this process closes its queue, so a stopping server is not held up by its timer.
 */
function jobEnd(job: Job, events: QueueEvents, ttlMs: number, closed: AbortSignal): Promise<void> {
  const id = job.id!;
  return new Promise<void>((resolve, reject) => {
    const settle = (end: () => void) => {
      clearTimeout(timer);
      events.off<OneJobsEnd>(`completed:${id}`, onCompleted);
      events.off<OneJobsEnd>(`failed:${id}`, onFailed);
      closed.removeEventListener('abort', onClosed);
      end();
    };
    const onCompleted = () => settle(resolve);
    const onFailed = ({ failedReason }: { failedReason: string }) => settle(() => reject(new Error(failedReason)));
    const onClosed = () => settle(() => reject(new Error(`the queue closed before job ${id} finished`)));
    const timer = setTimeout(
      () => settle(() => reject(new Error(`job ${id} did not finish within ${ttlMs} ms`))),
      ttlMs,
    );
    events.on<OneJobsEnd>(`completed:${id}`, onCompleted);
    events.on<OneJobsEnd>(`failed:${id}`, onFailed);
    if (closed.aborted) return onClosed();
    closed.addEventListener('abort', onClosed, { once: true });
    // The same id may have run already, before this add (kept an hour by removeOnComplete): no
    // event will come for it. Any other end is still to be announced, to listeners already here.
    events
      .waitUntilReady()
      .then(async () => {
        if ((await job.getState()) === 'completed') settle(resolve);
      })
      .catch((err: unknown) => settle(() => reject(err instanceof Error ? err : new Error(String(err)))));
  });
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

/** The consumer side: this process takes jobs from the shared queue and runs the handler. */
function startWorker<T>(connection: ConnectionOptions, prefix: string, options: JobsOptions<T>): Worker {
  const processJob = async (data: unknown) => {
    try {
      await options.handler(options.parse(data));
    } catch (err) {
      // Only the shopper's words cross Redis; the cause stays on the error this worker logs
      // ('job failed'), so a renderer's own reason is never lost behind "Could not draw".
      if (isDomainError(err))
        throw Object.assign(new UnrecoverableError(`${SHOPPER_MESSAGE}${domainErrorToText(err)}`), { cause: err });
      throw err;
    }
  };
  const lockDuration = options.lockDuration ?? LOCK_MS;
  const worker = new Worker(options.queueName, (job) => processJob(job.data), {
    connection,
    prefix,
    concurrency: options.concurrency,
    lockDuration,
    // How often stalled jobs (their worker died) are looked for and handed back to the queue.
    stalledInterval: Math.max(500, lockDuration / 2),
  });
  worker.on('failed', (job, err) => options.log?.warn({ jobId: job?.id, err }, 'job failed'));
  return worker;
}

/**
 * Jobs through Redis to whichever process has a worker, across machines. A failed attempt is
 * retried once (a worker killed mid-job gets its job back when its lock expires); a domain
 * error is final and comes back to the caller with its code.
 */
export interface BullJobs<T> extends Jobs<T> {
  /** Stops working at once, as a dying process would: running jobs go to another worker when their locks lapse. */
  abandon(): Promise<void>;
}

/** `redis.prefix` is BullMQ's key prefix, redisNames(config).queuePrefix ('bull' unless REDIS_KEY_PREFIX says more). */
export async function createBullJobs<T>(
  redis: { url: string; prefix: string },
  options: JobsOptions<T>,
): Promise<BullJobs<T>> {
  const connection = connectionFrom(redis.url);
  const queue = new Queue(options.queueName, { connection, prefix: redis.prefix });
  const events = new QueueEvents(options.queueName, { connection, prefix: redis.prefix });
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
  const worker = options.consume ? startWorker(connection, redis.prefix, options) : undefined;
  const closing = new AbortController();
  return {
    kind: 'bullmq',
    async run(id, data, timeoutMs) {
      const job = await queue.add('run', data, {
        jobId: id.replace(/[/.:]/g, '_'),
        attempts: 2,
        backoff: { type: 'exponential', delay: 500 },
        removeOnComplete: { age: 3600, count: 1000 },
        // A failed job must not linger: its id is the content hash, so a retry would just re-read the failure.
        removeOnFail: true,
      });
      try {
        await jobEnd(job, events, timeoutMs + QUEUE_RECOVERY_MS, closing.signal);
      } catch (err) {
        throw shopperFailure(err instanceof Error ? err.message : '', err) ?? err;
      }
    },
    async schedule(id, data, delayMs) {
      // The job waits in Redis (BullMQ's delayed set): any server's worker runs it when due, even
      // after this one stops. An id already waiting is not added twice.
      await queue.add('run', data, {
        jobId: id.replace(/[/.:]/g, '_'),
        delay: Math.max(0, delayMs),
        attempts: 2,
        backoff: { type: 'exponential', delay: 500 },
        removeOnComplete: { age: 3600, count: 1000 },
        removeOnFail: { age: 24 * 3600 },
      });
    },
    async abandon() {
      await worker?.close(true);
    },
    async close() {
      closing.abort();
      await worker?.close();
      await Promise.all([events.close(), queue.close()]);
    },
  };
}
