import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, orderLines } from '../../platform/db/schema';
import { signInAs } from '../../testing/admin-kit';
import { placeTestOrder } from '../../testing/order-kit';
import {
  buildRazorpayTestApp,
  latestOrder,
  orderRow,
  type RazorpayTestApp,
} from '../../payments/razorpay/testing/razorpay-kit';
import { testBackends } from '../../testing/test-app';
import { fromPaise, toPaise } from '../../../contracts/money';
import { createCoupon } from '../../coupons/coupon-store';
import { findOrderByCart } from '../../orders/place-order';
import { cartWith, nameboardVariant } from '../../testing/stock-kit';

describe.each(testBackends)(
  'a COD order paid online instead, at the prepaid discount (issue 28) on $name',
  (backend) => {
    let t: RazorpayTestApp;
    beforeAll(async () => {
      t = await buildRazorpayTestApp(backend);
      const owner = await signInAs(t.app, 'owner-cod-pay');
      const put = (url: string, payload: Record<string, unknown>) =>
        t.app.inject({ method: 'PUT', url, headers: owner.headers, payload });
      expect(
        (await put('/api/admin/payment-policy', { policy: 'cod_allowed', advancePercent: 50, expiryMinutes: 60 }))
          .statusCode,
      ).toBe(200);
      const saved = await put('/api/admin/cod-settings', {
        confirmEnabled: true,
        confirmHours: 24,
        limitRupees: null,
        blockedPhones: [],
        blockedPincodes: [],
        prepaidDiscountPercent: 10,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('offers paying online at 10% off, converts the order through pricing, and places it once paid', async () => {
      await placeTestOrder(
        t.app,
        { fullName: 'Kavya Menon', mobile: '9811100021', email: 'kavya21@example.com' },
        { form: { payment: 'on_delivery' } },
      );
      await t.app.backgroundWork.settled();
      const placed = await latestOrder(t.app);
      expect(placed.status).toBe('to_confirm');
      const email = (await t.app.db.select().from(messages).where(eq(messages.orderId, placed.id))).find(
        (m) => m.event === 'cod_confirm',
      );
      expect(email?.text).toContain('Or pay online now and get 10% off.');
      const path = /\/order\/[\w-]+\/confirm\/[\w-]{43}/.exec(email?.text ?? '')?.[0] ?? '';
      const total = Math.round(Number(placed.totalAmount) * 100);
      const discounted = total - Math.floor(total / 10);
      const page = await t.app.inject({ url: path });
      expect(page.body).toContain(`online now (10% off)`);

      const paying = await t.app.inject({
        method: 'POST',
        url: path,
        payload: 'answer=pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      });
      expect(paying.statusCode).toBe(303);
      expect(paying.headers.location).toContain(t.fake.origin);
      const converted = await orderRow(t.app, placed.id);
      expect(converted).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid', paymentMethod: 'online' });
      expect(Math.round(Number(converted.totalAmount) * 100)).toBe(discounted);
      expect(Math.round(Number(converted.amountDueNow) * 100)).toBe(discounted);
      expect(converted.adjustments.at(-1)).toEqual({
        kind: 'discount',
        label: 'Paid online 10%',
        amountPaise: discounted - total,
      });
      // Each line's share is kept, so the invoice taxes what was charged.
      const lines = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, placed.id));
      expect(
        lines.reduce((n, l) => n + Math.round(Number(l.unitPrice) * 100) * l.quantity + l.adjustmentPaise, 0),
      ).toBe(discounted);

      t.fake.pay(converted.paymentRef ?? '');
      await t.settle();
      expect(await orderRow(t.app, placed.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
      // Confirm tapped afterwards changes nothing.
      await t.app.inject({
        method: 'POST',
        url: path,
        payload: 'answer=cancel',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      });
      expect((await orderRow(t.app, placed.id)).status).toBe('placed');
    });

    it('makes the order free when the prepaid discount would leave under ₹1 (issue 39 item 5)', async () => {
      // A code leaves ₹1.50; 10 % off would leave ₹1.35, so the shop's 50 % here leaves 75 paise.
      const owner = await signInAs(t.app, 'owner-cod-pay-free');
      const put = (url: string, payload: Record<string, unknown>) =>
        t.app.inject({ method: 'PUT', url, headers: owner.headers, payload });
      const { product, variantId } = nameboardVariant(t.app);
      const pricePaise = toPaise(product.variants.find((v) => v.id === variantId)!.price);
      await createCoupon(t.app.db, {
        code: 'NEARLY',
        title: 'Nearly',
        kind: 'fixed',
        amountOff: fromPaise(pricePaise - 150),
      });
      const cod = { confirmEnabled: true, confirmHours: 24, limitRupees: null, blockedPhones: [], blockedPincodes: [] };
      expect((await put('/api/admin/cod-settings', { ...cod, prepaidDiscountPercent: 50 })).statusCode).toBe(200);
      const cartId = await cartWith(t.app, { product, variantId });
      await t.app.inject({
        method: 'POST',
        url: `/checkout/${cartId}`,
        payload: { intent: 'apply_coupon', couponCode: 'NEARLY' },
      });
      const form = await t.app.inject({ url: `/checkout/${cartId}` });
      const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(form.body)?.[1] ?? '';
      const submitted = await t.app.inject({
        method: 'POST',
        url: `/checkout/${cartId}`,
        payload: {
          cartVersion: hidden('cartVersion'),
          discountSeen: hidden('discountSeen'),
          fullName: 'Kavya Menon',
          mobile: '9811100022',
          email: 'kavya22@example.com',
          address1: '12 MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
          payment: 'on_delivery',
        },
      });
      expect(submitted.statusCode, submitted.body).toBe(303);
      await t.app.backgroundWork.settled();
      const placed = (await findOrderByCart(t.app.db, cartId))!;
      expect(placed).toMatchObject({ status: 'to_confirm', totalAmount: '1.50' });
      const email = (await t.app.db.select().from(messages).where(eq(messages.orderId, placed.id))).find(
        (m) => m.event === 'cod_confirm',
      );
      const path = /\/order\/[\w-]+\/confirm\/[\w-]{43}/.exec(email?.text ?? '')?.[0] ?? '';
      const paying = await t.app.inject({
        method: 'POST',
        url: path,
        payload: 'answer=pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      });
      expect(paying.statusCode).toBe(303);
      // Not an order awaiting a 75-paise payment no link can take: placed, free, nothing to pay.
      expect(await orderRow(t.app, placed.id)).toMatchObject({
        status: 'placed',
        paymentStatus: 'paid',
        paymentMethod: 'free',
        totalAmount: '0.00',
        amountDueNow: '0.00',
      });
      expect(paying.headers.location).not.toContain(t.fake.origin);
    });
  },
);
