import { beforeEach, describe, expect, it } from 'vitest';
import type { CommerceProvider } from '../types';
import { failure, named, PLATE, useFakeShopify } from './testing/shopify-test-kit';

const { fake, connect } = useFakeShopify({
  discounts: [
    { code: 'DIWALI10', percentOff: 10 },
    { code: 'BIGSHOP', percentOff: 20, minSubtotal: 5000 },
  ],
});
let commerce: CommerceProvider;
beforeEach(() => {
  commerce = connect();
});
const newCart = () => commerce.addLine({ cartId: null, variantId: PLATE.id, quantity: 2, attributes: named });
const update = (cartId: string, codes: string[]) => commerce.updateDiscountCodes!({ cartId, codes });

describe('shopify commerce: the shopper’s code goes to Shopify’s cart', () => {
  it('sends cartDiscountCodesUpdate with the code and answers what Shopify made of it', async () => {
    const cart = await newCart();
    expect(await update(cart.id, ['diwali10'])).toStrictEqual({
      codes: [{ code: 'diwali10', applicable: true }],
      discountAmount: '129.80',
      subtotalAmount: '1298.00',
      totalAmount: '1168.20',
    });
    expect(fake().seen.at(-1)).toStrictEqual({
      operation: 'cartDiscountCodesUpdate',
      variables: { cartId: cart.id, discountCodes: ['diwali10'] },
    });
    expect(fake().invalid).toStrictEqual([]);
    // The cart's own total reads Shopify's discounted total too.
    expect((await commerce.getCart(cart.id))?.totalAmount).toBe('1168.20');
  });

  it('shows a code that does not apply as not applicable, taking nothing off', async () => {
    const cart = await newCart();
    for (const code of ['NOPE', 'BIGSHOP'])
      expect(await update(cart.id, [code])).toMatchObject({
        codes: [{ code, applicable: false }],
        discountAmount: '0.00',
        totalAmount: '1298.00',
      });
  });

  it('replaces the code, and removes it with none', async () => {
    const cart = await newCart();
    await update(cart.id, ['DIWALI10']);
    expect((await update(cart.id, [])).codes).toStrictEqual([]);
    expect((await commerce.getCart(cart.id))?.totalAmount).toBe('1298.00');
  });

  it('says a cart Shopify no longer has is gone', async () => {
    expect((await failure(update('gid://shopify/Cart/gone?key=x', ['DIWALI10']))).code).toBe('cart_not_found');
    expect((await failure(update('local-cart-id', ['DIWALI10']))).code).toBe('cart_not_found');
  });
});
