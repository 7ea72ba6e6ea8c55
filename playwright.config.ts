import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 5055);
/** The Shopify journey's store (and, one port up, its fake Storefront API): see e2e/shopify.spec.ts. */
const shopifyPort = port + 1;
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Journeys against the real built server on a throw-away data folder, in Debian's Chromium
 * (never a downloaded browser), at phone and desktop sizes.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]]
    : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'phone', use: phone, testIgnore: 'shopify.spec.ts' },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, testIgnore: 'shopify.spec.ts' },
    { name: 'shopify', use: { ...phone, baseURL: `http://127.0.0.1:${shopifyPort}` }, testMatch: 'shopify.spec.ts' },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${port}/api/products?category=Mugs`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { PORT: String(port) },
      stdout: 'ignore',
      stderr: 'pipe',
      // SIGTERM, not the default SIGKILL: the script then removes its data folder from the OS temp folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      command: 'node scripts/e2e-shopify-server.mjs',
      url: `http://127.0.0.1:${shopifyPort}/api/products?category=Mugs`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { PORT: String(shopifyPort), FAKE_SHOPIFY_PORT: String(shopifyPort + 1) },
      stdout: 'ignore',
      stderr: 'pipe',
      // SIGTERM, not the default SIGKILL: the script then removes its data folder from the OS temp folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});
