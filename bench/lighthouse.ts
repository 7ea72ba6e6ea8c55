import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const RUNS = 5;
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';

interface LighthouseResult {
  categories: Record<string, { score: number }>;
  audits: Record<string, { displayValue?: string }>;
}

/**
 * Lighthouse's mobile defaults (simulated slow 4G, 4x CPU slowdown) on one URL. Run as a child
 * without blocking: the baseline page is served from this very process.
 */
async function lighthouse(url: string): Promise<LighthouseResult> {
  const out = join(mkdtempSync(join(tmpdir(), 'kg-lh-')), 'report.json');
  // The package's own binary, not npx, and a time limit: a wedged Chromium must not hang the bench.
  const child = spawn(
    'node_modules/.bin/lighthouse',
    [
      url,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      `--output-path=${out}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: 'inherit',
      timeout: 180_000,
    },
  );
  const status = await new Promise<number | null>((resolveExit, reject) => {
    child.on('error', reject);
    child.on('exit', resolveExit);
  });
  if (status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${status})`);
  const report = JSON.parse(readFileSync(out, 'utf8')) as LighthouseResult;
  rmSync(dirname(out), { recursive: true, force: true });
  return report;
}

export async function waitFor(url: string, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * The home page's Lighthouse scores next to a bare HTML page served on this machine in the same
 * run: the baseline says how much of any shortfall is the machine rather than the store.
 */
export async function benchLighthouse(): Promise<{ rows: string[][]; pass: boolean }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kg-lh-data-'));
  const port = 5090;
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      CATALOG_IMAGE_DIR: resolve('node_modules/.cache/kaarigar/catalog-images'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: 'ignore',
  });
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Baseline</title></head><body><h1>Baseline</h1><p>A bare page.</p></body></html>',
    );
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', () => r()));
  try {
    await waitFor(`http://127.0.0.1:${port}/api/products?category=Mugs`);
    const score = (r: LighthouseResult, c: string) => Math.round((r.categories[c]?.score ?? 0) * 100);
    const baseline = await lighthouse(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`);
    // Lighthouse varies from run to run; its authors advise the median of several runs.
    const runs: LighthouseResult[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouse(`http://127.0.0.1:${port}/`));
    const byPerformance = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const home = byPerformance[Math.floor(RUNS / 2)]!;
    const row = (name: string, r: LighthouseResult) => [
      name,
      String(score(r, 'performance')),
      String(score(r, 'accessibility')),
      String(score(r, 'best-practices')),
      r.audits['largest-contentful-paint']?.displayValue ?? '',
      r.audits['total-blocking-time']?.displayValue ?? '',
      r.audits['cumulative-layout-shift']?.displayValue ?? '',
    ];
    const pass =
      score(home, 'performance') >= 95 && score(home, 'accessibility') === 100 && score(home, 'best-practices') >= 95;
    const spread = `home page, median of ${RUNS} (runs: ${runs.map((r) => score(r, 'performance')).join(', ')})`;
    return { rows: [row('bare page (baseline)', baseline), row(spread, home)], pass };
  } finally {
    server.kill('SIGTERM');
    bare.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
