import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crossServerCheck } from './cross-server-check';
import { runBaseline, runLoad } from './journey';
import { classifyServerErrors, printLoadTable } from './load-report';
import { checkNoLostLines, lossReportOk, printLossReport } from './loss-check';
import { rssMb, startServer, startWorker, tempDataDir } from './processes';
import { claimRedisNamespace } from './redis-namespace';
import { cleanUp, isMain, onCleanup, runScript } from './script-runner';
import { check } from './store-api';
import { createThrowawayDatabase } from './throwaway-database';
import { sharedRateLimitCheck } from './shared-rate-limit-check';

const RATE_LIMIT = 5;

/**
 * Two servers and one preview worker sharing one PostgreSQL database and one Redis: servers
 * only enqueue renders (PREVIEW_EMBEDDED_WORKER=false), the worker renders. One shared folder
 * stands in for the S3 bucket every process would share in production.
 */
export async function benchScaleOut(): Promise<boolean> {
  try {
    return await benchScaleOutSteps();
  } finally {
    // Also when a step throws: no server, worker or throw-away database outlives the run.
    await cleanUp();
  }
}

async function benchScaleOutSteps(): Promise<boolean> {
  const seconds = Number(process.env.LOAD_SECONDS ?? 20);
  const shoppers = Number(process.env.LOAD_SHOPPERS ?? 50);

  const db = await createThrowawayDatabase('scale');
  onCleanup(() => db.drop());
  const redis = await claimRedisNamespace();
  onCleanup(() => redis.release());
  const sharedDir = tempDataDir('shared-objects');
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    DATA_DIR: sharedDir,
    PREVIEW_RATE_LIMIT: '100000',
    CART_RATE_LIMIT: '100000',
    EVENT_RATE_LIMIT: '100000',
    ORDER_RATE_LIMIT: '100000',
    ORDER_PHONE_RATE_LIMIT: '100000',
  };
  // The first server applies the migrations and seeds; starting the second alongside would race it.
  const a = await startServer('server-a', { ...env, PREVIEW_EMBEDDED_WORKER: 'false' });
  const [b, worker] = await Promise.all([
    startServer('server-b', { ...env, PREVIEW_EMBEDDED_WORKER: 'false' }),
    startWorker('worker', env),
  ]);
  console.log(
    `server A pid ${a.pid} ${a.baseUrl}, server B pid ${b.pid} ${b.baseUrl}, worker pid ${worker.pid}; database ${db.name}, Redis db ${redis.db}`,
  );

  console.log('\nCross-server checks');
  let ok = await crossServerCheck(a.baseUrl, b.baseUrl);

  const baseUrls = [a.baseUrl, b.baseUrl];
  const warmUp = await runLoad({ baseUrls, shoppers: 4, durationS: 3, routing: 'hop' });
  const baseline = await runBaseline(baseUrls, shoppers, 5);
  const result = await runLoad({ baseUrls, shoppers, durationS: seconds, routing: 'hop' });
  printLoadTable(
    `Shopper journey across 2 servers + 1 worker, ${shoppers} shoppers for ${seconds} s, every call to the next server, 2 cores`,
    result,
    baseline,
  );
  const renderDir = join(sharedDir, 'objects', 'ai-generated');
  const rendered = existsSync(renderDir) ? readdirSync(renderDir).filter((f) => f.endsWith('.webp')).length : 0;
  console.log(
    `previews rendered by the worker: ${rendered}; RSS after the run: A ${rssMb(a.pid)} MB, B ${rssMb(b.pid)} MB, worker ${rssMb(worker.pid)} MB`,
  );

  const fiveXx = result.stats.count((s) => s.startsWith('5')) + warmUp.stats.count((s) => s.startsWith('5'));
  const networkErrors = result.stats.count((s) => s === 'ERR') + warmUp.stats.count((s) => s === 'ERR');
  ok =
    check(
      'no 5xx and no network errors under load',
      fiveXx + networkErrors === 0,
      `${fiveXx} 5xx, ${networkErrors} network errors`,
    ) && ok;
  for (const e of classifyServerErrors(result.stats).other.slice(0, 10))
    console.log(`  ${e.call}: ${e.status} ${e.body}`);
  const inconsistencies = [...warmUp.inconsistencies, ...result.inconsistencies];
  ok =
    check(
      'no answer contradicts an earlier one from the other server',
      inconsistencies.length === 0,
      `${inconsistencies.length}`,
    ) && ok;
  for (const i of inconsistencies.slice(0, 10)) console.log(`  ${i}`);
  const loss = await checkNoLostLines(db.url, [...warmUp.carts, ...result.carts]);
  printLossReport(loss);
  ok = lossReportOk(loss) && ok;
  await Promise.all([a.stop(), b.stop(), worker.stop()]);

  console.log(
    `\nShared rate limit: a second pair with PREVIEW_RATE_LIMIT=${RATE_LIMIT}, counters in a fresh Redis database`,
  );
  const limitRedis = await claimRedisNamespace();
  onCleanup(() => limitRedis.release());
  const limitEnv = { DATABASE_URL: db.url, REDIS_URL: limitRedis.url, PREVIEW_RATE_LIMIT: String(RATE_LIMIT) };
  const [a2, b2] = await Promise.all([startServer('limit-a', limitEnv), startServer('limit-b', limitEnv)]);
  const limit = await sharedRateLimitCheck(a2.baseUrl, b2.baseUrl, RATE_LIMIT);
  ok = limit.ok && ok;

  console.log(`\nscale-out: ${ok ? 'PASS' : 'FAIL'}`);
  return ok;
}

if (isMain(import.meta.url)) runScript(benchScaleOut);
