import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema } from '../../contracts/admin';
import { fromPaise, toPaise } from '../../contracts/money';
import { createCoupon, listCoupons } from '../coupons/coupon-store';
import { findOrderByCart } from '../orders/place-order';
import { buildRazorpayTestApp, type RazorpayTestApp } from '../payments/razorpay/testing/razorpay-kit';
import { signInAs, type StaffSession } from '../testing/admin-kit';
import { cartWith, nameboardVariant } from '../testing/stock-kit';
import { testBackends } from '../testing/test-app';

const form = (body: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(body)?.[1] ?? '';

/** Applies the code on the hosted checkout, then places the order as a shopper does. */
async function placeWithCode(app: FastifyInstance, cartId: string, code: string, mobile: string) {
  await app.inject({
    method: 'POST',
    url: `/checkout/${cartId}`,
    payload: { intent: 'apply_coupon', couponCode: code },
  });
  const page = await app.inject({ url: `/checkout/${cartId}` });
  return app.inject({
    method: 'POST',
    url: `/checkout/${cartId}`,
    payload: {
      cartVersion: form(page.body, 'cartVersion'),
      discountSeen: form(page.body, 'discountSeen'),
      fullName: 'Kavya Rao',
      mobile,
      address1: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    },
  });
}

/**
 * Issue 39 item 5, in a prepaid-only shop with Razorpay (which takes nothing under ₹1): a discount
 * that leaves under ₹1, or all of it, makes a free order, placed paid with its reason.
 */
describe.each(testBackends)('orders a discount covers on $name', (backend) => {
  let t: RazorpayTestApp;
  let owner: StaffSession;
  let pricePaise: number;
  beforeAll(async () => {
    t = await buildRazorpayTestApp(backend);
    owner = await signInAs(t.app, 'owner-free-orders');
    const { product, variantId } = nameboardVariant(t.app);
    pricePaise = toPaise(product.variants.find((v) => v.id === variantId)!.price);
    // Fifty paise short of the piece's price, and everything off.
    await createCoupon(t.app.db, {
      code: 'ALMOST',
      title: 'Almost all',
      kind: 'fixed',
      amountOff: fromPaise(pricePaise - 50),
    });
    await createCoupon(t.app.db, { code: 'GIFT100', title: 'On the house', kind: 'percent', percentOff: 100 });
  });
  afterAll(async () => t?.close());

  const detailOf = async (orderId: string) =>
    orderDetailSchema.parse(
      (await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: { cookie: owner.cookie } })).json(),
    );
  const usesOf = async (code: string) => (await listCoupons(t.app.db)).find((c) => c.code === code)!.usedCount;

  it('does not leave fifty paise to pay: the checkout shows a free total and the order is placed paid', async () => {
    const cartId = await cartWith(t.app, nameboardVariant(t.app));
    await t.app.inject({
      method: 'POST',
      url: `/checkout/${cartId}`,
      payload: { intent: 'apply_coupon', couponCode: 'ALMOST' },
    });
    const page = await t.app.inject({ url: `/checkout/${cartId}` });
    expect(page.body).toContain('data-testid="checkout-total">₹0.00<');
    expect(page.body).toContain('<strong>Nothing to pay: your discount covers the whole order.</strong>');
    expect(page.body).not.toContain('Pay ₹0');

    const placed = await placeWithCode(t.app, cartId, 'ALMOST', '9876500501');
    expect(placed.statusCode).toBe(303);
    const order = (await findOrderByCart(t.app.db, cartId))!;
    // Not an order awaiting a 50-paise payment no link can take, holding its stock and the code.
    expect(order).toMatchObject({
      status: 'placed',
      paymentStatus: 'paid',
      paymentMethod: 'free',
      totalAmount: '0.00',
      amountDueNow: '0.00',
      paymentRef: null,
    });
    expect(t.fake.books.links.size).toBe(0);
    const confirmation = await t.app.inject({ url: `/checkout/${cartId}` });
    expect(confirmation.body).toContain('Nothing to pay: your discount covers the whole order.');
    expect(confirmation.body).not.toContain('Paid ₹0');
    // The discount as applied took the fifty paise too; the lines' shares add up to it.
    expect(order.adjustments).toEqual([{ kind: 'discount', label: 'ALMOST', amountPaise: -pricePaise }]);
    expect(order.lines.reduce((n, l) => n + l.adjustmentPaise, 0)).toBe(-pricePaise);
    expect(await usesOf('ALMOST')).toBe(1);
    const detail = await detailOf(order.id);
    expect(detail.timeline[0]).toMatchObject({
      status: 'placed',
      note: 'Free: ALMOST covers the whole order, so nothing is to be paid.',
    });
  });

  it('places a 100 % code’s order as free and paid, not as pay on delivery in a prepaid-only shop', async () => {
    const cartId = await cartWith(t.app, nameboardVariant(t.app));
    expect((await placeWithCode(t.app, cartId, 'GIFT100', '9876500502')).statusCode).toBe(303);
    const order = (await findOrderByCart(t.app.db, cartId))!;
    expect(order).toMatchObject({
      status: 'placed',
      paymentStatus: 'paid',
      paymentMethod: 'free',
      totalAmount: '0.00',
    });
    expect((await detailOf(order.id)).timeline[0]!.note).toBe(
      'Free: GIFT100 covers the whole order, so nothing is to be paid.',
    );
  });
});
