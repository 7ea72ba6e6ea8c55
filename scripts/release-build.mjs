// What `npm start` and the `npm run worker|owner|catalog:sync|backup|restore` scripts share: bring
// dist/ up to date with its sources when the build tools are installed (a clone with its dev
// dependencies), or run the release as it is when they are not (a production install made with
// `npm ci --omit=dev`, which has dist/ and no compiler).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** Whether a package is installed here (dev dependencies are not in a production install). */
export function installed(name) {
  try {
    require.resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}

const CLIENT_INDEX = 'dist/client/index.html';
const SERVER_MAIN = 'dist/server/main.js';

/** Builds the browser app and the server when missing or older than their sources. */
export function ensureBuilt({ client = true } = {}) {
  const canBuild = installed('vite') && installed('esbuild') && existsSync('src');
  const clientNeeded = client && clientStale(canBuild);
  if (!clientNeeded && !serverStale(canBuild)) return;
  // Without the build tools a build is only needed when a file is missing.
  if (!canBuild)
    fail(
      `${clientNeeded ? CLIENT_INDEX : SERVER_MAIN} is missing and this install has no build tools: run npm run build first`,
    );
  // Checked again holding the lock: another process may have built it meanwhile.
  whileBuilding(() => {
    if (client && clientStale(canBuild)) {
      console.log('Building the storefront (first start or changed sources)...');
      run(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
    }
    if (serverStale(canBuild)) run(['scripts/build-server.mjs']);
  });
}

const clientStale = (canBuild) =>
  !existsSync(CLIENT_INDEX) ||
  (canBuild &&
    Math.max(newestMtime('src/client'), newestMtime('src/contracts'), mtime('vite.config.ts')) > mtime(CLIENT_INDEX));

const serverStale = (canBuild) =>
  !existsSync(SERVER_MAIN) ||
  (canBuild &&
    Math.max(
      newestMtime('src/server'),
      newestMtime('src/contracts'),
      newestMtime('src/client'),
      newestMtime('seed'),
      mtime('scripts/build-server.mjs'),
      mtime('package.json'),
    ) > mtime(SERVER_MAIN));

/** Held (a file naming its holder's pid) while one process builds. */
const BUILD_LOCK = 'dist/.building';

/**
 * Runs `build` while no other process builds: two programs started at once from a checkout whose
 * sources changed (`npm start` and `npm run worker` after a pull, the journeys' two web servers)
 * would otherwise both build, and one would delete dist/server under the other's running program.
 * A lock whose holder has died is taken over.
 */
export function whileBuilding(build) {
  mkdirSync('dist', { recursive: true });
  for (;;) {
    try {
      writeFileSync(BUILD_LOCK, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    let holder;
    try {
      holder = Number(readFileSync(BUILD_LOCK, 'utf8'));
    } catch {
      continue; // released meanwhile
    }
    if (holder && !isRunning(holder)) rmSync(BUILD_LOCK, { force: true });
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
  try {
    build();
  } finally {
    rmSync(BUILD_LOCK, { force: true });
  }
}

/** Whether a process with this id runs (signal 0 only asks). */
export function isRunning(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

function run(args) {
  const res = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
