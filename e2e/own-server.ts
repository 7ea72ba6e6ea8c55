import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { Browser, Page, TestInfo } from '@playwright/test';
import staff from './staff-accounts.json' with { type: 'json' };
import { expect, test } from './fixtures';

/**
 * A journey that changes the shop's settings, or needs a fake service's control port, runs against
 * a store of its own (one of scripts/e2e-*-server.mjs) on free ports, so the suite's default
 * server stays as every other journey expects it. Call in the spec's top level: the store starts
 * before its tests and stops (SIGTERM: the script removes its data folder) after them.
 */
export function useOwnServer(
  script: string,
  options: { controlPortEnv?: string; env?: Record<string, string> } = {},
): { readonly base: string; readonly control: string } {
  let server: ChildProcess | undefined;
  const urls = { base: '', control: '' };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const port = await freePort();
    const controlPort = options.controlPortEnv ? await freePort() : 0;
    urls.base = `http://127.0.0.1:${port}`;
    urls.control = controlPort ? `http://127.0.0.1:${controlPort}` : '';
    server = spawn(process.execPath, [script], {
      stdio: 'inherit',
      env: {
        ...process.env,
        // The suite's store (playwright.config.ts) drew the catalogue's images before any test ran.
        E2E_IMAGES_DRAWN: '1',
        ...options.env,
        PORT: String(port),
        ...(options.controlPortEnv ? { [options.controlPortEnv]: String(controlPort) } : {}),
      },
    });
    await expect
      .poll(async () => (await fetch(`${urls.base}/api/products?category=Mugs`).catch(() => null))?.status ?? 0, {
        timeout: 170_000,
        intervals: [500],
      })
      .toBe(200);
  });

  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((done) => server!.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  });

  return urls;
}

/** A port nothing listens on now, from the OS. */
function freePort() {
  return new Promise<number>((done, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Full-page shots at the phone's size and a desktop's, then back to the phone. */
export async function shootBothSizes(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: info.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * A staff member signed in on a phone of their own (a new browser context) at `base`, and the
 * CSRF header their API calls need.
 */
export async function signInStaff(browser: Browser, base: string, role: 'owner' | 'maker') {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${base}/admin/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill(staff[role].username);
  await page.getByLabel('Password').fill(staff[role].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: role === 'owner' ? 'Orders' : 'Maker queue' })).toBeVisible();
  const { csrfToken } = (await (await page.request.get(`${base}/api/admin/session`)).json()) as {
    csrfToken: string;
  };
  return { context, page, headers: { 'x-csrf-token': csrfToken } };
}

/**
 * A shopper on a device like the project's (a browser context of their own at `base`): the home
 * page once the app has taken it over, with `title`'s sheet opened from its `tab`.
 */
export async function shopperWithSheet(browser: Browser, info: TestInfo, base: string, tab: string, title: string) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: info.project.use.viewport,
    isMobile: info.project.use.isMobile,
    hasTouch: info.project.use.hasTouch,
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByRole('tab', { name: tab }).click();
  await page
    .getByRole('button', { name: `Customize ${title}` })
    .first()
    .click();
  return { context, page, sheet: page.getByRole('dialog', { name: title }) };
}
