import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/platform/config';
import { ensureCatalogueImages } from '../src/server/previews/ensure-images';
import { saveDeliverySettings } from '../src/server/shipping/delivery-settings';
import { shiprocketSettings, startFakeShiprocket } from '../src/server/shipping/shiprocket/testing/fake-shiprocket';
import { createThrowawayDatabase } from './load/throwaway-database';
import { COURIER_WEBHOOK_PATH } from '../src/server/http/webhooks/courier-webhooks';
import { signInAs } from '../src/server/testing/admin-kit';
import { placeTestOrder, takeToProduction } from '../src/server/testing/order-kit';

const WEBHOOK_TOKEN = 'bench-courier-token';
/** Parcels the courier webhook's deliveries are spread over. */
const PARCELS = 5;

/**
 * Issue 39: "check delivery date" and the checkout page asked Shiprocket on every view. Shoppers ask
 * for pincodes the way a shop's orders come (a few cities often, many towns once: a Zipf mix over
 * PINCODES), each from its own address (X-Forwarded-For from loopback, which is trusted), against
 * the Shiprocket fake answering in SERVICEABILITY_MS as the real API does across the internet. Both
 * shopper routes are measured beside a bare route answering the same JSON in the same process, and
 * the kept answers' hit rate is the share of questions answered without a courier call. Needs the
 * machine's PostgreSQL.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1500);
const CONCURRENCY = 10;
const PINCODES = 300;
const SERVICEABILITY_MS = 250;

/**
 * p95 budgets, each as a ratio to the bare route's p95 in the same run with a warm courier cache
 * (issue 39: "stay within their p95 budgets under the same load as today"); `npm run bench
 * delivery` prints PASS or FAIL for each and exits non-zero when one is over. Chosen from two runs
 * on the shared 2-core machine at load average 8.6-9.6 (2026-11-28), bare p95 22-23 ms:
 * - estimate 2.22 and 4.85 (p95 47 and 111 ms; one JSON answer from the kept quote, noisy under
 *   load): budget 6, a quarter over the worse run.
 * - checkout 9.33 and 9.63 (p95 198 and 221 ms; the whole server-rendered page with the cart,
 *   prices and the delivery line): budget 12.
 * - webhook 6.35 and 6.13 (p95 135 and 140 ms; token check, scan parse and a transaction on the
 *   shipment): budget 8.
 * Cold-cache ratios are printed but not budgeted: a miss waits for the courier (250 ms in the
 * fake), so they measure Shiprocket and the hit rate, which is printed beside them.
 */
export const P95_BUDGETS = { estimate: 6, checkout: 12, webhook: 8 } as const;
type BudgetRoute = keyof typeof P95_BUDGETS;

