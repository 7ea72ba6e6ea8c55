import { pathToFileURL } from 'node:url';
import { removeTempDirs, stopAll } from './processes';

const cleanups: (() => Promise<void>)[] = [];

/** Registers a clean-up (drop a database, release Redis) that runs after every process has been stopped. */
export function onCleanup(fn: () => Promise<void>): void {
  cleanups.push(fn);
}

/** Stops our processes, then runs the clean-ups in reverse order; a failing clean-up is reported, not fatal. */
export async function cleanUp(): Promise<void> {
  await stopAll();
  for (const fn of cleanups.splice(0).reverse()) {
    await fn().catch((err: unknown) => console.error('clean-up failed:', err));
  }
  removeTempDirs();
}

/** True when this module is the script node was started with (not imported by bench/run.ts). */
export function isMain(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href;
}

/**
 * Runs a script's main function and exits with its verdict. Ctrl-C or SIGTERM still cleans up:
 * no server, worker or throw-away database outlives the run.
 */
export function runScript(main: () => Promise<boolean>): void {
  let stopping = false;
  const interrupt = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', () => interrupt('SIGINT'));
  process.once('SIGTERM', () => interrupt('SIGTERM'));
  main()
    .then(async (ok) => {
      await cleanUp();
      process.exit(ok ? 0 : 1);
    })
    .catch(async (err: unknown) => {
      console.error(err);
      await cleanUp();
      process.exit(1);
    });
}
