#!/usr/bin/env node
// `npm start`: builds the browser app when it is missing or older than its sources, then runs the
// server (TypeScript through tsx) on the embedded defaults unless env says otherwise.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
