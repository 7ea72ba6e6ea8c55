import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema, sendProofResponseSchema, sessionResponseSchema } from '../../../contracts/admin';
import { findOrderByCart } from '../../orders/place-order';
import { signIn, signInAs, type StaffSession } from '../../testing/admin-kit';
import { placeTestOrder } from '../../testing/order-kit';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 39 item 11 and issue 45 item 3: every link the shop sends or shows is made from one origin
 * (links/public-origin.ts), PUBLIC_URL or, on a try-out without it, this machine: never the Host
 * or X-Forwarded-Host of the request that made it (the owner's browser, a proxy, a stranger). The
 * workspace tells the owner while PUBLIC_URL is unset.
 */
const FORGED = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' };

describe.each([
  { name: 'without PUBLIC_URL', env: {}, origin: 'http://localhost:5000' },
  { name: 'with PUBLIC_URL', env: { PUBLIC_URL: 'https://shop.example.in' }, origin: 'https://shop.example.in' },
])('the links the shop gives out, $name', ({ env, origin }) => {
  let t: TestApp;
  let owner: StaffSession;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' }, { PORT: 5000, ...env });
    owner = await signInAs(t.app, 'owner-origin');
  });
  afterAll(async () => t?.close());

  it('names the shop’s own address in the proof link and the order page link, whatever Host the owner’s request carried', async () => {
    const cartId = await placeTestOrder(t.app, { fullName: 'Nisha Patel', mobile: '9876501299' });
    const order = await findOrderByCart(t.app.db, cartId);
    const headers = { ...owner.headers, ...FORGED };
    const sent = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order!.id}/proof`, headers });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sendProofResponseSchema.parse(sent.json()).proofUrl).toMatch(new RegExp(`^${origin}/proof/[\\w-]{43}$`));
    const detail = await t.app.inject({ url: `/api/admin/orders/${order!.id}`, headers });
    expect(orderDetailSchema.parse(detail.json()).orderPageUrl).toMatch(new RegExp(`^${origin}/order/`));
  });

  it('warns the owner on every page while PUBLIC_URL is unset, and never a maker', async () => {
    const session = sessionResponseSchema.parse(
      (await t.app.inject({ url: '/api/admin/session', headers: owner.headers })).json(),
    );
    await signInAs(t.app, 'maker-origin', 'maker');
    const maker = await signIn(t.app, 'maker-origin', 'correct-horse-battery');
    const makerSession = sessionResponseSchema.parse(
      (await t.app.inject({ url: '/api/admin/session', headers: maker.headers })).json(),
    );
    expect(makerSession.notices).toEqual([]);
    if (env.PUBLIC_URL) expect(session.notices).toEqual([]);
    else {
      expect(session.notices).toHaveLength(1);
      expect(session.notices?.[0]).toContain('PUBLIC_URL is not set');
      expect(session.notices?.[0]).toContain('http://localhost:5000');
    }
  });
});
