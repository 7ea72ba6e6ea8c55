#!/usr/bin/env node
// The server the journeys run against: the built app on a fresh data folder, with the catalogue
// images shared with the unit tests so they are drawn once per machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'kaarigar-e2e-'));
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    CATALOG_IMAGE_DIR: resolve('node_modules/.cache/kaarigar/catalog-images'),
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