function zipf(n: number, s = 1.1): () => number {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1) ** s);
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative = weights.map(
    (
      (sum) => (w) =>
        (sum += w / total)
    )(0),
  );
  return () => {
    const r = Math.random();
    const i = cumulative.findIndex((c) => c >= r);
    return i < 0 ? n - 1 : i;
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function benchDeliveryEstimate(): Promise<{
  rows: string[][];
  hitRate: number;
  /** p95 over the bare route's p95 in the same run: cold cache (courier-bound) and warm (our code). */
  cold: { estimate: number; checkout: number };
  warm: Record<BudgetRoute, number>;
  bareP95: { cold: number; warm: number };
}> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kaarigar-bench-'));
  // The machine's PostgreSQL, a database of this run's own (PGlite's migrations outlast the plugin
  // timeout on a busy machine), dropped at the end.
  const database = await createThrowawayDatabase('delivery');
  const fake = await startFakeShiprocket();
  fake.state.slowServiceabilityMs = SERVICEABILITY_MS;
  const config = loadConfig(
    {},
    {
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      CATALOG_IMAGE_DIR: 'node_modules/.cache/kaarigar/catalog-images',
      DATABASE_URL: database.url,
      ...shiprocketSettings(fake, WEBHOOK_TOKEN),
      // Parcels are booked from one address here; the order limits are not what is measured.
      ORDER_RATE_LIMIT: 1000,
      ORDER_PHONE_RATE_LIMIT: 1000,
    },
  );
  await ensureCatalogueImages(config.catalogImageDir);
  const app = await buildApp(config, { logger: false });
  // The bare route answers an estimate's own JSON, read once the shop is set up.
  let sample = '';
  app.get('/bench/bare', (_req, reply) => reply.header('content-type', 'application/json').send(sample));
  try {
    await saveDeliverySettings(app.db, {
      pickupPincode: '302001',
      zoneDays: { local: 1, regional: 2, zonal: 4, national: 5, special: 8 },
      notServiceablePrefixes: [],
      noCodPrefixes: [],
    });
    const product = app.catalog.list('Nameplates')[0]!;
    const added = await app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: {
        product: { id: product.id, selectedVariantId: product.variants[0]!.id },
        customization: { name: 'Asha' },
        quantity: 1,
        clientItemId: 'bench-item',
      },
    });
    const cartId = added.json<{ cart: { id: string } }>().cart.id;
    sample = JSON.stringify(
      (await app.inject({ url: `/api/delivery-estimate?product=${product.id}&pincode=302039` })).json(),
    );
    // Booked parcels, each picked up, for the courier's tracking webhook: Shiprocket posts each
    // parcel's scans as they come and again when it retries, so the same in-transit delivery is
    // posted for a parcel over and over.
    const owner = await signInAs(app, 'bench-owner');
    const hookBodies: string[] = [];
    for (let i = 0; i < PARCELS; i++) {
      const placed = await placeTestOrder(app, {
        fullName: `Bench Shopper ${i}`,
        mobile: `98765 4${String(1000 + i)}`,
        email: `bench${i}@example.com`,
      });
      const orderId = await takeToProduction(app, owner, placed);
      const booked = await app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/shipment`,
        headers: owner.headers,
      });
      const awb = booked.json<{ shipment?: { awb?: string } }>().shipment?.awb;
      if (!awb) throw new Error(`booking failed: ${booked.statusCode} ${booked.body}`);
      for (const code of [42, 18]) {
        const body = JSON.stringify(fake.scan(awb, code));
        await app.inject({
          method: 'POST',
          url: COURIER_WEBHOOK_PATH,
          headers: { 'x-api-key': WEBHOOK_TOKEN, 'content-type': 'application/json' },
          payload: body,
        });
        if (code === 18) hookBodies.push(body);
      }
    }
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const pick = zipf(PINCODES);
    const pincode = () => String(400001 + pick() * 37);
    let ip = 0;
    const nextIp = () => `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;

    const measure = async (path: (pin: string) => string, cookie = false, hook = false) => {
      const times: number[] = [];
      let next = 0;
      const worker = async () => {
        while (next++ < REQUESTS) {
          const pin = pincode();
          const started = performance.now();
          const res = hook
            ? await fetch(address + path(pin), {
                method: 'POST',
                headers: { 'x-api-key': WEBHOOK_TOKEN, 'content-type': 'application/json' },
                body: hookBodies[next % hookBodies.length],
              })
            : await fetch(address + path(pin), {
                headers: { 'x-forwarded-for': nextIp(), ...(cookie ? { cookie: `kaarigar_pincode=${pin}` } : {}) },
              });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${path(pin)}: ${res.status}`);
          times.push(performance.now() - started);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      return times.sort((a, b) => a - b);
    };

    // Cold: the cache starts empty, as after a deploy; a miss waits for the courier's SERVICEABILITY_MS,
    // so these p95s are bounded by the courier and the hit rate, not by our code.
    const estimatePath = (pin: string) => `/api/delivery-estimate?product=${product.id}&pincode=${pin}`;
    const checkoutPath = () => `/checkout/${cartId}`;
    // One bare run thrown away first: the process's first requests (JIT, sockets) are not the baseline.
    await measure(() => '/bench/bare');
    const bare = await measure(() => '/bench/bare');
    const stats = app.serviceability.stats;
    const before = { ...stats, calls: fake.state.serviceability.length };
    const estimate = await measure(estimatePath);
    const checkout = await measure(checkoutPath, true);
    const asked = stats.asked - before.asked;
    const calls = fake.state.serviceability.length - before.calls;
    const hitRate = 1 - calls / asked;

    // Warm: every pincode of the mix asked once on both routes, then the same load again. No courier
    // call is made (checked), so these p95s are what the routes cost our own code; the budgets hold
    // these, each beside a bare route measured right before them.
    for (let i = 0; i < PINCODES; i += CONCURRENCY)
      await Promise.all(
        Array.from({ length: Math.min(CONCURRENCY, PINCODES - i) }, async (_, j) => {
          const pin = String(400001 + (i + j) * 37);
          for (const [url, cookie] of [
            [estimatePath(pin), false],
            [checkoutPath(), true],
          ] as const) {
            const res = await fetch(address + url, {
              headers: { 'x-forwarded-for': nextIp(), ...(cookie ? { cookie: `kaarigar_pincode=${pin}` } : {}) },
            });
            await res.arrayBuffer();
          }
        }),
      );
    const warmBefore = fake.state.serviceability.length;
    const warmBare = await measure(() => '/bench/bare');
    const warmEstimate = await measure(estimatePath);
    const warmCheckout = await measure(checkoutPath, true);
    const warmCalls = fake.state.serviceability.length - warmBefore;
    if (warmCalls > 0) throw new Error(`the warm runs called the courier ${warmCalls} times: the cache is not warm`);
    const webhook = await measure(() => COURIER_WEBHOOK_PATH, false, true);

    const row = (name: string, t: number[]) => [name, percentile(t, 0.5).toFixed(1), percentile(t, 0.95).toFixed(1)];
    const ratio = (t: number[], base: number[]) => percentile(t, 0.95) / percentile(base, 0.95);
    return {
      rows: [
        row('bare route, same JSON (baseline, cold runs)', bare),
        row('GET /api/delivery-estimate, cold cache', estimate),
        row('GET /checkout/:cartId with the pincode cookie, cold cache', checkout),
        ['courier calls / questions (cold runs)', `${calls} / ${asked}`, `hit rate ${(hitRate * 100).toFixed(1)}%`],
        row('bare route, same JSON (baseline, warm runs)', warmBare),
        row('GET /api/delivery-estimate, warm cache', warmEstimate),
        row('GET /checkout/:cartId with the pincode cookie, warm cache', warmCheckout),
        row(`POST ${COURIER_WEBHOOK_PATH} (in-transit scan, ${PARCELS} parcels)`, webhook),
      ],
      hitRate,
      cold: { estimate: ratio(estimate, bare), checkout: ratio(checkout, bare) },
      warm: {
        estimate: ratio(warmEstimate, warmBare),
        checkout: ratio(warmCheckout, warmBare),
        webhook: ratio(webhook, warmBare),
      },
      bareP95: { cold: percentile(bare, 0.95), warm: percentile(warmBare, 0.95) },
    };
  } finally {
    await app.close();
    await fake.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
