import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightsResponseSchema, type InsightsResponse } from '../../contracts/admin';
import { analyticsEvents, orders } from '../platform/db/schema';
import { signInAs, type StaffSession } from '../testing/admin-kit';
import { placeTestOrder } from '../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../testing/test-app';

/** A time on a day in India: the owner's days are India days, whatever zone the server runs in. */
const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+05:30`);

describe.each(testBackends)('insights on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  let body: InsightsResponse;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    owner = await signInAs(t.app, 'owner-insights');
    const mug = t.app.catalog.list('Mugs')[0]!.id;
    const board = t.app.catalog.list('Nameplates')[0]!.id;
    const ev = (name: string, sessionId: string, day: string, props: Record<string, string> = {}, hour = 12) => ({
      name,
      sessionId,
      path: '/',
      props,
      occurredAt: at(day, hour),
    });
    // Six sessions on 10-11 January; s1 goes all the way, the others drop off step by step.
    await t.app.db.insert(analyticsEvents).values([
      ev('page_view', 's1', '2026-01-10'),
      ev('page_view', 's1', '2026-01-10', {}, 13), // a second view: s1 still counts once
      ev('page_view', 's2', '2026-01-10'),
      ev('page_view', 's3', '2026-01-10', {}, 2), // 2 am in India: still 9 January in UTC, yet in range
      ev('page_view', 's4', '2026-01-11'),
      ev('page_view', 's5', '2026-01-11'),
      ev('page_view', 's6', '2026-01-11', {}, 23),
      ev('product_tap', 's1', '2026-01-10', { productId: mug }),
      ev('product_tap', 's2', '2026-01-10', { productId: mug }),
      ev('product_tap', 's3', '2026-01-10', { productId: board }),
      ev('product_tap', 's4', '2026-01-11', { productId: board }),
      ev('customize_tap', 's1', '2026-01-10', { productId: mug }),
      ev('customize_tap', 's2', '2026-01-10', { productId: mug }),
      ev('customize_tap', 's3', '2026-01-10', { productId: board }),
      ev('preview_generated', 's1', '2026-01-10', { productId: mug, category: 'mug' }),
      ev('preview_generated', 's1', '2026-01-10', { productId: mug, category: 'mug' }, 14),
      ev('preview_generated', 's2', '2026-01-11', { productId: mug, category: 'mug' }),
      ev('add_to_cart', 's1', '2026-01-11', { productId: mug }),
      ev('checkout', 's1', '2026-01-11'),
      // Outside the range: the day before and the day after.
      ev('page_view', 's7', '2026-01-09', {}, 23),
      ev('preview_generated', 's7', '2026-01-12', { productId: mug }, 0),
    ]);
    await placeTestOrder(t.app, { fullName: 'In Range', mobile: '9876543210' }, { category: 'Mugs' });
    await placeTestOrder(t.app, { fullName: 'Too Late', mobile: '9876543211' }, { category: 'Nameplates' });
    const placed = await t.app.db.select({ id: orders.id, contact: orders.contact }).from(orders);
    for (const o of placed) {
      // 1 am on the 12th in India is 19:30 UTC on the 11th: the day after the range, for the owner.
      const when = o.contact.fullName === 'In Range' ? at('2026-01-11', 18) : at('2026-01-12', 1);
      await t.app.db.update(orders).set({ createdAt: when }).where(eq(orders.id, o.id));
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/insights?from=2026-01-10&to=2026-01-11',
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    body = insightsResponseSchema.parse(res.json());
  });
  afterAll(async () => t?.close());

  it('counts each funnel step in distinct sessions, and orders placed, within the days asked', () => {
    expect(body.funnel.map((s) => [s.step, s.count])).toEqual([
      ['page_view', 6],
      ['product_tap', 4],
      ['customize_tap', 3],
      ['preview_generated', 2],
      ['add_to_cart', 1],
      ['checkout', 1],
      ['order_placed', 1],
    ]);
  });

  it("gives each step's conversion from the step before", () => {
    const conversion = body.funnel.map((s) => s.conversion);
    expect(conversion[0]).toBeNull();
    expect(conversion.slice(1).map((c) => Number(c!.toFixed(4)))).toEqual([0.6667, 0.75, 0.6667, 0.5, 1, 1]);
  });

  it('splits the funnel by category', () => {
    const of = (category: string) =>
      body.categories.find((c) => c.category === category)!.funnel.map((s) => [s.step, s.count]);
    expect(of('Mugs')).toEqual([
      ['product_tap', 2],
      ['customize_tap', 2],
      ['preview_generated', 2],
      ['add_to_cart', 1],
      ['order_placed', 1],
    ]);
    expect(of('Nameplates')).toEqual([
      ['product_tap', 2],
      ['customize_tap', 1],
      ['preview_generated', 0],
      ['add_to_cart', 0],
      ['order_placed', 0],
    ]);
    const nameplates = body.categories.find((c) => c.category === 'Nameplates')!.funnel;
    expect(nameplates[3]!.conversion).toBe(null);
    expect(of('Kids Buntings').every(([, n]) => n === 0)).toBe(true);
  });

  it('gives previews and orders per day', () => {
    expect(body.daily).toEqual([
      { date: '2026-01-10', previews: 2, orders: 0 },
      { date: '2026-01-11', previews: 1, orders: 1 },
    ]);
  });

  it('refuses a range that ends before it starts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/insights?from=2026-01-11&to=2026-01-10',
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(400);
  });
});
