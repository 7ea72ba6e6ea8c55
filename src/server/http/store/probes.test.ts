import { rm, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { placeTestOrder } from '../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

const TOKEN = 'metrics-test-token-0123456789abcdef';

/** The value of one sample line of the Prometheus text, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const ok = Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`));
    if (ok) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe.each(testBackends)('probes and metrics ($name)', (backend) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('/healthz answers without I/O and /readyz names every part it checked', { timeout: 120_000 }, async () => {
    t = await buildTestApp(backend);
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toStrictEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toStrictEqual({
      status: 'ready',
      checks: { database: 'ok', 'object store': 'ok', catalogue: 'ok' },
    });
  });

  it('/readyz is 503 naming the object store when it cannot be written, with no error text', async () => {
    t = await buildTestApp(backend);
    // The local store's folder replaced by a file: every write fails (root ignores permissions).
    await rm(t.config.objectDir, { recursive: true, force: true });
    await writeFile(t.config.objectDir, 'not a folder');
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toStrictEqual({
      status: 'not ready',
      checks: { database: 'ok', 'object store': 'not writable', catalogue: 'ok' },
    });
    expect(ready.body).not.toMatch(/ENOTDIR|EEXIST|\/tmp|at /);
  });

  it('/readyz goes 503 as soon as shutdown starts', async () => {
    t = await buildTestApp(backend);
    const { app } = t;
    expect((await app.readiness()).ready).toBe(true);
    // The first close hook marks it: before the server stops taking connections and the database closes.
    await t.close();
    t = undefined;
    expect(await app.readiness()).toStrictEqual({ ready: false, checks: { shutdown: 'shutting down' } });
  });

  it('has no /metrics on the shop’s port without METRICS_TOKEN', async () => {
    t = await buildTestApp(backend);
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('/metrics wants the token (401, not counted), then counts requests by route pattern and orders placed', async () => {
    t = await buildTestApp(backend, { METRICS_TOKEN: TOKEN });
    const { app } = t;
    const refused = await app.inject({ url: '/metrics' });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain('kaarigar_');
    expect((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(
      401,
    );
    const before = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const productsBefore =
      sample(before, 'kaarigar_http_requests_total', { route: '/api/products', status: '200' }) ?? 0;

    expect((await app.inject({ url: '/api/products?category=Mugs' })).statusCode).toBe(200);
    await placeTestOrder(app, { fullName: 'Asha Verma', mobile: '9876543210' });

    const scraped = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toMatch(/^text\/plain/);
    const text = scraped.body;
    expect(sample(text, 'kaarigar_http_requests_total', { route: '/api/products', status: '200' })).toBe(
      productsBefore + 1,
    );
    // The pattern, never the raw URL with its query; the refused scrapes are not traffic.
    expect(text).not.toContain('category=Mugs');
    expect(text).not.toMatch(/route="\/metrics"/);
    const placed = text
      .split('\n')
      .filter((l) => l.startsWith('kaarigar_orders{'))
      .reduce((n, l) => n + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
    expect(placed).toBe(1);
    expect(text).toContain('kaarigar_http_request_duration_seconds_bucket');
    if (backend.name === 'postgres')
      expect(sample(text, 'kaarigar_db_pool_clients', { state: 'total' })).toBeGreaterThan(0);
  });
});
