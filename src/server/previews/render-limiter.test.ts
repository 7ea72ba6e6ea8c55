import { describe, expect, it } from 'vitest';
import { LimiterFullError, RenderLimiter } from './render-limiter';

describe('RenderLimiter', () => {
  it('runs at most N tasks at once and queues the rest', async () => {
    const limiter = new RenderLimiter(2, 10);
    let active = 0;
    let peak = 0;
    const task = async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 10));
      active--;
      return 'done';
    };
    const results = await Promise.all(Array.from({ length: 7 }, () => limiter.run(task)));
    expect(results).toEqual(Array(7).fill('done'));
    expect(peak).toBe(2);
    expect(limiter.stats).toEqual({ running: 0, queued: 0 });
  });

  it('refuses work past the queue and frees its slot after a failure', async () => {
    const limiter = new RenderLimiter(1, 1);
    let release: () => void = () => undefined;
    const blocker = limiter.run(() => new Promise<void>((r) => (release = r)));
    const queued = limiter.run(async () => 'queued');
    await expect(limiter.run(async () => 'x')).rejects.toBeInstanceOf(LimiterFullError);
    release();
    await blocker;
    expect(await queued).toBe('queued');
    await expect(limiter.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'after')).toBe('after');
  });
});
