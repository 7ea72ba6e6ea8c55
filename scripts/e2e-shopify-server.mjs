#!/usr/bin/env node
// The Shopify journey's server: the built app with COMMERCE_PROVIDER=shopify on a fresh data
// folder, pointed at the schema-validating fake Storefront API (and its CDN), started first.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runJourneyStore } from './e2e-store.mjs';

const port = Number(process.env.PORT ?? 5056);
const fakePort = Number(process.env.FAKE_SHOPIFY_PORT ?? port + 1);
const token = 'e2e-storefront-token';
const dataDir = mkdtempSync(join(tmpdir(), 'kaarigar-e2e-shopify-'));

const fake = spawn(process.execPath, ['--import', 'tsx', 'src/server/commerce/shopify/testing/serve-fake-shop.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, FAKE_SHOPIFY_PORT: String(fakePort), SHOPIFY_STOREFRONT_TOKEN: token },
});
await new Promise((ready, fail) => {
  fake.stdout.on('data', (chunk) => (String(chunk).includes('ready') ? ready(undefined) : undefined));
  fake.on('exit', (code) => fail(new Error(`the fake storefront exited with ${code}`)));
});

const fakeOrigin = `http://127.0.0.1:${fakePort}`;
const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  CATALOG_IMAGE_DIR: resolve('node_modules/.cache/kaarigar/test-catalog-images'),
  DATABASE_URL: '',
  REDIS_URL: '',
  LOG_LEVEL: 'warn',
  COMMERCE_PROVIDER: 'shopify',
  SHOPIFY_STORE_DOMAIN: 'fake-store.myshopify.com',
  SHOPIFY_STOREFRONT_TOKEN: token,
  SHOPIFY_API_VERSION: '2026-07',
  SHOPIFY_API_URL: `${fakeOrigin}/api/2026-07/graphql.json`,
  SHOPIFY_CDN_URL: fakeOrigin,
  SHOPIFY_SYNC_PAGE_SIZE: '2',
  SHOPIFY_WEBHOOK_SECRET: 'e2e-shopify-app-secret',
  // Required in Shopify mode: each cart line's _proof link names it.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
};

// The owner who follows a Shopify line's _proof link into the workspace.
runJourneyStore(env, { roles: ['owner'], fakes: [fake] });
