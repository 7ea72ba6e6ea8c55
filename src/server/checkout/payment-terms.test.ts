import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COD_SETTINGS } from '../../contracts/cod';
import { toPaise } from '../../contracts/money';
import type { Product } from '../../contracts/products';
import { OUT_OF_STOCK_MESSAGE } from '../commerce/local/stock';
import { CommerceError } from '../commerce/types';
import { CartChangedError, cartVersion } from '../orders/cart-version';
import { findOrderByCart } from '../orders/place-order';
import { saveCodSettings } from '../payments/cod-settings-store';
import { carts, variants } from '../platform/db/schema';
import { priceCatalogLines } from '../pricing/catalog-lines';
import { cartWith, nameboardVariant, setStock, stockOf, submitCheckout } from '../testing/stock-kit';
import { buildTestApp, testBackends, type TestApp } from '../testing/test-app';

/**
 * The checkout decides how an order is paid as values for the total it priced (issue 40); the order
 * service prices the cart again in its transaction and applies them only at that total, and a
 * refusal of the way to pay is said only after the cart, the stock and the coupon are checked.
 */
describe.each(testBackends)('the checkout’s payment terms on $name', (backend) => {
  let t: TestApp;
  let item: { product: Product; variantId: string };
  beforeAll(async () => {
    t = await buildTestApp(backend);
    item = nameboardVariant(t.app);
  });
  afterAll(async () => t?.close());

  const cartStatus = async (cartId: string) =>
    (await t.app.db.select({ status: carts.status }).from(carts).where(eq(carts.id, cartId)))[0]?.status;
  const limitCod = (limitRupees: number | null) =>
    saveCodSettings(t.app.db, { ...DEFAULT_COD_SETTINGS, limitRupees }, null);

  it('says a piece sold out before the pay-on-delivery limit, and the limit once the piece is there', async () => {
    await setStock(t.app, item.variantId, 1);
    const cartId = await cartWith(t.app, item);
    await limitCod(1);
    try {
      // Another order took the last piece after the catalogue was read: the stock is short inside
      // the order's transaction, where the total is known; still the shopper hears of the stock.
      await t.app.db.update(variants).set({ stock: 0 }).where(eq(variants.id, item.variantId));
      const soldOut = await submitCheckout(t.app, cartId, { payment: 'on_delivery' });
      expect(soldOut.statusCode).toBe(409);
      expect(soldOut.body).toContain(OUT_OF_STOCK_MESSAGE);
      expect(soldOut.body).not.toContain('Pay on delivery is available for orders up to');
      // Sold out when the catalogue was read: the same.
      await setStock(t.app, item.variantId, 0);
      const listed = await submitCheckout(t.app, cartId, { payment: 'on_delivery' });
      expect(listed.statusCode).toBe(409);
      expect(listed.body).toContain(OUT_OF_STOCK_MESSAGE);
      expect(listed.body).not.toContain('Pay on delivery is available for orders up to');
      // With the piece back, the limit is what stands in the way, and nothing is taken or written.
      await setStock(t.app, item.variantId, 1);
      const overLimit = await submitCheckout(t.app, cartId, { payment: 'on_delivery' });
      expect(overLimit.statusCode).toBe(400);
      expect(overLimit.body).toContain('Pay on delivery is available for orders up to ₹1.');
      expect(await stockOf(t.app, item.variantId)).toBe(1);
      expect(await findOrderByCart(t.app.db, cartId)).toBeNull();
      expect(await cartStatus(cartId)).toBe('open');
    } finally {
      await limitCod(null);
      await setStock(t.app, item.variantId, null);
    }
  });

  it('places an order only at the total its terms were made for, charging that total', async () => {
    await setStock(t.app, item.variantId, 2);
    const cartId = await cartWith(t.app, item, 2);
    try {
      const cart = (await t.app.commerce.getCart(cartId))!;
      const totalPaise = priceCatalogLines(t.app.catalog, cart.lines).totalPaise;
      expect(totalPaise).toBe(toPaise(cart.lines[0]!.unitPrice) * 2);
      const terms = (total: number) => ({
        totalPaise: total,
        online: { dueNowPaise: total, expiresAt: new Date(Date.now() + 3_600_000), provider: 'razorpay' },
        refusal: null,
      });
      const contact = { fullName: 'Kavya Rao', mobile: '9876500001' };
      const at = (total: number) =>
        t.app.orders.place(cartId, contact, {
          expectedVersion: cartVersion(cart.lines),
          offer: { phone: contact.mobile, discountPaise: 0 },
          terms: terms(total),
        });
      // Terms made for a total the cart is no longer at (a stale price): nothing written, nothing taken.
      await expect(at(totalPaise - 100)).rejects.toBeInstanceOf(CartChangedError);
      await expect(at(totalPaise + 100)).rejects.toBeInstanceOf(CartChangedError);
      expect(await stockOf(t.app, item.variantId)).toBe(2);
      expect(await findOrderByCart(t.app.db, cartId)).toBeNull();
      expect(await cartStatus(cartId)).toBe('open');
      // A refusal in the terms is thrown, with nothing written.
      const refusal = new CommerceError('invalid_input', 'Not this way.');
      await expect(t.app.orders.place(cartId, contact, { terms: { ...terms(totalPaise), refusal } })).rejects.toBe(
        refusal,
      );
      expect(await stockOf(t.app, item.variantId)).toBe(2);
      expect(await cartStatus(cartId)).toBe('open');
      // At the total: placed, the whole total due online at the provider the terms name.
      const placed = await at(totalPaise);
      expect(toPaise(placed.totalAmount)).toBe(totalPaise);
      const order = (await findOrderByCart(t.app.db, cartId))!;
      expect(order).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'online', paymentProvider: 'razorpay' });
      expect(toPaise(order.amountDueNow)).toBe(totalPaise);
      expect(await stockOf(t.app, item.variantId)).toBe(0);
      expect(await cartStatus(cartId)).toBe('ordered');
    } finally {
      await setStock(t.app, item.variantId, null);
    }
  });
});
