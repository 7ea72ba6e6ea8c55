/**
 * Where work runs. `in-process`: here, now, bounded by the caller's own limiter. `bullmq`: through
 * Redis to whichever process works the queue (this server's embedded worker or `npm run worker`),
 * across machines. The choice is made once, from config, by createJobs.
 */
export interface Jobs<T> {
  readonly kind: 'in-process' | 'bullmq';
  /**
   * Runs one job and resolves when it is done; jobs with the same id share one run. A domain
   * error thrown by the handler comes back as such (code and message), wherever it ran.
   */
  run(id: string, data: T, timeoutMs: number): Promise<void>;
  /**
   * Runs the job once after `delayMs`, without waiting for it (a reminder an hour on). The same id
   * scheduled again while waiting is one job. In-process, a stopped server forgets it: the caller
   * keeps its own record and schedules what is still due when it starts again.
   */
  schedule(id: string, data: T, delayMs: number): Promise<void>;
  close(): Promise<void>;
}

export interface JobsOptions<T> {
  queueName: string;
  handler: (data: T) => Promise<void>;
  /** Checks data read back from the queue: it crossed a process boundary. */
  parse: (data: unknown) => T;
  /** Jobs worked at once by this process, when it works them. */
  concurrency: number;
  /** Whether this process works a shared queue too; an in-process queue is always worked here. */
  consume: boolean;
  /** How long a worker holds a job before another may take it over (shared queue only). */
  lockDuration?: number;
  log?: { warn(obj: object, msg: string): void };
}
