// What `npm start` and the `npm run worker|owner|catalog:sync|backup|restore` scripts share: bring
// dist/ up to date with its sources when the build tools are installed (a clone with its dev
// dependencies), or run the release as it is when they are not (a production install made with
// `npm ci --omit=dev`, which has dist/ and no compiler).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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
  if (client) {
    const stale =
      !existsSync(CLIENT_INDEX) ||
      (canBuild &&
        Math.max(newestMtime('src/client'), newestMtime('src/contracts'), mtime('vite.config.ts')) >
          mtime(CLIENT_INDEX));
    if (stale) {
      if (!canBuild) fail(`${CLIENT_INDEX} is missing and this install has no build tools: run npm run build first`);
      console.log('Building the storefront (first start or changed sources)...');
      run(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
    }
  }
  const serverStale =
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
  if (serverStale) {
    if (!canBuild) fail(`${SERVER_MAIN} is missing and this install has no build tools: run npm run build first`);
    run(['scripts/build-server.mjs']);
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
