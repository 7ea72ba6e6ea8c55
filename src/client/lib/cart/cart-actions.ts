import type { Product, Variant } from '../../../contracts/products';
import { errorMessage } from '../api-client';
import { track } from '../analytics';
import {
  backupStoredCart,
  checkStoredCartWith,
  getStoredCart,
  setStoredCart,
  type CustomizationState,
  type StoredCartLine,
} from '../stored-cart';
import { parseStoredCart } from '../stored-cart-schema';
import { addToCartRequest, createCheckoutRequest, removeCartLinesRequest, updateCartLineRequest } from './cart-api';
import { serverLineIdFor } from './server-line';

// What changes the cart reads the checked stored cart (the check is not in the first load).
checkStoredCartWith(parseStoredCart);

function newClientItemId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Adds a personalised item: the server cart first (created when there is none), then the
 * stored cart, with the server's line id found through the hidden _clientItemId attribute.
 */
/**
 * A product's own design's values (issue 41) beside the spec's customization: sent with the line,
 * not kept in the stored cart's schema (the first load would carry a record type for them).
 */
export interface DesignedValues {
  fields?: Record<string, string>;
  designVersion?: number;
}

export async function addItemToCart(
  product: Product,
  variant: Variant,
  customization: CustomizationState & DesignedValues,
): Promise<StoredCartLine> {
  const stored = getStoredCart();
  const clientItemId = newClientItemId();
  const cart = await addToCartRequest({
    product: { id: product.id, selectedVariantId: variant.id },
    customization: {
      name: customization.name || undefined,
      houseNumber: customization.houseNumber || undefined,
      line1: customization.line1 || undefined,
      line2: customization.line2 || undefined,
      font: customization.font || undefined,
      color: customization.color || undefined,
      style: customization.style || undefined,
      aiPrompt: customization.aiPrompt || undefined,
      previewImage: customization.previewImage || undefined,
      userImageUrl: customization.userImageUrl || undefined,
      fields: customization.fields,
      designVersion: customization.designVersion,
    },
    quantity: 1,
    cartId: stored.cartId,
    clientItemId,
  });
  const line: StoredCartLine = {
    id: Date.now(),
    product: { ...product, price: variant.price },
    selectedVariant: variant,
    customization,
    quantity: 1,
    shopifyLineId: serverLineIdFor(cart, clientItemId),
    clientItemId,
  };
  setStoredCart({ cartId: cart.id, checkoutUrl: cart.checkoutUrl, items: [...getStoredCart().items, line] });
  track('add_to_cart', { productId: product.id, variantId: variant.id, price: variant.price });
  return line;
}

/**
 * The server cart's writes go one after another, in the order the shopper made them: two quick
 * taps on + must not reach the server as 3 and then 2. What reads the server cart after a change
 * (Shopify's total after a code) waits for them with serverCartWritesSettled.
 */
let serverWrites: Promise<void> = Promise.resolve();
function queueServerWrite(write: () => Promise<unknown>, failure: string): void {
  serverWrites = serverWrites.then(write).then(
    () => undefined,
    (err: unknown) => console.error(failure, err),
  );
}
export const serverCartWritesSettled = (): Promise<void> => serverWrites;

/** Quantity never goes below 1; applied locally, the server failure only logged. */
export function changeQuantity(itemId: number, quantity: number): void {
  const stored = getStoredCart();
  const next = Math.max(1, Math.min(99, Math.round(quantity)));
  const item = stored.items.find((i) => i.id === itemId);
  if (!item || item.quantity === next) return;
  setStoredCart({ ...stored, items: stored.items.map((i) => (i.id === itemId ? { ...i, quantity: next } : i)) });
  if (stored.cartId && item.shopifyLineId) {
    const [cartId, lineId] = [stored.cartId, item.shopifyLineId];
    queueServerWrite(() => updateCartLineRequest(cartId, lineId, next), 'Cart update failed');
  }
}

/** Removal is local first; a line without a server id is removed locally only. */
export function removeItem(itemId: number): void {
  const stored = getStoredCart();
  const item = stored.items.find((i) => i.id === itemId);
  if (!item) return;
  setStoredCart({ ...stored, items: stored.items.filter((i) => i.id !== itemId) });
  if (stored.cartId && item.shopifyLineId) {
    const [cartId, lineId] = [stored.cartId, item.shopifyLineId];
    queueServerWrite(() => removeCartLinesRequest(cartId, [lineId]), 'Cart remove failed');
  }
}

export function clearCart(): void {
  const stored = getStoredCart();
  const lineIds = stored.items.flatMap((i) => (i.shopifyLineId ? [i.shopifyLineId] : []));
  setStoredCart({ ...stored, items: [] });
  if (stored.cartId && lineIds.length > 0) {
    const cartId = stored.cartId;
    queueServerWrite(() => removeCartLinesRequest(cartId, lineIds), 'Cart clear failed');
  }
}

export class EmptyCartError extends Error {}

/**
 * Goes to the hosted checkout: straight to the stored URL, through checkout/create otherwise.
 * The cart is backed up first; the returned promise only settles on failure.
 */
export async function goToCheckout(): Promise<void> {
  const stored = getStoredCart();
  if (stored.items.length === 0 || !stored.cartId)
    throw new EmptyCartError('Add some items to your cart before checking out.');
  track('checkout', { items: stored.items.length });
  backupStoredCart();
  let url = stored.checkoutUrl;
  if (!url) {
    try {
      url = await createCheckoutRequest(stored.cartId, stored.checkoutUrl);
    } catch (err) {
      throw new Error(errorMessage(err, 'Please try again.'));
    }
  }
  window.location.assign(url);
}
