#!/usr/bin/env node
// The server the journeys run against: the built app on a fresh data folder, with the catalogue
// images shared with the unit tests (src/server/testing/paths.ts) so they are drawn once per machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runJourneyStore } from './e2e-store.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'kaarigar-e2e-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  CATALOG_IMAGE_DIR: resolve('node_modules/.cache/kaarigar/test-catalog-images'),
  DATABASE_URL: '',
  REDIS_URL: '',
  LOG_LEVEL: 'warn',
  // The journeys all order with one mobile number from one address, more than a shopper's hourly limit.
  ORDER_RATE_LIMIT: '1000',
  ORDER_PHONE_RATE_LIMIT: '1000',
  // The shop's own address: review requests (and link previews) are made with it, never without.
  PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 5000}`,
};

// Every catalogue image, drawn quickly into the tests' folder (the unit tests draw only the first
// of each product); the store would otherwise draw the rest with the published encoding. A store
// a journey starts for itself (e2e/own-server.ts) runs after the suite's own store drew them all.
const drawn = process.env.E2E_IMAGES_DRAWN
  ? { status: 0 }
  : spawnSync(process.execPath, ['--import', 'tsx', 'src/server/testing/draw-test-images.ts'], { stdio: 'inherit' });
if (drawn.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(drawn.status ?? 1);
}

// The workspace journey's staff: every account in e2e/staff-accounts.json.
runJourneyStore(env);
