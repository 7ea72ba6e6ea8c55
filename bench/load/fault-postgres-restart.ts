import { randomBytes } from 'node:crypto';
import { CallStats } from './call-stats';
import { runLoad } from './journey';
import { classifyServerErrors } from './load-report';
import { checkNoLostLines, lossReportOk, printLossReport } from './loss-check';
import { restartPostgres } from './postgres-control';
import { sleep, startServer } from './processes';
import { addToCart, check, firstNameplate } from './store-api';
import { timedFetch } from './timed-fetch';

export interface FaultResult {
  ok: boolean;
  figures: string;
}

const SHOPPERS = 10;
const LOAD_SECONDS = Number(process.env.FAULT_LOAD_SECONDS ?? 25);
const RESTART_AFTER_MS = 5000;
const RECOVERY_LIMIT_MS = 10_000;

/**
 * (a) PostgreSQL restarted under ten shoppers. While it is away a call may fail only with the
 * store's 503 JSON; once it is back the same server process (same pid, never restarted) answers
 * a database-backed call within 10 s, nothing a shopper was told about is lost.
 */
export async function postgresRestartFault(env: { DATABASE_URL: string; REDIS_URL: string }): Promise<FaultResult> {
  console.log('\n(a) PostgreSQL restarted mid-load');
  const server = await startServer('pg-fault', {
    ...env,
    PREVIEW_RATE_LIMIT: '100000',
    CART_RATE_LIMIT: '100000',
    EVENT_RATE_LIMIT: '100000',
    ORDER_RATE_LIMIT: '100000',
    ORDER_PHONE_RATE_LIMIT: '100000',
  });
  const board = await firstNameplate(server.baseUrl);
  const seed = await addToCart(server.baseUrl, {
    ...board,
    name: 'Probe',
    clientItemId: `probe-${randomBytes(4).toString('hex')}`,
  });
  const probeCart = seed.body?.cart?.id;
  if (!probeCart) throw new Error(`could not make the probe cart: ${seed.status}`);

  // A database-backed read every 200 ms shows exactly when the server stops and starts answering.
  const probeStats = new CallStats();
  const probes: { at: number; status: number }[] = [];
  let probing = true;
  const probeLoop = (async () => {
    for (let i = 0; probing && i < 1000; i++) {
      const r = await timedFetch(probeStats, 'probe: GET /api/cart', `${server.baseUrl}/api/cart?cartId=${probeCart}`);
      probes.push({ at: Date.now(), status: r.status });
      await sleep(200);
    }
  })();

  const loadStarted = Date.now();
  const load = runLoad({ baseUrls: [server.baseUrl], shoppers: SHOPPERS, durationS: LOAD_SECONDS });
  await sleep(RESTART_AFTER_MS);
  const restartAt = Date.now();
  const restartMs = await restartPostgres();
  const upAt = Date.now();
  const result = await load;
  // The load may end before the first good probe after a slow recovery; give it the full limit.
  for (let i = 0; i < 100 && !probes.some((p) => p.at > upAt && p.status === 200); i++) await sleep(200);
  probing = false;
  await probeLoop;

  if (server.child.exitCode !== null || server.child.signalCode !== null) {
    console.log(
      `server pid ${server.pid} DIED during the drill (exit ${server.child.exitCode}, signal ${server.child.signalCode}); its last output:`,
    );
    for (const line of server.output.slice(-60)) console.log(`  | ${line}`);
  }
  const firstBad = probes.find((p) => p.at >= restartAt && p.status !== 200);
  const firstGoodAfter = probes.find((p) => p.at > upAt && p.status === 200);
  const recoveryMs = firstGoodAfter ? firstGoodAfter.at - upAt : Infinity;
  const stats = new CallStats();
  stats.merge(result.stats);
  stats.merge(probeStats);
  const errors = classifyServerErrors(stats);
  const networkErrors = stats.count((s) => s === 'ERR');
  const otherFiveXx = errors.other.filter((e) => e.status !== 'ERR');
  const unavailable = stats.serverErrors.filter((e) => e.status === '503').map((e) => e.at);
  const window =
    unavailable.length > 0
      ? `${((Math.min(...unavailable) - loadStarted) / 1000).toFixed(1)}-${((Math.max(...unavailable) - loadStarted) / 1000).toFixed(1)} s into the load`
      : 'none';

  // After the storm: whole journeys must succeed again on the same process.
  const after = await runLoad({ baseUrls: [server.baseUrl], shoppers: 3, durationS: 3 });
  const loss = await checkNoLostLines(env.DATABASE_URL, [...result.carts, ...after.carts]);

  console.log(
    `restart command took ${restartMs} ms (${((restartAt - loadStarted) / 1000).toFixed(1)} s into the load); first failed probe ` +
      `${firstBad ? `${firstBad.at - restartAt} ms after the restart began` : 'none'}; journeys: ${result.journeys.ordered} ordered, ${result.journeys.failed} failed`,
  );
  let ok = check(
    'every 5xx is the store-unavailable 503 JSON',
    otherFiveXx.length === 0,
    `${errors.storeUnavailable} x 503 (${window}), ${otherFiveXx.length} other 5xx`,
  );
  for (const e of otherFiveXx.slice(0, 10)) console.log(`  ${e.call}: ${e.status} ${e.body}`);
  ok = check('no connection refused or reset by our server', networkErrors === 0, `${networkErrors}`) && ok;
  ok =
    check(
      `the same process serves again within ${RECOVERY_LIMIT_MS / 1000} s of PostgreSQL being back`,
      recoveryMs <= RECOVERY_LIMIT_MS && server.child.exitCode === null,
      `first 200 from pid ${server.pid} ${Number.isFinite(recoveryMs) ? `${recoveryMs} ms` : 'never'} after the restart command returned`,
    ) && ok;
  ok =
    check(
      'whole journeys succeed afterwards',
      after.journeys.failed === 0 && after.journeys.ordered > 0,
      `${after.journeys.ordered} ordered, ${after.journeys.failed} failed`,
    ) && ok;
  ok =
    check(
      'answers agree with each other',
      result.inconsistencies.length === 0 && after.inconsistencies.length === 0,
      `${result.inconsistencies.length + after.inconsistencies.length} contradictions`,
    ) && ok;
  for (const i of result.inconsistencies.slice(0, 5)) console.log(`  ${i}`);
  printLossReport(loss);
  ok = lossReportOk(loss) && ok;
  await server.stop();
  return {
    ok,
    figures: `${errors.storeUnavailable} x 503, ${otherFiveXx.length} other 5xx, ${networkErrors} connection errors, back ${Number.isFinite(recoveryMs) ? `${(recoveryMs / 1000).toFixed(1)} s` : 'never'} after PostgreSQL, ${loss.lost.length} lines lost`,
  };
}
