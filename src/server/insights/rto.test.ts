import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightsResponseSchema, type InsightsResponse } from '../../contracts/admin';
import { orders } from '../platform/db/schema';
import { signInAs } from '../testing/admin-kit';
import { placeTestOrder } from '../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../testing/test-app';

describe.each(testBackends)('returned-to-origin insights on $name', (backend) => {
  let t: TestApp;
  let rto: InsightsResponse['rto'];
  let march: InsightsResponse['rto'];
  beforeAll(async () => {
    t = await buildTestApp(backend);
    const owner = await signInAs(t.app, 'owner-rto');
    // Six real orders, their journeys set as the courier's scans would leave them (tests may set up rows).
    const journeys = [
      { status: 'returned', paymentMethod: 'cash_on_delivery', pincode: '560034', total: '1499.00' },
      { status: 'returned', paymentMethod: 'cash_on_delivery', pincode: '560001', total: '799.50' },
      { status: 'delivered', paymentMethod: 'cash_on_delivery', pincode: '110001', total: '999.00' },
      { status: 'returned', paymentMethod: 'online', pincode: '110017', total: '650.00' },
      { status: 'delivered', paymentMethod: 'online', pincode: '400001', total: '1200.00' },
      { status: 'delivered', paymentMethod: 'advance_online', pincode: '400050', total: '1800.00' },
      // Still on its way, and one outside the range: neither counts.
      { status: 'out_for_delivery', paymentMethod: 'cash_on_delivery', pincode: '560002', total: '500.00' },
      {
        status: 'returned',
        paymentMethod: 'cash_on_delivery',
        pincode: '560003',
        total: '900.00',
        at: '2026-02-01T10:00:00Z',
      },
      // March 2026, for the weeks (asked for 4 to 17 March): Sunday evening in UTC is Monday in India.
      { status: 'delivered', paymentMethod: 'online', pincode: '302001', total: '100.00', at: '2026-03-05T10:00:00Z' },
      {
        status: 'returned',
        paymentMethod: 'cash_on_delivery',
        pincode: '302002',
        total: '100.00',
        at: '2026-03-05T12:00:00Z',
      },
      {
        status: 'returned',
        paymentMethod: 'cash_on_delivery',
        pincode: '302003',
        total: '100.00',
        at: '2026-03-08T19:00:00Z',
      },
      {
        status: 'delivered',
        paymentMethod: 'cash_on_delivery',
        pincode: '302004',
        total: '100.00',
        at: '2026-03-10T10:00:00Z',
      },
      // The range's days are India days. Still the 17th (its last day) in UTC, but 01:30 on the
      // 18th in India: after the range, not counted.
      { status: 'returned', paymentMethod: 'online', pincode: '302005', total: '100.00', at: '2026-03-17T20:00:00Z' },
      // The day before the range, in both zones: not counted.
      { status: 'returned', paymentMethod: 'online', pincode: '302006', total: '100.00', at: '2026-03-03T10:00:00Z' },
      // Still the 3rd in UTC, but 00:30 on the 4th (its first day) in India: counted, in the first week.
      { status: 'returned', paymentMethod: 'online', pincode: '302007', total: '100.00', at: '2026-03-03T19:00:00Z' },
    ] as const;
    for (const [i, j] of journeys.entries()) {
      const cartId = await placeTestOrder(t.app, { fullName: `Shopper ${i}`, mobile: `98765432${10 + i}` });
      const [order] = await t.app.db
        .select({ id: orders.id, contact: orders.contact })
        .from(orders)
        .where(eq(orders.cartId, cartId));
      await t.app.db
        .update(orders)
        .set({
          status: j.status,
          paymentMethod: j.paymentMethod,
          totalAmount: j.total,
          contact: { ...order!.contact, pincode: j.pincode },
          createdAt: new Date('at' in j ? j.at : '2026-01-10T10:00:00Z'),
        })
        .where(eq(orders.id, order!.id));
    }
    const ask = async (from: string, to: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/insights?from=${from}&to=${to}`,
        headers: { cookie: owner.cookie },
      });
      expect(res.statusCode).toBe(200);
      return insightsResponseSchema.parse(res.json()).rto;
    };
    rto = await ask('2026-01-01', '2026-01-31');
    march = await ask('2026-03-04', '2026-03-17');
  });
  afterAll(async () => t?.close());

  it('counts the parcels that came back against those delivered, pay on delivery and prepaid apart', () => {
    expect(rto).toMatchObject({ delivered: 3, returned: 3, rate: 0.5 });
    // An advance paid online still leaves the balance to the courier: it is pay on delivery here.
    expect(rto.cod).toEqual({ delivered: 2, returned: 2, rate: 0.5 });
    expect(rto.prepaid).toEqual({ delivered: 1, returned: 1, rate: 0.5 });
  });

  it('writes off the returned pieces at their order totals, to the paisa', () => {
    expect(rto.valueLost).toBe('2948.50');
  });

  it('names the pincode prefixes with the most returns first', () => {
    expect(rto.prefixes).toEqual([
      { prefix: '560', delivered: 0, returned: 2, rate: 1 },
      { prefix: '110', delivered: 1, returned: 1, rate: 0.5 },
    ]);
  });

  it('counts returned orders per India week (Monday first), every week of the range, adding up to the totals', () => {
    const zero = { delivered: 0, returned: 0, rate: null };
    // 1 January 2026 is a Thursday: its week began on Monday 29 December.
    expect(rto.weeks).toEqual([
      { weekStart: '2025-12-29', ...zero },
      { weekStart: '2026-01-05', delivered: 3, returned: 3, rate: 0.5 },
      { weekStart: '2026-01-12', ...zero },
      { weekStart: '2026-01-19', ...zero },
      { weekStart: '2026-01-26', ...zero },
    ]);
    expect(march.weeks).toEqual([
      { weekStart: '2026-03-02', delivered: 1, returned: 2, rate: 2 / 3 },
      { weekStart: '2026-03-09', delivered: 1, returned: 1, rate: 0.5 },
      { weekStart: '2026-03-16', ...zero },
    ]);
    expect(march).toMatchObject({ delivered: 2, returned: 3 });
  });
});
