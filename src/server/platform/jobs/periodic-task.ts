import { countRun } from '../metrics/registry';
/**
 * Work that recurs on a timer in every server process (the courier poller; issue 28). A run never
 * overlaps the one before: a tick that finds a run still going is skipped. A failed run is logged
 * and the next tick tries again. The timer does not keep the process alive, and `stop` waits for
 * the run in progress, so a server closes without cutting it off.
 */
export interface PeriodicTask {
  /** Runs once now (unless a run is going), resolving when it is done; for tests and start-up. */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

export function startPeriodicTask(options: {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  log: { warn(obj: object, msg: string): void };
}): PeriodicTask {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped) return Promise.resolve();
    running ??= countRun(options.name, options.run)
      .then(() => undefined)
      .catch((err: unknown) => options.log.warn({ err, task: options.name }, `${options.name} failed; will try again`))
      .finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void tick(), options.everyMs);
  timer.unref();
  return {
    runNow: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
