// What every journey server shares: its staff made with the owner command while the store is
// stopped (as a shop makes its first owner), then the built store run until Playwright stops it,
// with the data folder and any fake service it started removed on the way out.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const STAFF = JSON.parse(readFileSync('e2e/staff-accounts.json', 'utf8'));

/**
 * Starts a fake outside service (its `testing/main.ts`) in a process of its own and resolves once
 * it prints `ready <url>`, with the process (to stop with the store) and that URL.
 */
export async function startFake(entry, env, name) {
  const fake = spawn(process.execPath, ['--import', 'tsx', entry], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const url = await new Promise((ready, fail) => {
    fake.stdout.on('data', (chunk) => {
      const match = /ready (\S+)/.exec(String(chunk));
      if (match) ready(match[1]);
    });
    fake.on('exit', (code) => fail(new Error(`the fake ${name} exited with ${code}`)));
  });
  return { fake, url };
}

/** A fresh data folder for a journey's store (runJourneyStore removes it when the store stops). */
export const journeyDataDir = (name) => mkdtempSync(join(tmpdir(), `kaarigar-e2e-${name}-`));

/**
 * The store's environment for a journey: on `port` with PUBLIC_URL its own address, the embedded
 * database in `dataDir`, the test catalogue's images, and `settings` on top.
 */
export function journeyStoreEnv(port, dataDir, settings) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    CATALOG_IMAGE_DIR: resolve('node_modules/.cache/kaarigar/test-catalog-images'),
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    ...settings,
  };
}

/**
 * Runs the store on `env` (its DATA_DIR a fresh folder of ours) with the accounts named in
 * `roles` ('owner', 'maker', ...; e2e/staff-accounts.json), stopping `fakes` with it.
 */
export function runJourneyStore(env, { roles = Object.keys(STAFF), fakes = [] } = {}) {
  const cleanUp = () => {
    for (const fake of fakes) fake.kill('SIGTERM');
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  };
  for (const role of roles) {
    const { username, password } = STAFF[role];
    const args = [
      'run',
      '--silent',
      'owner',
      '--',
      'create',
      username,
      ...(role === 'maker' ? ['--role', 'maker'] : []),
    ];
    const made = spawnSync('npm', args, { stdio: 'inherit', env: { ...env, OWNER_PASSWORD: password } });
    if (made.status !== 0) {
      cleanUp();
      process.exit(made.status ?? 1);
    }
  }
  const child = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env });
  const stop = () => {
    child.kill('SIGTERM');
    for (const fake of fakes) fake.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  child.on('exit', (code) => {
    cleanUp();
    process.exit(code ?? 0);
  });
}
