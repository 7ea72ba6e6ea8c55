import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../platform/db/schema';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

describe.each(testBackends)('POST /api/events on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(async () => t?.close());

  const batch = {
    sessionId: 'session-1234',
    events: [
      { name: 'page_view', props: { path: '/' }, path: '/', at: Date.now() },
      { name: 'product_tab_tap', props: { category: 'Nameplates' }, path: '/', at: Date.now() },
    ],
  };

  it('stores a JSON batch', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/events', payload: batch });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 2 });
    const rows = await t.app.db.select().from(analyticsEvents);
    expect(rows.map((r) => r.name).sort()).toEqual(['page_view', 'product_tab_tap']);
    expect(rows[0]?.sessionId).toBe('session-1234');
  });

  it('accepts a beacon, which arrives as text/plain', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ ...batch, events: [{ name: 'checkout', props: {}, path: '/', at: Date.now() }] }),
    });
    expect(res.statusCode).toBe(202);
  });

  it('refuses unknown event names and malformed bodies with 400', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { ...batch, events: [{ name: 'hack', path: '/', at: 1 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'text/plain' },
      payload: '{nope',
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('caps the body size', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { ...batch, padding: 'x'.repeat(70 * 1024) },
    });
    expect(res.statusCode).toBe(413);
  });
});
