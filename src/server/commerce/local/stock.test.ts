import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../contracts/products';
import { orderLines, orders } from '../../platform/db/schema';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { buildRazorpayTestApp, latestOrder, type RazorpayTestApp } from '../../payments/razorpay/testing/razorpay-kit';
import { addToCart, cartWith, nameboardVariant, setStock, stockOf, submitCheckout } from '../../testing/stock-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';
import { findOrderByCart } from '../../orders/place-order';
import { OUT_OF_STOCK_MESSAGE } from './stock';

const lineNote = (message: string) => `<div class="error">${message}</div>`;

describe.each(testBackends)('stock on $name', (backend) => {
  let t: TestApp;
  let item: { product: Product; variantId: string };
  let owner: StaffSession;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    item = nameboardVariant(t.app);
    owner = await signInAs(t.app, 'stock-owner');
  });
  afterAll(async () => t?.close());

  const orderOf = async (cartId: string) => (await findOrderByCart(t.app.db, cartId))!;
  const cancel = (orderId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: owner.headers,
      payload: { status: 'cancelled' },
    });

  it('takes the last piece for the first order and refuses the next at checkout, beside the line', async () => {
    await setStock(t.app, item.variantId, 1);
    const first = await cartWith(t.app, item);
    const second = await cartWith(t.app, item);
    expect((await submitCheckout(t.app, first)).statusCode).toBe(303);
    expect(await stockOf(t.app, item.variantId)).toBe(0);
    expect((await orderOf(first)).lines[0]).toMatchObject({ quantity: 1, stockReserved: 1 });
    const refused = await submitCheckout(t.app, second);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(lineNote(OUT_OF_STOCK_MESSAGE));
    expect(refused.body).toContain('is currently out of stock');
    expect(await findOrderByCart(t.app.db, second)).toBeNull();
    expect(await stockOf(t.app, item.variantId)).toBe(0);
  });

  it('shows the store the variant sold out and refuses adding it to a cart', async () => {
    await setStock(t.app, item.variantId, 1);
    const cartId = await cartWith(t.app, item);
    expect((await submitCheckout(t.app, cartId)).statusCode).toBe(303);
    expect(t.app.catalog.findVariant(item.variantId)?.variant.available).toBe(false);
    const added = await addToCart(t.app, item);
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject({ success: false, error: OUT_OF_STOCK_MESSAGE });
  });

  it('refuses adding, or raising a quantity to, more than is left, counting what the cart holds', async () => {
    await setStock(t.app, item.variantId, 3);
    const cartId = await cartWith(t.app, item, 2);
    const more = await addToCart(t.app, item, { cartId, quantity: 2 });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ error: 'Only 1 left. Please lower the quantity.' });
    expect((await addToCart(t.app, item, { cartId, quantity: 1 })).statusCode).toBe(200);
    const full = await addToCart(t.app, item, { cartId, quantity: 1 });
    expect(full.json()).toMatchObject({ error: 'Only 3 left, and your cart already has them all.' });
    const cart = await t.app.inject({ method: 'GET', url: `/api/cart?cartId=${cartId}` });
    const lineId = cart.json<{ cart: { lines: { id: string }[] } }>().cart.lines[0]!.id;
    const update = (quantity: number) =>
      t.app.inject({ method: 'PUT', url: '/api/cart/update', payload: { cartId, lineId, quantity } });
    expect((await update(3)).statusCode).toBe(409);
    expect((await update(1)).statusCode).toBe(200);
  });

  it('sums a variant over the lines of an order and says the shortfall beside each line', async () => {
    await setStock(t.app, item.variantId, 10);
    const cartId = await cartWith(t.app, item, 2);
    expect((await addToCart(t.app, item, { cartId, quantity: 2 })).statusCode).toBe(200);
    // Sold elsewhere meanwhile: three are left for a cart holding four.
    await setStock(t.app, item.variantId, 3);
    const page = await t.app.inject({ method: 'GET', url: `/checkout/${cartId}` });
    expect(page.body.split(lineNote('Only 3 left. Please lower the quantity.'))).toHaveLength(3);
    const refused = await submitCheckout(t.app, cartId);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.split(lineNote('Only 3 left. Please lower the quantity.'))).toHaveLength(3);
    expect(await stockOf(t.app, item.variantId)).toBe(3);
  });

  it('gives the pieces back once when the owner cancels', async () => {
    await setStock(t.app, item.variantId, 2);
    const cartId = await cartWith(t.app, item, 2);
    expect((await submitCheckout(t.app, cartId)).statusCode).toBe(303);
    expect(await stockOf(t.app, item.variantId)).toBe(0);
    const order = await orderOf(cartId);
    const cancels = await Promise.all([cancel(order.id), cancel(order.id)]);
    expect(cancels.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(t.app, item.variantId)).toBe(2);
    const [line] = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line?.stockReserved).toBe(0);
    // Back on sale in the store at once.
    expect(t.app.catalog.findVariant(item.variantId)?.variant.available).toBe(true);
  });

  it('leaves a variant whose stock is not counted unlimited', async () => {
    await setStock(t.app, item.variantId, null);
    const cartId = await cartWith(t.app, item, 5);
    expect((await submitCheckout(t.app, cartId)).statusCode).toBe(303);
    const order = await orderOf(cartId);
    expect(order.lines[0]?.stockReserved).toBe(0);
    expect(await stockOf(t.app, item.variantId)).toBeNull();
    // Counted only after the order was placed: its cancel gives back nothing it never took.
    await setStock(t.app, item.variantId, 4);
    expect((await cancel(order.id)).statusCode).toBe(200);
    expect(await stockOf(t.app, item.variantId)).toBe(4);
    const [row] = await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('cancelled');
  });
});

describe('stock of prepaid orders', () => {
  let t: RazorpayTestApp;
  let item: { product: Product; variantId: string };
  beforeAll(async () => {
    t = await buildRazorpayTestApp({ name: 'pglite' });
    item = nameboardVariant(t.app);
  });
  afterAll(async () => t?.close());

  it('holds the piece from placing until the unpaid order expires, then gives it back', async () => {
    await setStock(t.app, item.variantId, 1);
    const cartId = await cartWith(t.app, item);
    expect((await submitCheckout(t.app, cartId, { payment: 'online' })).statusCode).toBe(303);
    const order = await latestOrder(t.app);
    expect(order.status).toBe('awaiting_payment');
    // Held while the shopper pays: nobody else can buy it meanwhile.
    expect(await stockOf(t.app, item.variantId)).toBe(0);
    expect((await addToCart(t.app, item)).statusCode).toBe(409);
    await t.app.payments.reconcile(new Date(Date.now() + 2 * 60 * 60_000));
    await t.app.payments.reconcile(new Date(Date.now() + 2 * 60 * 60_000));
    expect((await latestOrder(t.app)).status).toBe('cancelled');
    expect(await stockOf(t.app, item.variantId)).toBe(1);
    expect(t.app.catalog.findVariant(item.variantId)?.variant.available).toBe(true);
  });
});
