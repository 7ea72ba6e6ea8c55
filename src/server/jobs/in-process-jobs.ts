import type { Jobs, JobsOptions } from './types';

/**
 * Jobs run in this process as they come. Identical jobs in flight share one run, as they share
 * one job id on the shared queue; the handler brings its own bound (the preview render limiter).
 */
export function createInProcessJobs<T>(options: Pick<JobsOptions<T>, 'handler'>): Jobs<T> {
  const inFlight = new Map<string, Promise<void>>();
  return {
    kind: 'in-process',
    run(id, data) {
      const running = inFlight.get(id);
      if (running) return running;
      const run = options.handler(data).finally(() => inFlight.delete(id));
      inFlight.set(id, run);
      return run;
    },
    async close() {
      await Promise.allSettled(inFlight.values());
    },
  };
}
