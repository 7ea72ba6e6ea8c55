#!/usr/bin/env node
// The shipping journey's server (e2e/shipping.spec.ts starts it on a free port): the built app with
// Shiprocket as its courier, pointed at the fake Shiprocket (started first; its control port, which
// sends the tracking webhooks, is FAKE_SHIPROCKET_CONTROL_PORT), on a fresh data folder with the
// journey's owner made by the command. The suite's default server is not touched.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runJourneyStore } from './e2e-store.mjs';

const port = Number(process.env.PORT);
const keys = {
  SHIPROCKET_EMAIL: 'api@kaarigar.test',
  SHIPROCKET_PASSWORD: 'e2e-shiprocket-password',
  SHIPROCKET_PICKUP_LOCATION: 'Workshop',
  SHIPROCKET_WEBHOOK_TOKEN: 'e2e-shiprocket-panel-token',
};
const dataDir = mkdtempSync(join(tmpdir(), 'kaarigar-e2e-shipping-'));
const store = `http://127.0.0.1:${port}`;

const fake = spawn(process.execPath, ['--import', 'tsx', 'src/server/shipping/shiprocket/testing/main.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, ...keys, FAKE_SHIPROCKET_STORE_URL: store },
});
const apiUrl = await new Promise((ready, fail) => {
  fake.stdout.on('data', (chunk) => {
    const match = /ready (\S+)/.exec(String(chunk));
    if (match) ready(match[1]);
  });
  fake.on('exit', (code) => fail(new Error(`the fake Shiprocket exited with ${code}`)));
});

const env = {
  ...process.env,
  ...keys,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: store,
  DATA_DIR: dataDir,
  CATALOG_IMAGE_DIR: resolve('node_modules/.cache/kaarigar/test-catalog-images'),
  DATABASE_URL: '',
  REDIS_URL: '',
  LOG_LEVEL: 'warn',
  SHIPPING_PROVIDER: 'shiprocket',
  SHIPROCKET_API_URL: apiUrl,
};
runJourneyStore(env, { roles: ['owner'], fakes: [fake] });
