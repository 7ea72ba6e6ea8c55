import type { Jobs, JobsOptions } from './types';

/**
 * Jobs run in this process as they come. Identical jobs in flight share one run, as they share
 * one job id on the shared queue; the handler brings its own bound (the preview render limiter).
 */
export function createInProcessJobs<T>(options: Pick<JobsOptions<T>, 'handler' | 'log'>): Jobs<T> {
  const inFlight = new Map<string, Promise<void>>();
  const waiting = new Map<string, NodeJS.Timeout>();
  function run(id: string, data: T): Promise<void> {
    const running = inFlight.get(id);
    if (running) return running;
    const started = options.handler(data).finally(() => inFlight.delete(id));
    inFlight.set(id, started);
    return started;
  }
  return {
    kind: 'in-process',
    run,
    async schedule(id, data, delayMs) {
      if (waiting.has(id)) return;
      const timer = setTimeout(
        () => {
          waiting.delete(id);
          // A failed scheduled job has no caller to tell; its handler records its own outcome.
          run(id, data).catch((err: unknown) => options.log?.warn({ jobId: id, err }, 'scheduled job failed'));
        },
        Math.max(0, delayMs),
      );
      // A waiting reminder does not keep the process alive.
      timer.unref();
      waiting.set(id, timer);
    },
    async close() {
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
      await Promise.allSettled(inFlight.values());
    },
  };
}
