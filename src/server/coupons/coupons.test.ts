import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { findOrderByCart } from '../orders/place-order';
import { formatRupees, fromPaise, toPaise } from '../../contracts/money';
import type { CouponInput } from '../../contracts/coupons';
import { cartWith, nameboardVariant } from '../testing/stock-kit';
import { buildTestApp, testBackends, type TestApp } from '../testing/test-app';
import { createCoupon, listCoupons } from './coupon-store';

/** The only routes these tests call: adding to a cart, and the hosted checkout that applies codes. */
const routes = ['cart', 'checkout-page'] as const;

const form = (body: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(body)?.[1] ?? '';

async function apply(app: FastifyInstance, cartId: string, code: string) {
  return app.inject({
    method: 'POST',
    url: `/checkout/${cartId}`,
    payload: { intent: 'apply_coupon', couponCode: code },
  });
}

async function place(
  app: FastifyInstance,
  cartId: string,
  mobile: string,
  remoteAddress = '10.1.0.1',
  more: Record<string, string> = {},
) {
  const page = await app.inject({ url: `/checkout/${cartId}`, remoteAddress });
  return app.inject({
    method: 'POST',
    url: `/checkout/${cartId}`,
    remoteAddress,
    payload: {
      cartVersion: form(page.body, 'cartVersion'),
      discountSeen: form(page.body, 'discountSeen'),
      fullName: 'Kavya Rao',
      mobile,
      address1: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      ...more,
    },
  });
}

const code = (c: Partial<CouponInput> & { code: string }): CouponInput => ({
  title: 'Offer',
  kind: 'percent',
  percentOff: 10,
  ...c,
});

describe.each(testBackends)('coupons at checkout on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, {}, {}, { routes });
    const day = 86_400_000;
    await createCoupon(t.app.db, code({ code: 'TEN' }));
    await createCoupon(t.app.db, code({ code: 'SOON', startsAt: new Date(Date.now() + day).toISOString() }));
    await createCoupon(t.app.db, code({ code: 'OLD', endsAt: new Date(Date.now() - day).toISOString() }));
    await createCoupon(t.app.db, code({ code: 'BIG', minOrder: '999999' }));
    await createCoupon(t.app.db, code({ code: 'MUGS', categories: ['Mugs'] }));
    await createCoupon(t.app.db, code({ code: 'ONCE', kind: 'fixed', amountOff: '100', maxUsesPerPhone: 1 }));
    await createCoupon(t.app.db, code({ code: 'HUGE', kind: 'fixed', amountOff: '9999999' }));
  });
  afterAll(async () => t?.close());

  it.each([
    ['NOPE', 'NOPE is not a code we know. Please check it and try again.'],
    ['soon', 'SOON has not started yet.'],
    ['OLD', 'OLD has expired.'],
    ['BIG', 'BIG needs an order of ₹9,99,999.00 or more.'],
    ['MUGS', 'MUGS is not for the items in your cart.'],
  ])('refuses %s with its reason and changes nothing', async (typed, message) => {
    const cartId = await cartWith(t.app, nameboardVariant(t.app));
    const before = await t.app.inject({ url: `/checkout/${cartId}` });
    const res = await apply(t.app, cartId, typed);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(`id="couponCode-error" role="alert">${message}<`);
    const after = await t.app.inject({ url: `/checkout/${cartId}` });
    expect(form(after.body, 'discountSeen')).toBe('0');
    expect(/data-testid="checkout-total">([^<]+)</.exec(after.body)?.[1]).toBe(
      /data-testid="checkout-total">([^<]+)</.exec(before.body)?.[1],
    );
  });

  it('takes 10 % off, once however often it is applied, and charges the order, its invoice lines, that total', async () => {
    const item = nameboardVariant(t.app);
    const cartId = await cartWith(t.app, item, 3);
    const gross = toPaise(item.product.variants[0]!.price) * 3;
    await apply(t.app, cartId, 'ten');
    const res = await apply(t.app, cartId, 'TEN');
    expect(res.statusCode).toBe(200);
    const off = Math.floor((gross * 10 + 50) / 100);
    expect(res.body).toContain(`TEN applied: you save ${formatRupees(fromPaise(off))}.`);
    expect(res.body.match(/data-testid="checkout-discount"/g)).toHaveLength(1);
    expect(res.body).toContain(`data-testid="checkout-total">${formatRupees(fromPaise(gross - off))}<`);
    expect((await place(t.app, cartId, '9876500101')).statusCode).toBe(303);
    const order = (await findOrderByCart(t.app.db, cartId))!;
    expect(toPaise(order.totalAmount)).toBe(gross - off);
    expect(order.adjustments).toEqual([{ kind: 'discount', label: 'TEN', amountPaise: -off }]);
    expect(order.lines.reduce((n, l) => n + l.adjustmentPaise, 0)).toBe(-off);
    const [stats] = (await listCoupons(t.app.db)).filter((c) => c.code === 'TEN');
    expect(stats).toMatchObject({ usedCount: 1, orders: 1, revenue: fromPaise(gross - off) });
  });

  it('applies a code typed and not applied when the form is sent to place the order (Enter in the field), placing nothing', async () => {
    const cartId = await cartWith(t.app, nameboardVariant(t.app));
    const page = await t.app.inject({ url: `/checkout/${cartId}` });
    // Enter submits with the first submit button of the form in the page: the nameless one that
    // places the order comes before the summary's Apply, so Enter in the address places the order.
    const implicit = page.body.indexOf('class="implicit-submit"');
    expect(implicit).toBeGreaterThan(-1);
    expect(implicit).toBeLessThan(page.body.indexOf('value="apply_coupon"'));
    expect(/<button class="implicit-submit"[^>]*>/.exec(page.body)?.[0]).not.toContain('name=');
    const res = await place(t.app, cartId, '9876500121', '10.1.0.1', { couponCode: 'ten' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('TEN applied: you save');
    expect(await findOrderByCart(t.app.db, cartId)).toBeFalsy();
    // Placed again from the page that shows the discount: the order is placed at that total.
    expect((await place(t.app, cartId, '9876500121')).statusCode).toBe(303);
    expect((await findOrderByCart(t.app.db, cartId))?.adjustments).toEqual([
      expect.objectContaining({ kind: 'discount', label: 'TEN' }),
    ]);
  });

  it('never makes a total negative', async () => {
    const cartId = await cartWith(t.app, nameboardVariant(t.app));
    const res = await apply(t.app, cartId, 'HUGE');
    expect(res.body).toContain(`data-testid="checkout-total">${formatRupees(0)}<`);
  });

  it('refuses a code already used with the same mobile number, when the order is placed', async () => {
    const first = await cartWith(t.app, nameboardVariant(t.app));
    await apply(t.app, first, 'ONCE');
    expect((await place(t.app, first, '9876500202')).statusCode).toBe(303);
    const second = await cartWith(t.app, nameboardVariant(t.app));
    expect((await apply(t.app, second, 'ONCE')).statusCode).toBe(200);
    const res = await place(t.app, second, '9876500202');
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('ONCE has already been used with this mobile number.');
    expect(await findOrderByCart(t.app.db, second)).toBeNull();
  });

  it('gives a cancelled order’s use back in the cancel’s own transaction, once however often it is cancelled', async () => {
    await createCoupon(t.app.db, code({ code: 'BACK', maxUses: 2, maxUsesPerPhone: 1 }));
    const used = async () => (await listCoupons(t.app.db)).find((c) => c.code === 'BACK')!;
    const placed: string[] = [];
    for (const mobile of ['9876500303', '9876500404']) {
      const cartId = await cartWith(t.app, nameboardVariant(t.app));
      await apply(t.app, cartId, 'BACK');
      expect((await place(t.app, cartId, mobile)).statusCode).toBe(303);
      placed.push((await findOrderByCart(t.app.db, cartId))!.id);
    }
    expect(await used()).toMatchObject({ usedCount: 2, orders: 2 });

    // What a listener sees once the cancel is committed: the use is back already, not left to it.
    const seen: number[] = [];
    const off = t.app.orderEvents.on(async ({ event, orderId }) => {
      if (event === 'cancelled' && orderId === placed[0]) seen.push((await used()).usedCount);
    });
    const owner = { name: 'asha', userId: null };
    const twice = await Promise.allSettled([
      t.app.orders.cancel(placed[0]!, owner),
      t.app.orders.cancel(placed[0]!, owner),
    ]);
    off();
    expect(twice.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    await expect(t.app.orders.cancel(placed[0]!, owner)).rejects.toThrow(/cancelled/);
    expect(seen).toEqual([1]);
    expect(await used()).toMatchObject({ usedCount: 1, orders: 1 });

    // The same number may use it again: its cancelled order no longer counts.
    const again = await cartWith(t.app, nameboardVariant(t.app));
    await apply(t.app, again, 'BACK');
    expect((await place(t.app, again, '9876500303')).statusCode).toBe(303);
    expect(await used()).toMatchObject({ usedCount: 2, orders: 2 });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('coupon budgets under concurrent checkouts on postgres', () => {
  let t: TestApp;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    t = await buildTestApp({ name: 'postgres' }, { CART_RATE_LIMIT: 1000 }, {}, { routes });
    apps = [t.app];
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(t.config, { logger: false, routes });
      await app.ready();
      apps.push(app);
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(apps.slice(1).map((app) => app.close()));
    await t?.close();
  });

  async function rush(couponCode: string, n: number, mobile: (i: number) => string) {
    const carts = await Promise.all(
      Array.from({ length: n }, (_, i) => cartWith(apps[i % 3]!, nameboardVariant(t.app))),
    );
    for (const cartId of carts) expect((await apply(t.app, cartId, couponCode)).statusCode).toBe(200);
    const answers = await Promise.all(carts.map((c, i) => place(apps[i % 3]!, c, mobile(i), `10.2.0.${i + 1}`)));
    return answers.map((a) => a.statusCode);
  }

  it('lets 3 of 12 shoppers use a code with a budget of 3 uses', async () => {
    await createCoupon(t.app.db, code({ code: 'THREE', maxUses: 3 }));
    const statuses = await rush('THREE', 12, (i) => String(9_876_510_000 + i));
    expect(statuses.filter((s) => s === 303)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const [c] = (await listCoupons(t.app.db)).filter((x) => x.code === 'THREE');
    expect(c).toMatchObject({ usedCount: 3, orders: 3 });
  });

  it('lets one mobile number use a once-per-number code once, however many checkouts it opens at once', async () => {
    await createCoupon(t.app.db, code({ code: 'ONEEACH', maxUsesPerPhone: 1 }));
    const statuses = await rush('ONEEACH', 8, () => '9876520000');
    expect(statuses.filter((s) => s === 303)).toHaveLength(1);
    const [c] = (await listCoupons(t.app.db)).filter((x) => x.code === 'ONEEACH');
    expect(c).toMatchObject({ usedCount: 1, orders: 1 });
  });
});
