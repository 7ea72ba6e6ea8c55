import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { redisKeysUnder, removeRedisKeysUnder, testRedisPrefix } from '../../testing/redis-prefix';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const COSTLY = [
  '/api/products/customize/nameplate',
  '/api/products/customize/kids',
  '/api/products/customize/generic',
  '/api/products/customize/mug',
  '/api/products/upload-user-image',
];
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/2';
// Each run its own addresses, so counters left in Redis by an earlier run never meet this one.
const someIp = () => `198.18.${randomInt(0, 255)}.${randomInt(1, 254)}`;

/** An empty body is refused by validation, but only after the limiter has counted the call. */
const call = (t: TestApp, method: 'POST' | 'PUT' | 'DELETE', url: string, ip: string) =>
  t.app.inject({ method, url, remoteAddress: ip, payload: {} });

describe('one rate-limit bucket per shopper', () => {
  it('counts every preview and upload route together: the 31st call of a minute gets 429 whichever route', async () => {
    const t = await buildTestApp({ name: 'pglite' });
    try {
      for (const route of COSTLY) {
        const ip = someIp();
        for (let i = 0; i < 30; i++) {
          const res = await call(t, 'POST', COSTLY[i % COSTLY.length]!, ip);
          expect(res.statusCode, `call ${i + 1}`).toBe(400);
        }
        const refused = await call(t, 'POST', route, ip);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.json().error).toContain('Too many requests');
      }
      // Another shopper is not held back by the first.
      expect((await call(t, 'POST', COSTLY[0]!, someIp())).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('limits cart writes and analytics batches per IP too', async () => {
    const t = await buildTestApp({ name: 'pglite' }, { CART_RATE_LIMIT: 4, EVENT_RATE_LIMIT: 3 });
    try {
      const ip = someIp();
      const writes = [
        await call(t, 'POST', '/api/cart/add', ip),
        await call(t, 'PUT', '/api/cart/update', ip),
        await call(t, 'DELETE', '/api/cart/remove', ip),
        await call(t, 'POST', '/api/cart/add', ip),
        await call(t, 'PUT', '/api/cart/update', ip),
      ].map((r) => r.statusCode);
      expect(writes).toEqual([400, 400, 400, 400, 429]);
      // Reading a cart stays free: the drawer reads it on every open.
      const read = await t.app.inject({ method: 'GET', url: '/api/cart?cartId=c_nopenopenopenope', remoteAddress: ip });
      expect(read.statusCode).toBe(404);
      const events: number[] = [];
      for (let i = 0; i < 4; i++) events.push((await call(t, 'POST', '/api/events', ip)).statusCode);
      expect(events).toEqual([400, 400, 400, 429]);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('shares the bucket between servers through Redis, under the shop’s key prefix', async () => {
    const prefix = testRedisPrefix();
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, PREVIEW_RATE_LIMIT: 4 };
    const a = await buildTestApp({ name: 'pglite' }, env);
    const b = await buildTestApp({ name: 'pglite' }, env);
    try {
      const ip = someIp();
      const codes = [
        await call(a, 'POST', COSTLY[0]!, ip),
        await call(b, 'POST', COSTLY[1]!, ip),
        await call(a, 'POST', COSTLY[4]!, ip),
        await call(b, 'POST', COSTLY[2]!, ip),
        await call(a, 'POST', COSTLY[3]!, ip),
      ].map((r) => r.statusCode);
      expect(codes).toEqual([400, 400, 400, 400, 429]);
      // The counter and the queues the two servers opened all sit under the prefix.
      const keys = await redisKeysUnder(REDIS_URL, prefix);
      expect(keys).toContainEqual(expect.stringMatching(new RegExp(`^${prefix}:kaarigar-rl-`)));
      for (const queue of ['kaarigar-previews', 'messages', 'checkout-reminders'])
        expect(keys).toContain(`${prefix}:bull:${queue}:meta`);
    } finally {
      await a.close();
      await b.close();
      expect(await removeRedisKeysUnder(REDIS_URL, prefix)).toEqual([]);
    }
  }, 120_000);
});
