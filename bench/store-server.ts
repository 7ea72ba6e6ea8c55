import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export async function waitFor(url: string, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Brings dist/ up to date with the sources (as `npm start` does) before any server is timed: a
 * build under a busy machine must not eat a start-up's time limit.
 */
export function buildStore(): void {
  const built = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "(await import('./scripts/release-build.mjs')).ensureBuilt();"],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error(`building the store failed (exit ${built.status})`);
}

/**
 * The built store as `npm start` runs it, on the embedded database and a data folder of its own
 * (the catalogue's images from the shared cache), answering once its products answer.
 */
export async function startStore(port: number, dataDir = mkdtempSync(join(tmpdir(), 'kg-bench-data-'))) {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      CATALOG_IMAGE_DIR: resolve('node_modules/.cache/kaarigar/catalog-images'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((r) => server.once('exit', () => r()));
  const store = {
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    /** Stops the server, waiting until it is gone (its port free again); the data folder stays. */
    halt: async () => {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
      await exited;
    },
    /** Stops the server and removes its data folder. */
    stop: () => {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitFor(`${store.origin}/api/products?category=Mugs`);
  } catch (err) {
    store.stop();
    throw err;
  }
  return store;
}
