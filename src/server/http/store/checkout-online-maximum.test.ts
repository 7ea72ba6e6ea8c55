import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, variants } from '../../platform/db/schema';
import { buildRazorpayTestApp, type RazorpayTestApp } from '../../payments/razorpay/testing/razorpay-kit';
import { cartWith, nameboardVariant, submitCheckout } from '../../testing/stock-kit';
import { testBackends } from '../../testing/test-app';

/**
 * Issue 39 item 16: a payment link takes at most ₹50,00,000 (MAX_ONLINE_PAISE); an order that owes
 * more online could be placed, hold its stock, and never be paid. The checkout refuses it, saying why.
 */
describe.each(testBackends)('an order too large to pay online on $name', (backend) => {
  let t: RazorpayTestApp;
  beforeAll(async () => {
    t = await buildRazorpayTestApp(backend);
  });
  afterAll(async () => t?.close());

  const orderCount = async () => (await t.app.db.select({ n: count() }).from(orders))[0]!.n;

  it('refuses it at checkout in the shopper’s language, placing nothing and making no link', async () => {
    const item = nameboardVariant(t.app);
    // ₹6,00,000 a piece (a price typed with one zero too many), nine of them: ₹54,00,000.
    await t.app.db.update(variants).set({ price: '600000.00' }).where(eq(variants.id, item.variantId));
    await t.app.catalog.refresh();
    const fresh = nameboardVariant(t.app);
    const cartId = await cartWith(t.app, fresh, 9);
    const before = await orderCount();
    const linksBefore = t.fake.books.links.size;

    const refused = await submitCheckout(t.app, cartId);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(
      'This order is too large to pay online: one payment can be at most ₹50,00,000. Please order fewer pieces, or contact us to place it.',
    );
    // The form comes back as the shopper filled it.
    expect(refused.body).toContain('value="12 MG Road"');

    const hindi = await t.app.inject({
      method: 'POST',
      url: `/checkout/${cartId}?lang=hi`,
      payload: {
        cartVersion: /name="cartVersion" value="([^"]+)"/.exec(refused.body)?.[1] ?? '',
        fullName: 'Kavya Rao',
        mobile: '9876500001',
        address1: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      },
    });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.body).toContain('यह ऑर्डर ऑनलाइन भुगतान के लिए बहुत बड़ा है');
    expect(hindi.body).toContain('₹50,00,000');

    expect(await orderCount()).toBe(before);
    expect(t.fake.books.links.size).toBe(linksBefore);

    // At the limit itself the order is placed, and its link asks for exactly that.
    await t.app.db.update(variants).set({ price: '500000.00' }).where(eq(variants.id, item.variantId));
    await t.app.catalog.refresh();
    const atLimit = await cartWith(t.app, nameboardVariant(t.app), 10);
    const placed = await submitCheckout(t.app, atLimit, {}, 2);
    expect(placed.statusCode).toBe(303);
    expect(await orderCount()).toBe(before + 1);
  });
});
