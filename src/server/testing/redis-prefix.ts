import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * A REDIS_KEY_PREFIX of a test's own: its apps' queues, counters and channel meet no other test
 * running beside it and no earlier run.
 */
export const testRedisPrefix = () => `kaarigar-test-${randomBytes(6).toString('hex')}`;

/** Every key stored under a prefix, in Redis as it is now. */
export async function redisKeysUnder(redisUrl: string, prefix: string): Promise<string[]> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  try {
    return await keysUnder(redis, prefix);
  } finally {
    redis.disconnect();
  }
}

/**
 * Deletes everything stored under a test's prefix once its apps are closed, and says what is left
 * (nothing). The machine's Redis serves CI run after run: a key left behind would stay for good.
 */
export async function removeRedisKeysUnder(redisUrl: string, prefix: string): Promise<string[]> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  try {
    const keys = await keysUnder(redis, prefix);
    for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
    return await keysUnder(redis, prefix);
  } finally {
    redis.disconnect();
  }
}

async function keysUnder(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const batch of redis.scanStream({ match: `${prefix}:*`, count: 500 })) keys.push(...(batch as string[]));
  return keys.sort();
}
