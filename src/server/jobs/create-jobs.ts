import { createBullJobs } from './bullmq-jobs';
import { createInProcessJobs } from './in-process-jobs';
import type { Jobs, JobsOptions } from './types';

/** BullMQ when REDIS_URL is set (servers and workers share the queue), otherwise in-process. */
export async function createJobs<T>(config: { REDIS_URL?: string }, options: JobsOptions<T>): Promise<Jobs<T>> {
  return config.REDIS_URL ? createBullJobs(config.REDIS_URL, options) : createInProcessJobs(options);
}
