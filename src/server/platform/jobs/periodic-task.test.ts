import { afterEach, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { startPeriodicTask } from './periodic-task';
import { redisRunLock, type RunLock } from './run-lock';

const redisUrl = process.env.TEST_REDIS_URL;

/** Claims as Redis keeps them (a key with an expiry, set only when absent), on the fake clock. */
function memoryLock(): RunLock {
  const held = new Map<string, number>();
  return {
    claim: async (name, forMs) => {
      if ((held.get(name) ?? 0) > Date.now()) return false;
      held.set(name, Date.now() + forMs);
      return true;
    },
  };
}

describe('a periodic task', () => {
  afterEach(() => vi.useRealTimers());

  it('runs on every tick, never two runs at once, and goes on after a failure', async () => {
    vi.useFakeTimers();
    const warnings: object[] = [];
    let runs = 0;
    let release: (() => void) | undefined;
    const task = startPeriodicTask({
      name: 'courier poll',
      everyMs: 1000,
      log: { warn: (obj) => void warnings.push(obj) },
      run: () => {
        runs++;
        if (runs === 1) return Promise.reject(new Error('courier down'));
        return new Promise<void>((done) => (release = done));
      },
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    expect(warnings).toEqual([expect.objectContaining({ task: 'courier poll' })]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    // The second run is still going: the next ticks skip rather than start another.
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(2);
    release?.();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    release?.();
    await task.stop();
  });

  it('waits for the run in progress when stopped, and runs no more after', async () => {
    vi.useFakeTimers();
    let finished = false;
    let runs = 0;
    const task = startPeriodicTask({
      name: 'poll',
      everyMs: 1000,
      log: { warn: () => undefined },
      run: async () => {
        runs++;
        await new Promise((done) => setTimeout(done, 500));
        finished = true;
      },
    });
    void task.runNow();
    const stopping = task.stop();
    await vi.advanceTimersByTimeAsync(500);
    await stopping;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    await task.runNow();
    expect(runs).toBe(1);
  });

  it('runs first after firstAfterMs, then every period', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const task = startPeriodicTask({
      name: 'preview sweep',
      everyMs: 10_000,
      firstAfterMs: 1000,
      log: { warn: () => undefined },
      run: async () => void runs++,
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(9000);
    expect(runs).toBe(2);
    await task.stop();
  });

  it('with a shared lock, runs once a period across servers, and another takes over when one stops', async () => {
    vi.useFakeTimers();
    const lock = memoryLock();
    const runs = { a: 0, b: 0 };
    const server = (name: 'a' | 'b') =>
      startPeriodicTask({
        name: 'cod sweep',
        everyMs: 1000,
        lock,
        log: { warn: () => undefined },
        run: async () => void runs[name]++,
      });
    const a = server('a');
    const b = server('b');
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs.a + runs.b).toBe(5);
    await a.stop();
    const before = runs.b;
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs.b - before).toBe(3);
    await b.stop();
  });

  it('runs anyway, and says so, when the lock does not answer', async () => {
    vi.useFakeTimers();
    const warnings: object[] = [];
    let runs = 0;
    const task = startPeriodicTask({
      name: 'design sweep',
      everyMs: 1000,
      lock: { claim: () => Promise.reject(new Error('redis away')) },
      log: { warn: (obj) => void warnings.push(obj) },
      run: async () => void runs++,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    expect(warnings).toEqual([expect.objectContaining({ task: 'design sweep' })]);
    await task.stop();
  });

  it.skipIf(!redisUrl)('claims in Redis: one of two servers gets each period', async () => {
    const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    try {
      const prefix = `periodic-test-${Date.now()}-${Math.random().toString(36).slice(2)}:`;
      const one = redisRunLock(redis, prefix);
      const two = redisRunLock(redis, prefix);
      expect(await Promise.all([one.claim('sweep', 300), two.claim('sweep', 300)])).toEqual(
        expect.arrayContaining([true, false]),
      );
      expect(await one.claim('another', 300)).toBe(true);
      await new Promise((done) => setTimeout(done, 400));
      expect(await two.claim('sweep', 300)).toBe(true);
    } finally {
      redis.disconnect();
    }
  });
});
