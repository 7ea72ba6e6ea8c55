#!/usr/bin/env node
// The payments journey's server (e2e/payments.spec.ts starts it on a free port): the built app in
// local mode with Razorpay, pointed at the fake Razorpay (started first, on a free port of its own),
// on a fresh data folder with the journey's owner made by the command.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runJourneyStore } from './e2e-store.mjs';

const port = Number(process.env.PORT);
const keys = {
  RAZORPAY_KEY_ID: 'rzp_test_E2eKaarigar01',
  RAZORPAY_KEY_SECRET: 'e2e-razorpay-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'e2e-razorpay-webhook-secret',
};
const dataDir = mkdtempSync(join(tmpdir(), 'kaarigar-e2e-payments-'));
const store = `http://127.0.0.1:${port}`;

const fake = spawn(
  process.execPath,
  ['--import', 'tsx', 'src/server/payments/razorpay/testing/fake-razorpay/main.ts'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...keys, FAKE_RAZORPAY_STORE_URL: store },
  },
);
const origin = await new Promise((ready, fail) => {
  fake.stdout.on('data', (chunk) => {
    const match = /ready (\S+)/.exec(String(chunk));
    if (match) ready(match[1]);
  });
  fake.on('exit', (code) => fail(new Error(`the fake Razorpay exited with ${code}`)));
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
  RAZORPAY_API_URL: `${origin}/v1`,
  PAYMENT_RECONCILE_SECONDS: '5',
};
runJourneyStore(env, { roles: ['owner'], fakes: [fake] });
