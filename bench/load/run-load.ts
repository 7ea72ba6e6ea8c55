import type { FigureRow } from '../readme-figures';
import { runBaseline, runLoad, type Baseline, type LoadResult } from './journey';
import { classifyServerErrors, printLoadTable } from './load-report';
import { checkNoLostLines, lossReportOk, printLossReport } from './loss-check';
import { rssMb, startServer } from './processes';
import { claimRedisNamespace } from './redis-namespace';
import { cleanUp, isMain, onCleanup, runScript } from './script-runner';
import { createThrowawayDatabase } from './throwaway-database';

/**
 * `npm run bench load`: one server on a throw-away PostgreSQL database with Redis, 50 shoppers
 * for 60 s (LOAD_SHOPPERS, LOAD_SECONDS), then the loss check in PostgreSQL. Fails on any 5xx,
 * any network error, any lost line or any answer that contradicts an earlier one.
 */
export async function benchLoad(): Promise<{ ok: boolean; figures: FigureRow[] }> {
  try {
    return await benchLoadSteps();
  } finally {
    // Also when a step throws: no server, worker or throw-away database outlives the run.
    await cleanUp();
  }
}

async function benchLoadSteps(): Promise<{ ok: boolean; figures: FigureRow[] }> {
  const seconds = Number(process.env.LOAD_SECONDS ?? 60);
  const shoppers = Number(process.env.LOAD_SHOPPERS ?? 50);
  const baselineSeconds = Math.min(10, Math.max(3, Math.round(seconds / 10)));

  const db = await createThrowawayDatabase('load');
  onCleanup(() => db.drop());
  const redis = await claimRedisNamespace();
  onCleanup(() => redis.release());
  const server = await startServer('load-server', {
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    PREVIEW_RATE_LIMIT: '100000',
    CART_RATE_LIMIT: '100000',
    EVENT_RATE_LIMIT: '100000',
    ORDER_RATE_LIMIT: '100000',
    ORDER_PHONE_RATE_LIMIT: '100000',
  });
  console.log(`server pid ${server.pid} at ${server.baseUrl}, database ${db.name}, Redis db ${redis.db}`);

  // Warm-up (JIT, pools, first renders): its carts are checked too, its timings are not reported.
  const warmUp = await runLoad({ baseUrls: [server.baseUrl], shoppers: 4, durationS: 3 });
  const baseline = await runBaseline([server.baseUrl], shoppers, baselineSeconds);
  const result = await runLoad({ baseUrls: [server.baseUrl], shoppers, durationS: seconds });

  printLoadTable(
    `Shopper journey, ${shoppers} shoppers for ${seconds} s, one server (PostgreSQL + Redis), 2 cores`,
    result,
    baseline,
  );
  console.log(`server RSS after the run: ${rssMb(server.pid)} MB`);

  const errors = classifyServerErrors(result.stats);
  errors.other.push(...classifyServerErrors(warmUp.stats).other);
  const fiveXx = result.stats.count((s) => s.startsWith('5')) + warmUp.stats.count((s) => s.startsWith('5'));
  const networkErrors = result.stats.count((s) => s === 'ERR') + warmUp.stats.count((s) => s === 'ERR');
  const loss = await checkNoLostLines(db.url, [...warmUp.carts, ...result.carts]);
  printLossReport(loss);
  const inconsistencies = [...warmUp.inconsistencies, ...result.inconsistencies];

  console.log(
    `5xx answers: ${fiveXx}, network errors: ${networkErrors}: ${fiveXx + networkErrors === 0 ? 'PASS' : 'FAIL'}`,
  );
  for (const e of errors.other.slice(0, 10)) console.log(`  ${e.call}: ${e.status} ${e.body}`);
  console.log(
    `answers contradicting earlier ones: ${inconsistencies.length}: ${inconsistencies.length === 0 ? 'PASS' : 'FAIL'}`,
  );
  for (const i of inconsistencies.slice(0, 10)) console.log(`  ${i}`);
  const ok =
    fiveXx === 0 &&
    networkErrors === 0 &&
    lossReportOk(loss) &&
    inconsistencies.length === 0 &&
    result.journeys.ordered > 0;
  console.log(`\nload: ${ok ? 'PASS' : 'FAIL'}`);
  return { ok, figures: loadFigures(shoppers, seconds, result, baseline, fiveXx, loss.lost.length) };
}

/** README rows: the drill as a whole, and what a shopper typing a new name waits under it. */
function loadFigures(
  shoppers: number,
  seconds: number,
  result: LoadResult,
  baseline: Baseline,
  fiveXx: number,
  lostLines: number,
): FigureRow[] {
  const ms = (call: string) => {
    const l = result.stats.latency(call);
    return `p50 ${l.p50.toFixed(0)} ms / p95 ${l.p95.toFixed(0)} ms`;
  };
  const preview = result.stats.latency('preview (new name)');
  return [
    {
      what: `${shoppers} shoppers for ${seconds} s, one server on PostgreSQL + Redis`,
      figure:
        `${(result.journeys.ordered / result.elapsedS).toFixed(1)} orders/s; add to cart ${ms('add to cart')}; ` +
        `place order ${ms('place order')}; ${fiveXx} 5xx, ${lostLines} lines lost (checked in the database)`,
      baseline: `\`GET /api/products\` alone at ${shoppers} in flight: p50 ${baseline.stats.latency('baseline').p50.toFixed(0)} ms`,
    },
    {
      what: `a new name's preview under the same ${shoppers} shoppers`,
      figure: `p50 ${(preview.p50 / 1000).toFixed(2)} s, p95 ${(preview.p95 / 1000).toFixed(2)} s (${preview.count} previews)`,
      baseline: 'the drill before the render speed-up (issue 13), an earlier run: p50 5.6 s, p95 9.6 s',
    },
  ];
}

if (isMain(import.meta.url)) runScript(async () => (await benchLoad()).ok);
