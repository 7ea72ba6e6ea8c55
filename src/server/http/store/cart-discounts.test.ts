import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartDiscountResponseSchema } from '../../../contracts/cart-discounts';
import { startShopifyTestStore, type ShopifyTestStore } from '../../commerce/shopify/testing/shopify-test-store';
import { cartWith, nameboardVariant } from '../../testing/stock-kit';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const put = (t: TestApp, payload: object) => t.app.inject({ method: 'PUT', url: '/api/cart/discount-codes', payload });

describe('a shopper’s code on a Shopify cart', () => {
  let shop: ShopifyTestStore;
  let cartId: string;
  beforeAll(async () => {
    shop = await startShopifyTestStore(
      { name: 'pglite' },
      { token: 'discount-test-token', productsPerCollection: 1, discounts: [{ code: 'DIWALI10', percentOff: 10 }] },
    );
    const variant = shop.collections[0]!.products[0]!.variants[0]!;
    const cart = await shop.store.app.commerce.addLine({ variantId: variant.id, quantity: 1, attributes: [] });
    cartId = cart.id;
  }, 120_000);
  afterAll(() => shop?.close());

  it('goes to Shopify and answers whether it applies and the new total', async () => {
    const res = await put(shop.store, { cartId, code: ' diwali10 ' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(cartDiscountResponseSchema.parse(res.json()).discounts).toStrictEqual({
      codes: [{ code: 'diwali10', applicable: true }],
      discountAmount: '44.90',
      subtotalAmount: '449.00',
      totalAmount: '404.10',
    });
    expect(shop.fake.seen.at(-1)).toMatchObject({ operation: 'cartDiscountCodesUpdate' });
  });

  it('shows a code Shopify does not apply, and removes the code when none is sent', async () => {
    const refused = cartDiscountResponseSchema.parse((await put(shop.store, { cartId, code: 'NOPE' })).json());
    expect(refused.discounts).toMatchObject({ codes: [{ code: 'NOPE', applicable: false }], totalAmount: '449.00' });
    const removed = cartDiscountResponseSchema.parse((await put(shop.store, { cartId, code: '' })).json());
    expect(removed.discounts.codes).toStrictEqual([]);
  });

  it('says a cart that is not Shopify’s is gone', async () => {
    const res = await put(shop.store, { cartId: 'not-a-shopify-cart', code: 'DIWALI10' });
    expect(res.statusCode).toBe(404);
  });
});

describe('a code sent to the cart with our own checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
  });
  afterAll(async () => t?.close());

  it('is sent to the checkout page, where our codes are entered', async () => {
    const cartId = await cartWith(t.app, nameboardVariant(t.app));
    const res = await put(t, { cartId, code: 'TEN' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Enter your code on the checkout page.' });
  });
});
