import { redisNames, type Env } from '../config';
import { createInProcessJobs } from './in-process-jobs';
import type { Jobs, JobsOptions } from './types';

/**
 * BullMQ when REDIS_URL is set (servers and workers share the queue), otherwise in-process.
 * BullMQ is loaded only then: a store on its embedded defaults starts without it.
 */
export async function createJobs<T>(
  config: Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  options: JobsOptions<T>,
): Promise<Jobs<T>> {
  if (!config.REDIS_URL) return createInProcessJobs(options);
  const { createBullJobs } = await import('./bullmq-jobs');
  return createBullJobs({ url: config.REDIS_URL, prefix: redisNames(config).queuePrefix }, options);
}
