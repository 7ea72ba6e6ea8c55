import { describe, expect, it } from 'vitest';
import { reshapeCart, toMoneyString } from './reshape';
import type { ShopifyCart } from './types';

const inr = (amount: string) => ({ amount, currencyCode: 'INR' });

describe('reshapeCart', () => {
  it('turns a Storefront API cart into our Cart, prices with two decimals', () => {
    const raw: ShopifyCart = {
      id: 'gid://shopify/Cart/abc?key=k',
      checkoutUrl: 'https://shop.example/cart/c/abc?key=k',
      cost: { totalAmount: inr('1647.5') },
      lines: {
        edges: [
          {
            node: {
              id: 'gid://shopify/CartLine/1?cart=abc',
              quantity: 2,
              attributes: [
                { key: 'Name', value: 'The Sharmas' },
                { key: '_clientItemId', value: null },
              ],
              cost: { totalAmount: inr('1298.0') },
              merchandise: {
                id: 'gid://shopify/ProductVariant/101',
                title: 'Oak / Large',
                availableForSale: true,
                price: inr('649.0'),
                product: { title: 'House name plate' },
              },
            },
          },
          {
            node: {
              id: 'gid://shopify/CartLine/2?cart=abc',
              quantity: 1,
              attributes: [],
              cost: { totalAmount: inr('349.5') },
              merchandise: {
                id: 'gid://shopify/ProductVariant/102',
                title: 'White',
                availableForSale: true,
                price: inr('349.5'),
                product: { title: 'Photo mug' },
              },
            },
          },
        ],
        pageInfo: { hasNextPage: false, endCursor: null },
      },
    };

    expect(reshapeCart(raw)).toStrictEqual({
      id: 'gid://shopify/Cart/abc?key=k',
      checkoutUrl: 'https://shop.example/cart/c/abc?key=k',
      lines: [
        {
          id: 'gid://shopify/CartLine/1?cart=abc',
          quantity: 2,
          attributes: [
            { key: 'Name', value: 'The Sharmas' },
            { key: '_clientItemId', value: '' },
          ],
          variantId: 'gid://shopify/ProductVariant/101',
          unitPrice: '649.00',
        },
        {
          id: 'gid://shopify/CartLine/2?cart=abc',
          quantity: 1,
          attributes: [],
          variantId: 'gid://shopify/ProductVariant/102',
          unitPrice: '349.50',
        },
      ],
      totalAmount: '1647.50',
    });
  });

  it.each([
    ['649.0', '649.00'],
    ['649', '649.00'],
    ['12.5', '12.50'],
    ['0.05', '0.05'],
    ['10.125', '10.13'],
  ])('writes the Decimal %s as %s', (amount, expected) => {
    expect(toMoneyString(amount)).toBe(expected);
  });
});
