#!/usr/bin/env node
// The Shopify journey's server: the built app with COMMERCE_PROVIDER=shopify on a fresh data
// folder, pointed at the schema-validating fake Storefront API (and its CDN), started first.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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

// The owner who follows a Shopify line's _proof link into the workspace, made with the command
// while the store is stopped, as scripts/e2e-server.mjs makes the workspace journey's staff.
const { owner } = JSON.parse(readFileSync('e2e/staff-accounts.json', 'utf8'));
const made = spawnSync('npm', ['run', '--silent', 'owner', '--', 'create', owner.username], {
  stdio: 'inherit',
  env: { ...env, OWNER_PASSWORD: owner.password },
});
if (made.status !== 0) {
  fake.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(made.status ?? 1);
}

const child = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env });
const stop = () => {
  child.kill('SIGTERM');
  fake.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fake.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
