import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { placeTestOrder } from '../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

/** What an outside probe sent: each used to answer 500 (and log the SQL), or was stored as is. */
const PROBES = {
  nul: 'Asha\u0000Rao',
  'lone surrogate': 'Asha\ud800Rao',
  'bidi override': 'Asha \u202egnp.exe',
  'bidi isolate': 'Asha \u2066Rao\u2069',
  'invisible only': '\u200b\u200c\u2060',
};

/**
 * Issue 22, item 3: every free text a person can send to the workspace or the proof page is held
 * to the shopper-text rules: 400 with a message a person can act on, never a 500.
 */
describe.each(testBackends)('free text sent by staff and shoppers on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  let orderId: string;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(backend, { PUBLIC_URL: 'https://shop.example' });
    owner = await signInAs(t.app, 'input-owner');
    await placeTestOrder(t.app, { fullName: 'Input Ira', mobile: '98765 22222' });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/orders?q=Ira', headers: owner.headers });
    orderId = list.json<{ orders: { id: string }[] }>().orders[0]!.id;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/proof`,
      headers: owner.headers,
    });
    token = new URL(sent.json<{ proofUrl: string }>().proofUrl).pathname.split('/').at(-1)!;
  });
  afterAll(async () => t?.close());

  const expect400 = (label: string, res: { statusCode: number; json(): unknown }, message: RegExp) => {
    expect(`${label} ${res.statusCode}`).toBe(`${label} 400`);
    expect((res.json() as { error: string }).error, label).toMatch(message);
  };
  const MESSAGE = /control character|broken character|visible text|text-direction/;

  it('refuses them in the sign-in username, without an account', async () => {
    for (const [name, text] of Object.entries(PROBES)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { username: text, password: 'whatever' },
      });
      expect400(`username ${name}`, res, MESSAGE);
    }
  });

  it('refuses them in the orders search and the by-line look-up', async () => {
    // A URL carries UTF-8, which cannot hold a lone surrogate: that probe is for bodies only.
    for (const [name, text] of Object.entries(PROBES).filter(([n]) => n !== 'lone surrogate')) {
      const q = encodeURIComponent(text);
      expect400(
        `search ${name}`,
        await t.app.inject({ url: `/api/admin/orders?q=${q}`, headers: owner.headers }),
        MESSAGE,
      );
      const byLine = await t.app.inject({ url: `/api/admin/orders/by-line/${q}`, headers: owner.headers });
      expect400(`by-line ${name}`, byLine, MESSAGE);
    }
  });

  it('refuses them in a status note and a proof change note, and stores nothing', async () => {
    for (const [name, text] of Object.entries(PROBES)) {
      const status = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/status`,
        headers: owner.headers,
        payload: { status: 'cancelled', note: text },
      });
      expect400(`status note ${name}`, status, MESSAGE);
      const change = await t.app.inject({
        method: 'POST',
        url: `/api/proofs/${token}/change`,
        payload: { note: text },
      });
      expect400(`change note ${name}`, change, MESSAGE);
    }
    const detail = await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: owner.headers });
    expect(detail.json()).toMatchObject({ status: 'proof_sent', changeRequest: null });
    // Right-to-left text itself is welcome: only the invisible direction overrides are refused.
    const urdu = await t.app.inject({
      method: 'POST',
      url: `/api/proofs/${token}/change`,
      payload: { note: 'نام بڑا کریں' },
    });
    expect(urdu.statusCode).toBe(200);
  });

  it('answers 400 to an impossible insights date instead of rolling it over', async () => {
    for (const [from, to] of [
      ['2026-04-31', '2026-05-02'],
      ['2026-02-29', '2026-03-01'],
      ['2026-13-01', '2026-13-02'],
      ['2026-01-01', '2026-01-32'],
    ]) {
      const res = await t.app.inject({ url: `/api/admin/insights?from=${from}&to=${to}`, headers: owner.headers });
      expect400(`${from}..${to}`, res, /is not a date on the calendar/);
    }
    const leap = await t.app.inject({
      url: '/api/admin/insights?from=2028-02-29&to=2028-03-01',
      headers: owner.headers,
    });
    expect(leap.statusCode).toBe(200);
  });
});
