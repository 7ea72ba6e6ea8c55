import type { AddressInfo } from 'node:net';
import { Counter, Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { startProbeServer } from './probe-server';
import { NotReady, type ReadinessCheck } from './readiness';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

async function start(checks: ReadinessCheck[]) {
  const metrics = new Registry();
  new Counter({ name: 'probe_test_total', help: 'a counter', registers: [metrics] }).inc(3);
  const probes = await startProbeServer({ port: 0, host: '127.0.0.1', checks, metrics });
  stop = () => probes.close();
  const base = `http://127.0.0.1:${(probes.server.address() as AddressInfo).port}`;
  return { probes, get: (path: string) => fetch(`${base}${path}`) };
}

describe("the worker's probe port", () => {
  it('answers /healthz, /readyz and /metrics, and nothing else', async () => {
    const { get } = await start([{ name: 'database', check: async () => undefined }]);
    expect(await (await get('/healthz')).json()).toStrictEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toStrictEqual({ status: 'ready', checks: { database: 'ok' } });
    expect(await (await get('/metrics')).text()).toContain('probe_test_total 3');
    expect((await get('/api/products')).status).toBe(404);
  });

  it('names the failing part with its own reason, never the error message, and gives up on a part that hangs', async () => {
    const { get } = await start([
      { name: 'database', check: () => Promise.reject(new Error('connect ECONNREFUSED postgres://shop:secret@db')) },
      { name: 'redis', check: () => new Promise(() => undefined) },
      {
        name: 'catalogue',
        check: () => Promise.reject(new NotReady('not loaded')),
      },
    ]);
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    const body = await ready.text();
    expect(JSON.parse(body)).toStrictEqual({
      status: 'not ready',
      checks: { database: 'unreachable', redis: 'no answer within 2000 ms', catalogue: 'not loaded' },
    });
    expect(body).not.toContain('secret');
  });

  it('is not ready from the moment shutdown starts', async () => {
    const { get, probes } = await start([{ name: 'database', check: async () => undefined }]);
    probes.closing();
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toStrictEqual({ status: 'not ready', checks: { shutdown: 'shutting down' } });
    expect((await get('/healthz')).status).toBe(200);
  });
});
