import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../platform/config';

type RateLimitHook = ReturnType<FastifyInstance['rateLimit']>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-IP limits a route opts into with `onRequest: app.shopperLimits.costly` (and so on). */
    shopperLimits: Record<'costly' | 'cartWrites' | 'events', RateLimitHook>;
  }
}

/**
 * One bucket per IP for each kind of call, whichever route it arrives on. A route's own
 * `config.rateLimit` would count each route apart (the probe got 30 previews a minute on every
 * preview route, about 150 in all); one handler shared by the routes counts them together. The key
 * names the bucket so that, in Redis, servers share it and the buckets never share a counter.
 */
export default fp(
  async function shopperRateLimits(app: FastifyInstance, opts: { config: AppConfig }) {
    const bucket = (name: string, max: number) =>
      app.rateLimit({ max, timeWindow: '1 minute', keyGenerator: (req) => `${name}:${req.ip}` });
    app.decorate('shopperLimits', {
      costly: bucket('costly', opts.config.PREVIEW_RATE_LIMIT),
      cartWrites: bucket('cart-writes', opts.config.CART_RATE_LIMIT),
      events: bucket('events', opts.config.EVENT_RATE_LIMIT),
    });
  },
  { name: 'shopper-rate-limits', dependencies: ['rate-limit'] },
);
