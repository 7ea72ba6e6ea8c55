import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderArrivalsResponseSchema } from '../../../contracts/admin';
import { savePaymentSettings } from '../../payments/payment-settings-store';
import { buildRazorpayTestApp, latestOrder, type RazorpayTestApp } from '../../payments/razorpay/testing/razorpay-kit';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { placeTestOrder } from '../../testing/order-kit';
import { testBackends } from '../../testing/test-app';

/** Issue 45.9: the open workspace asks what came in since its last look, on any server. */
describe.each(testBackends)('new orders for the owner on $name', (backend) => {
  let t: RazorpayTestApp;
  let owner: StaffSession;
  let maker: StaffSession;
  beforeAll(async () => {
    t = await buildRazorpayTestApp(backend);
    owner = await signInAs(t.app, 'owner-asha');
    maker = await signInAs(t.app, 'maker-ravi', 'maker');
  });
  afterAll(async () => t?.close());

  const arrivals = async (since?: string, s: StaffSession = owner) => {
    const res = await t.app.inject({
      url: `/api/admin/orders/arrivals${since ? `?since=${encodeURIComponent(since)}` : ''}`,
      headers: { cookie: s.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return orderArrivalsResponseSchema.parse(res.json());
  };
  const policy = (p: 'prepaid' | 'cod_allowed') =>
    savePaymentSettings(t.app.db, { policy: p, advancePercent: 50, expiryMinutes: 60 }, null);

  it('answers only its clock at first, then each order placed since, newest first', async () => {
    await policy('cod_allowed');
    const first = await arrivals();
    expect(first.orders).toEqual([]);
    expect(Number.isNaN(Date.parse(first.now))).toBe(false);

    await placeTestOrder(t.app, { fullName: 'Priya Nair', mobile: '9876500001' }, { form: { payment: 'on_delivery' } });
    await placeTestOrder(t.app, { fullName: 'Meena Iyer', mobile: '9876500002' }, { form: { payment: 'on_delivery' } });
    const next = await arrivals(first.now);
    expect(next.orders.map((o) => [o.shopperName, o.status])).toEqual([
      ['Meena Iyer', 'placed'],
      ['Priya Nair', 'placed'],
    ]);
    expect(next.orders[0]).toMatchObject({
      reference: expect.stringMatching(/^KG-\d+$/),
      totalAmount: expect.any(String),
    });
    expect(Date.parse(next.now)).toBeGreaterThanOrEqual(Date.parse(first.now));
  });

  it('brings an online order when its payment places it, not while it waits for the payment', async () => {
    await policy('prepaid');
    const { now } = await arrivals();
    await placeTestOrder(t.app, { fullName: 'Kavya Rao', mobile: '9876500003' });
    const order = await latestOrder(t.app);
    expect(order.status).toBe('awaiting_payment');
    expect((await arrivals(now)).orders.map((o) => o.shopperName)).not.toContain('Kavya Rao');
    t.fake.pay(order.paymentRef!);
    await t.settle();
    expect((await arrivals(now)).orders.find((o) => o.id === order.id)).toMatchObject({ status: 'placed' });
  });

  it("is the owner's, and refuses a cursor that is not a time", async () => {
    const res = (url: string, s: StaffSession) => t.app.inject({ url, headers: { cookie: s.cookie } });
    expect((await res('/api/admin/orders/arrivals', maker)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/orders/arrivals' })).statusCode).toBe(401);
    expect((await res('/api/admin/orders/arrivals?since=yesterday', owner)).statusCode).toBe(400);
  });
});
