import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimInsightsSchema } from '../../contracts/claims';
import { indiaDate, indiaMidnight } from '../../contracts/india-days';
import { SIGN_IN_ROUTES, signInAs, type StaffSession } from '../testing/admin-kit';
import { DELIVER_ORDER_ROUTES, deliveredTestPiece, PLACE_ORDER_ROUTES } from '../testing/order-kit';
import { buildTestApp, type TestApp } from '../testing/test-app';

const OWNER = { name: 'asha-owner', userId: null };
const DAY = 86_400_000;

/**
 * The only routes these tests call (buildTestApp's `routes`): the kits' sign-in, checkout and
 * workspace order routes, and the workspace's claims.
 */
const routes = [...SIGN_IN_ROUTES, ...PLACE_ORDER_ROUTES, ...DELIVER_ORDER_ROUTES, 'admin-claims'] as const;

describe('claim insights, in India days', () => {
  let t: TestApp;
  let owner: StaffSession;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' }, {}, {}, { routes });
    owner = await signInAs(t.app, 'asha-owner');
  });
  afterAll(() => t.close());

  const read = async (from: string, to: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/claims/insights?from=${from}&to=${to}`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return claimInsightsSchema.parse(res.json());
  };

  it('counts a claim on the India day it was reported, by reason and fault, with its cost and the courier’s damage rate', async () => {
    const today = indiaDate(new Date());
    const before = await read(today, today);
    const pieces = [];
    for (let i = 0; i < 2; i++) {
      const { orderId, lineId } = await deliveredTestPiece(t.app, owner, {
        fullName: 'Priya Nair',
        mobile: '9876543210',
      });
      pieces.push({ orderId, lineId });
    }
    // 00:30 in India tomorrow is still today in UTC (19:00): it counts for tomorrow.
    const tomorrow = indiaDate(new Date(Date.now() + DAY));
    const at = new Date(indiaMidnight(tomorrow).getTime() + 30 * 60_000);
    const id = await t.app.claims.open({ ...pieces[0]!, reason: 'damaged', note: '', photos: [], arrivesBy: null }, at);
    await t.app.claims.decide(
      id,
      {
        decision: 'both',
        fault: 'courier',
        refundPaise: 20000,
        remakeCostPaise: 45000,
        payout: { method: 'upi', reference: 'UPI1234567' },
      },
      OWNER,
      at,
    );

    const sameDay = await read(today, today);
    expect(sameDay.claims).toBe(before.claims);
    expect(sameDay.delivered).toBe(before.delivered + 2);

    const next = await read(tomorrow, tomorrow);
    expect(next.claims).toBe(1);
    expect(next.byReason.find((r) => r.key === 'damaged')).toEqual({ key: 'damaged', count: 1, per100: null });
    expect(next.byFault.find((r) => r.key === 'courier')?.count).toBe(1);
    expect(next.costByMonth).toEqual([{ month: tomorrow.slice(0, 7), refundPaise: 20000, remakePaise: 45000 }]);
    expect(next.remakesByProduct).toHaveLength(1);

    // Over both days: 1 damage claim on 2+ Delhivery deliveries.
    const both = await read(today, tomorrow);
    const delhivery = both.couriers.find((c) => c.courier === 'Delhivery');
    expect(delhivery?.damaged).toBe(1);
    expect(delhivery?.damagePer100).toBe(Math.round((100 * 100) / (delhivery?.delivered ?? 1)) / 100);
    expect(both.byReason.find((r) => r.key === 'damaged')?.per100).toBe(
      Math.round((1 * 10_000) / both.delivered) / 100,
    );
  });

  it('refuses a range that ends before it starts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/claims/insights?from=2026-03-05&to=2026-03-01',
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(400);
  });
});
