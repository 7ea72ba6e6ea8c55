import { loadavg } from 'node:os';
import { printTable } from './load/call-stats';
import { benchFaults } from './load/run-faults';
import { benchLoad } from './load/run-load';
import { benchScaleOut } from './load/run-scale-out';
import { benchLighthouse } from './lighthouse';
import { benchLiveDraft } from './live-draft';
import { benchPreviews } from './previews';
import { benchProducts } from './products';

// `npm run bench [products|previews|live-draft|lighthouse|load|scale-out|faults]`: each benchmark prints its
// table and its ratio against a baseline measured in the same run.

const only = process.argv[2];

if (!only || only === 'products') {
  const { rows, ratio } = await benchProducts();
  printTable(
    'Product list throughput (autocannon, 20 connections, same request headers)',
    ['route', 'req/s', 'p50 ms', 'p99 ms', 'KB/s'],
    rows,
  );
  console.log(`ratio products/bare: ${ratio.toFixed(2)} (target >= 0.80) ${ratio >= 0.8 ? 'OK' : 'BELOW TARGET'}`);
}

if (!only || only === 'previews') {
  const { rows, ratio, perSecond, concurrent } = await benchPreviews();
  printTable('Compositor preview renders, one at a time', ['preview', 'renders/s', 'p50 ms', 'p95 ms'], rows);
  console.log(
    `ratio name board p50 / floor p50: ${ratio.toFixed(2)} (target <= 2) ${ratio <= 2 ? 'OK' : 'ABOVE TARGET'}`,
  );
  console.log(
    `${perSecond.toFixed(1)} uncached name board previews/s at ${concurrent} concurrent requests (target >= 30) ${perSecond >= 30 ? 'OK' : 'BELOW TARGET'}`,
  );
  console.log(
    `machine load (1, 5, 15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
}

if (!only || only === 'live-draft') {
  const { rows, worst } = await benchLiveDraft();
  printTable(
    'Typing "Sharma Niwas" on a phone, 4x CPU slowdown (Long Tasks API; key to next frame)',
    ['field', 'keys', 'long tasks > 50 ms', 'longest ms', 'p50 ms', 'p95 ms'],
    rows,
  );
  console.log(
    `live draft longest task per keystroke: ${worst.toFixed(0)} ms (target <= 50) ${worst <= 50 ? 'OK' : 'ABOVE TARGET'}`,
  );
}

if (!only || only === 'lighthouse') {
  const { rows, pass } = await benchLighthouse();
  printTable(
    'Lighthouse, mobile settings (targets: performance >= 95, accessibility 100, best practices >= 95)',
    ['page', 'perf', 'a11y', 'best pr.', 'LCP', 'TBT', 'CLS'],
    rows,
  );
  console.log(`home page targets: ${pass ? 'OK' : 'BELOW TARGET'}`);
}

// These need the machine's PostgreSQL and Redis (DESIGN.md's production paths); each exits non-zero on failure.
let ok = true;
if (!only || only === 'load') ok = (await benchLoad()) && ok;
if (!only || only === 'scale-out') ok = (await benchScaleOut()) && ok;
if (!only || only === 'faults') ok = (await benchFaults()) && ok;
process.exitCode = ok ? 0 : 1;
