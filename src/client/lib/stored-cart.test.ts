// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const line = {
  id: 1,
  product: {
    id: 'p1',
    handle: 'mug',
    title: 'Mug',
    description: '',
    productType: 'Mug',
    vendor: 'Kaarigar',
    tags: [],
    images: [],
    variants: [],
    collections: ['Mugs'],
    rating: null,
    badges: [],
    price: '499.00',
  },
  selectedVariant: { id: 'v1', title: 'Default', price: '499.00', available: true, image: null },
  customization: { name: 'Asha' },
  quantity: 2,
  shopifyLineId: null,
  clientItemId: 'c1',
};

async function freshStore() {
  vi.resetModules();
  return Promise.all([import('./stored-cart'), import('./stored-cart-schema')]);
}

describe('the stored cart, checked once its schema is handed over (issue 40: no zod in the first load)', () => {
  afterEach(() => localStorage.clear());

  it('reads nothing until the check arrives, then the checked cart', async () => {
    const [store, schema] = await freshStore();
    localStorage.setItem(store.CART_STORAGE_KEY, JSON.stringify({ cartId: 'c', checkoutUrl: null, items: [line] }));
    expect(store.getStoredCart()).toBe(store.EMPTY_CART);
    store.checkStoredCartWith(schema.parseStoredCart);
    const cart = store.getStoredCart();
    expect(cart.cartId).toBe('c');
    // The schema's defaults fill what an older cart did not keep.
    expect(cart.items[0]?.customization).toMatchObject({ name: 'Asha', font: expect.any(String), line1: '' });
  });

  it('reads a cart that does not pass its schema as empty', async () => {
    const [store, schema] = await freshStore();
    localStorage.setItem(
      store.CART_STORAGE_KEY,
      JSON.stringify({ cartId: 'c', checkoutUrl: null, items: [{ ...line, quantity: 0 }] }),
    );
    store.checkStoredCartWith(schema.parseStoredCart);
    expect(store.getStoredCart()).toBe(store.EMPTY_CART);
  });
});
