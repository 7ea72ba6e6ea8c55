import type { RunLock } from './run-lock';

import { countRun } from '../metrics/registry';
/**
 * Work that recurs on a timer (the courier poller, the sweeps, the reconciler; issues 28 and 40),
 * and the only place in the server that sets one. A run never overlaps the one before: a tick that
 * finds a run still going is skipped. A failed run is logged and the next tick tries again. The
 * timer does not keep the process alive, and `stop` waits for the run in progress, so a server
 * closes without cutting it off. With a `lock` (Redis, when the shop has it) each run is first
 * claimed for the period, so many servers run the task once a period between them; a lock that
 * cannot be asked (Redis away) lets the run go ahead, as every task is harmless to run twice.
 */
export interface PeriodicTask {
  /** Runs once now (unless a run is going), resolving when it is done; for tests and start-up. */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

export function startPeriodicTask(options: {
  name: string;
  everyMs: number;
  /** A first run this long after start, before the first full period (none when absent). */
  firstAfterMs?: number;
  run: () => Promise<unknown>;
  log: { warn(obj: object, msg: string): void };
  lock?: RunLock;
}): PeriodicTask {
  const { lock } = options;
  const claimed = async () => {
    if (!lock) return true;
    try {
      return await lock.claim(options.name, options.everyMs);
    } catch (err) {
      options.log.warn({ err, task: options.name }, `${options.name}: the run lock did not answer; running here`);
      return true;
    }
  };
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped) return Promise.resolve();
    running ??= claimed()
      .then((mine) => (mine ? countRun(options.name, options.run) : undefined))
      .then(() => undefined)
      .catch((err: unknown) => options.log.warn({ err, task: options.name }, `${options.name} failed; will try again`))
      .finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void tick(), options.everyMs);
  timer.unref();
  const first = options.firstAfterMs === undefined ? undefined : setTimeout(() => void tick(), options.firstAfterMs);
  first?.unref();
  return {
    runNow: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
