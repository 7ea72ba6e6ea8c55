import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../../contracts/admin';
import { signIn, signInAs, TEST_PASSWORD, type StaffSession } from '../../testing/admin-kit';
import { placeTestOrder } from '../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

/** A concrete URL for a route pattern: every parameter becomes a well-formed id. */
const concrete = (url: string) => url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');
const noStore = (label: string, res: { headers: Record<string, unknown> }) =>
  expect(`${label} ${String(res.headers['cache-control'])}`).toBe(`${label} no-store`);

/**
 * Staff answers and the shopper's order pages hold names, numbers and addresses: a shared phone's
 * browser must keep none of them after sign-out, whatever the answer (success, error, sign-in).
 */
describe.each(testBackends)('no-store on every admin answer and order page on $name', (backend) => {
  let t: TestApp;
  const sessions = {} as Record<(typeof ROLES)[number], StaffSession>;
  beforeAll(async () => {
    t = await buildTestApp(backend, { PUBLIC_URL: 'https://shop.example' });
    for (const role of ROLES) sessions[role] = await signInAs(t.app, `cache-${role}`, role);
  });
  afterAll(async () => t?.close());

  it('on every registered /api/admin route, signed out and signed in as each role', async () => {
    const signOutLast = (r: { method: string; url: string }) =>
      r.method !== 'DELETE' ? 0 : r.url === '/api/admin/session' ? 1 : r.url === '/api/admin/sessions' ? 2 : 0;
    const routes = [...t.app.adminRoutes].sort((a, b) => signOutLast(a) - signOutLast(b));
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      // Each sign-out route ends the walk's sessions: the next one starts signed in again.
      if (signOutLast(route) > 1)
        for (const role of ROLES) sessions[role] = await signIn(t.app, `cache-${role}`, TEST_PASSWORD);
      const url = concrete(route.url);
      noStore(`anonymous ${route.method} ${route.url}`, await t.app.inject({ method: route.method as 'GET', url }));
      for (const role of ROLES) {
        const res = await t.app.inject({ method: route.method as 'GET', url, headers: sessions[role].headers });
        noStore(`${role} ${route.method} ${route.url} ${res.statusCode}`, res);
      }
    }
  });

  it('on the sign-in answer, its refusals and an unknown admin path', async () => {
    await signInAs(t.app, 'cache-signin');
    const signIn = (payload: object, headers = {}) =>
      t.app.inject({ method: 'POST', url: '/api/admin/session', payload, headers });
    const ok = await signIn({ username: 'cache-signin', password: TEST_PASSWORD });
    expect(ok.statusCode).toBe(200);
    noStore('signed in', ok);
    noStore('wrong password', await signIn({ username: 'cache-signin', password: 'nope' }));
    noStore('invalid body', await signIn({}));
    noStore('not found', await t.app.inject({ method: 'GET', url: '/api/admin/nothing-here' }));
  });

  it('on the proof API, the proof page and the checkout confirmation', async () => {
    // The walk above signed the role sessions out.
    const owner = await signInAs(t.app, 'cache-proof-owner');
    const cartId = await placeTestOrder(t.app, { fullName: 'Cache Kavya', mobile: '98765 11111' });
    noStore('confirmation', await t.app.inject({ method: 'GET', url: `/checkout/${cartId}` }));
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/orders?q=Kavya', headers: owner.headers });
    const orderId = list.json<{ orders: { id: string }[] }>().orders[0]!.id;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/proof`,
      headers: owner.headers,
    });
    const token = new URL(sent.json<{ proofUrl: string }>().proofUrl).pathname.split('/').at(-1)!;
    noStore('proof', await t.app.inject({ method: 'GET', url: `/api/proofs/${token}` }));
    noStore(
      'change',
      await t.app.inject({ method: 'POST', url: `/api/proofs/${token}/change`, payload: { note: 'Bolder' } }),
    );
    noStore('approve', await t.app.inject({ method: 'POST', url: `/api/proofs/${token}/approve` }));
    noStore('unknown proof', await t.app.inject({ method: 'GET', url: `/api/proofs/${'A'.repeat(43)}` }));
    const page = await t.app.inject({ method: 'GET', url: `/proof/${token}`, headers: { accept: 'text/html' } });
    noStore('proof page', page);
  });
});
