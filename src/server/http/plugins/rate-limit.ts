import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { redisNames, type AppConfig } from '../../platform/config';
import { DomainError } from '../../platform/errors';

/**
 * Per-IP limits on the costly calls (routes opt in with `config.rateLimit`). Counters live in
 * memory, or in Redis when REDIS_URL is set so every server process shares them.
 */
export default fp(
  async function rateLimits(app: FastifyInstance, opts: { config: AppConfig }) {
    const redis = opts.config.REDIS_URL
      ? new Redis(opts.config.REDIS_URL, {
          connectTimeout: 2000,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          lazyConnect: false,
        })
      : undefined;
    if (redis) {
      app.addHook('onClose', async () => void redis.disconnect());
      await connected(redis, app);
    }
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: redisNames(opts.config).rateLimit,
      // Redis being briefly away must not take previews down with it.
      skipOnError: true,
      errorResponseBuilder: (_req, context) => {
        const seconds = Math.ceil(context.ttl / 1000);
        return new DomainError('rate_limited', `Too many requests. Please wait ${seconds} seconds and try again.`, {
          retryAfterSeconds: seconds,
        });
      },
    });
  },
  { name: 'rate-limit' },
);

/**
 * Waits (briefly) for the connection before the server takes requests: with no offline queue,
 * every call made before it is up would skip the limit (skipOnError), so a server just started
 * would not count its first requests. A Redis that stays away is logged, not fatal.
 */
async function connected(redis: Redis, app: FastifyInstance): Promise<void> {
  const isReady = () => redis.status === 'ready';
  if (isReady()) return;
  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<void>((resolve) => redis.once('ready', resolve));
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, 5000)));
  await Promise.race([ready, late]);
  clearTimeout(timer);
  if (!isReady()) app.log.warn('Redis is not answering yet: rate limits are skipped until it does');
}
