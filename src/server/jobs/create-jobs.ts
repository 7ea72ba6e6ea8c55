import { createInProcessJobs } from './in-process-jobs';
import type { Jobs, JobsOptions } from './types';

/**
 * BullMQ when REDIS_URL is set (servers and workers share the queue), otherwise in-process.
 * BullMQ is loaded only then: a store on its embedded defaults starts without it.
 */
export async function createJobs<T>(config: { REDIS_URL?: string }, options: JobsOptions<T>): Promise<Jobs<T>> {
  if (!config.REDIS_URL) return createInProcessJobs(options);
  const { createBullJobs } = await import('./bullmq-jobs');
  return createBullJobs(config.REDIS_URL, options);
}
