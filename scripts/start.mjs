#!/usr/bin/env node
// `npm start`: builds the browser app and the server (dist/client, dist/server) when missing or older
// than their sources, then runs the compiled server on the embedded defaults unless env says otherwise.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'dotenv';
import { ensureBuilt } from './release-build.mjs';

ensureBuilt();

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
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: tryOut ? 'development' : 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
