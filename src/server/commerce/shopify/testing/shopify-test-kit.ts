import { afterAll, beforeAll, expect } from 'vitest';
import type { CartAttribute } from '../../../../contracts/cart';
import { CommerceError } from '../../types';
import { startFakeStorefront, type FakeDiscount, type FakeStorefront, type FakeVariant } from './fake-storefront';
import { createShopifyCommerce } from '../index';

/** Shared set-up for the Shopify provider's tests: a fake Storefront API on 127.0.0.1. */

// Inside the client's supported window, so it does not warn on every test.
export const API_VERSION = '2026-07';
const TOKEN = 'storefront-token-for-tests';
const PRIVATE_TOKEN = 'shpat-private-storefront-token-for-tests';
export const UNREACHABLE = 'The store is not reachable right now. Please try again.';

const variant = (n: number, price: number, stock: number): FakeVariant => ({
  id: `gid://shopify/ProductVariant/${n}`,
  title: `Variant ${n}`,
  productTitle: `Product ${n}`,
  price,
  stock,
});
export const PLATE = variant(101, 649, 10);
export const MUG = variant(102, 349.5, 2);
export const SOLD_OUT = variant(103, 999, 0);

export const named: CartAttribute[] = [
  { key: 'Name', value: 'The Sharmas' },
  { key: '_previewImage', value: '/objects/ai-generated/p1.png' },
];

/** Starts the fake for the file; `connect` builds a provider pointed at it. */
export function useFakeShopify(options: { discounts?: FakeDiscount[] } = {}) {
  let store: FakeStorefront | undefined;
  beforeAll(async () => {
    store = await startFakeStorefront({
      apiVersion: API_VERSION,
      token: TOKEN,
      privateToken: PRIVATE_TOKEN,
      variants: [PLATE, MUG, SOLD_OUT],
      discounts: options.discounts,
    });
  });
  afterAll(() => store?.close());
  const fake = () => {
    if (!store) throw new Error('The fake storefront starts in beforeAll');
    return store;
  };
  const connect = (overrides: Partial<Parameters<typeof createShopifyCommerce>[0]> = {}) =>
    createShopifyCommerce({
      storeDomain: 'fake-store.myshopify.com',
      accessToken: TOKEN,
      apiVersion: API_VERSION,
      apiUrl: fake().url,
      ...overrides,
    });
  return { fake, connect, token: TOKEN, privateToken: PRIVATE_TOKEN };
}

/** The CommerceError a call rejects with; fails the test if it resolves or throws anything else. */
export async function failure(promise: Promise<unknown>): Promise<CommerceError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CommerceError);
  return error as CommerceError;
}
