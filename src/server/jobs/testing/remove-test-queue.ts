import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

/**
 * Removes a test's queue from Redis with everything BullMQ keeps for it (jobs, events, ids, meta),
 * once its callers and workers are closed, and says what is left (nothing). The machine's Redis
 * serves CI run after run: a queue left behind would stay there for good.
 */
export async function removeTestQueue(redisUrl: string, queueName: string): Promise<string[]> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(queueName, { connection: redis });
  try {
    await queue.obliterate({ force: true });
    return await redis.keys(`${queue.qualifiedName}:*`);
  } finally {
    await queue.close();
    redis.disconnect();
  }
}
