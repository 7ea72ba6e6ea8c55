import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponListSchema, couponOrdersSchema, couponResponseSchema } from '../../../contracts/coupons';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

describe.each(testBackends)('the owner’s coupon screens’ API on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  let maker: StaffSession;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    owner = await signInAs(t.app, 'owner-coupons');
    maker = await signInAs(t.app, 'maker-coupons', 'maker');
  });
  afterAll(async () => t?.close());

  const create = (who: StaffSession, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/coupons', headers: who.headers, payload });

  it('makes a code, refuses the same code twice at its field, pauses it, and lists its orders', async () => {
    const res = await create(owner, {
      code: 'diwali-10',
      title: 'Diwali offer',
      kind: 'percent',
      percentOff: 10,
      maxUses: 50,
    });
    expect(res.statusCode).toBe(201);
    const { coupon } = couponResponseSchema.parse(res.json());
    expect(coupon).toMatchObject({ code: 'DIWALI-10', paused: false, maxUses: 50, usedCount: 0, orders: 0 });

    const again = await create(owner, { code: 'DIWALI-10', title: 'Again', kind: 'free_shipping' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ issues: [{ path: 'code', message: 'There is already a code DIWALI-10.' }] });

    const paused = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/coupons/${coupon.id}/paused`,
      headers: owner.headers,
      payload: { paused: true },
    });
    expect(couponResponseSchema.parse(paused.json()).coupon.paused).toBe(true);
    const list = couponListSchema.parse(
      (await t.app.inject({ url: '/api/admin/coupons', headers: owner.headers })).json(),
    );
    expect(list.coupons.find((c) => c.id === coupon.id)?.paused).toBe(true);

    const orders = await t.app.inject({ url: `/api/admin/coupons/${coupon.id}/orders`, headers: owner.headers });
    expect(couponOrdersSchema.parse(orders.json()).orders).toEqual([]);
  });

  it('names each bad field, and keeps makers out', async () => {
    const res = await create(owner, { code: 'x', title: '', kind: 'fixed' });
    expect(res.statusCode).toBe(400);
    const paths = (res.json<{ issues: { path: string }[] }>().issues ?? []).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['code', 'title']));
    expect((await create(maker, { code: 'MAKER', title: 'Mine', kind: 'free_shipping' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/coupons', headers: maker.headers })).statusCode).toBe(403);
  });
});
