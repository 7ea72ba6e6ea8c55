import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryLoginThrottle, RedisLoginThrottle, throttleKey, type LoginThrottle } from './login-throttle';

const redisUrl = process.env.TEST_REDIS_URL;

async function fail(throttle: LoginThrottle, key: string, times: number) {
  for (let i = 0; i < times; i++) await throttle.recordFailure(key);
}

describe('sign-in lockout', () => {
  it('keys on the IP and the username as typed in any case', () => {
    expect(throttleKey('10.0.0.1', ' Asha ')).toBe(throttleKey('10.0.0.1', 'asha'));
    expect(throttleKey('10.0.0.1', 'asha')).not.toBe(throttleKey('10.0.0.2', 'asha'));
  });

  it('in memory: locks for 15 minutes after 5 failures within 15 minutes, then lets go', async () => {
    let now = 0;
    const throttle = new MemoryLoginThrottle(() => now);
    await fail(throttle, 'k', 4);
    expect(await throttle.lockedFor('k')).toBe(0);
    await fail(throttle, 'k', 1);
    expect(await throttle.lockedFor('k')).toBe(900);
    now += 14 * 60 * 1000;
    expect(await throttle.lockedFor('k')).toBe(60);
    now += 60 * 1000;
    expect(await throttle.lockedFor('k')).toBe(0);
  });

  it('in memory: failures older than 15 minutes no longer count, and a success resets', async () => {
    let now = 0;
    const throttle = new MemoryLoginThrottle(() => now);
    await fail(throttle, 'k', 4);
    now += 15 * 60 * 1000 + 1;
    await fail(throttle, 'k', 1);
    expect(await throttle.lockedFor('k')).toBe(0);
    await fail(throttle, 'k', 3);
    await throttle.reset('k');
    await fail(throttle, 'k', 4);
    expect(await throttle.lockedFor('k')).toBe(0);
  });

  describe.runIf(redisUrl)('in Redis', () => {
    const redis = new Redis(redisUrl ?? '');
    const prefix = `kaarigar-login-test-${randomBytes(4).toString('hex')}:`;
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    });

    it('locks for 15 minutes after 5 failures, shared by every process on the same Redis', async () => {
      const a = new RedisLoginThrottle(redis, prefix);
      const b = new RedisLoginThrottle(redis, prefix);
      await fail(a, 'k', 3);
      await fail(b, 'k', 1);
      expect(await a.lockedFor('k')).toBe(0);
      await fail(b, 'k', 1);
      expect(await a.lockedFor('k')).toBeGreaterThan(895);
      expect(await b.lockedFor('k')).toBeLessThanOrEqual(900);
      expect(await a.lockedFor('other')).toBe(0);
    });
  });
});
