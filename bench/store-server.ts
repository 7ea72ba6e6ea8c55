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

/** A staff account the bench's store is opened with (as `npm run owner -- create` makes one). */
export interface BenchStaff {
  username: string;
  password: string;
}

/**
 * The built store as `npm start` runs it, on the embedded database and a data folder of its own
 * (the catalogue's images from the shared cache), answering once its products answer. With
 * `owner`, that owner account is made first with the owner command while the store is stopped,
 * as a shop makes its first owner (and as scripts/e2e-store.mjs does for the journeys).
 */
export async function startStore(
  port: number,
  dataDir = mkdtempSync(join(tmpdir(), 'kg-bench-data-')),
  { owner }: { owner?: BenchStaff } = {},
) {
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    CATALOG_IMAGE_DIR: resolve('node_modules/.cache/kaarigar/catalog-images'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
  };
  if (owner) {
    const made = spawnSync('npm', ['run', '--silent', 'owner', '--', 'create', owner.username], {
      stdio: 'inherit',
      env: { ...env, OWNER_PASSWORD: owner.password },
    });
    if (made.status !== 0) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`making the bench store's owner failed (exit ${made.status})`);
    }
  }
  const server = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'ignore' });
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
