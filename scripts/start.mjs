#!/usr/bin/env node
// `npm start`: builds the browser app when it is missing or older than its sources, then runs the
// server (TypeScript through tsx) on the embedded defaults unless env says otherwise.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'dotenv';

const builtIndex = 'dist/client/index.html';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sourcesChanged = () =>
  Math.max(newestMtime('src/client'), newestMtime('src/contracts'), statSync('vite.config.ts').mtimeMs) >
  statSync(builtIndex).mtimeMs;

if (!existsSync(builtIndex) || sourcesChanged()) {
  console.log('Building the storefront (first start or changed sources)...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A shop runs in production mode, where PUBLIC_URL is required (src/server/platform/config.ts): every link
// the shop sends is made from it. A newcomer's first `npm start` on their own computer has none
// yet, so it runs as a try-out on this machine instead of refusing to start: links point here,
// and the workspace says so until PUBLIC_URL is set (in the environment or in .env).
const fromDotenv = existsSync('.env') ? parse(readFileSync('.env')) : {};
const publicUrl = process.env.PUBLIC_URL ?? fromDotenv.PUBLIC_URL;
const tryOut = !publicUrl && !process.env.NODE_ENV && !fromDotenv.NODE_ENV;
if (tryOut)
  console.log(
    'PUBLIC_URL is not set: running as a try-out on this computer, with every link the shop sends ' +
      "pointing here. Set PUBLIC_URL in .env to the shop's address before taking real orders.",
  );
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: tryOut ? 'development' : 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
