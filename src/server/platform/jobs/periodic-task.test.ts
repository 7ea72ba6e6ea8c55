import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicTask } from './periodic-task';

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
});
