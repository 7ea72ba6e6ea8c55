import { printTable, type CallStats } from './call-stats';
import type { Baseline, LoadResult } from './journey';
import { isStoreUnavailable } from './timed-fetch';

const CALL_ORDER = [
  'list nameplates',
  'preview (new name)',
  'preview (repeated name)',
  'preview image',
  'add to cart',
  'update quantity',
  'get cart',
  'checkout create',
  'place order',
];

/** The per-call table: p50/p95 per call and each call's p50 against the baseline's p50 from the same run. */
export function printLoadTable(title: string, result: LoadResult, baselineRun: Baseline): void {
  const baseline = baselineRun.stats;
  const base = baseline.latency('baseline');
  const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
  const calls = [
    ...CALL_ORDER.filter((c) => result.stats.calls().includes(c)),
    ...result.stats.calls().filter((c) => !CALL_ORDER.includes(c)),
  ];
  const rows = [
    [
      'GET /api/products, alone (baseline)',
      String(base.count),
      ms(base.p50),
      ms(base.p95),
      ms(base.p99),
      baseline.statusSummary('baseline'),
      '1.0',
    ],
    ...calls.map((call) => {
      const l = result.stats.latency(call);
      return [
        call,
        String(l.count),
        ms(l.p50),
        ms(l.p95),
        ms(l.p99),
        result.stats.statusSummary(call),
        (l.p50 / Math.max(base.p50, 0.01)).toFixed(1),
      ];
    }),
  ];
  printTable(title, ['call', 'calls', 'p50 ms', 'p95 ms', 'p99 ms', 'statuses', 'p50 / baseline p50'], rows);
  const j = result.journeys;
  const seconds = result.elapsedS;
  console.log(
    `journeys: ${j.started} started in ${seconds.toFixed(0)} s, ${j.ordered} ordered (${(j.ordered / seconds).toFixed(1)} orders/s), ` +
      `${j.abandoned} left in the cart, ${j.failed} failed, ${j.cutByDeadline} cut by the deadline; ` +
      `baseline alone: ${(base.count / baselineRun.seconds).toFixed(0)} req/s`,
  );
}

/** 5xx answers split into the one a shopper may see during a database outage and everything else. */
export function classifyServerErrors(stats: CallStats): {
  storeUnavailable: number;
  other: { call: string; status: string; body: string }[];
} {
  let storeUnavailable = 0;
  const other: { call: string; status: string; body: string }[] = [];
  for (const e of stats.serverErrors) {
    if (isStoreUnavailable(e.status, e.body)) storeUnavailable++;
    else other.push(e);
  }
  return { storeUnavailable, other };
}
