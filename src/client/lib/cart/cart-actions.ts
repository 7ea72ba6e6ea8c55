import type { Cart } from '../../../contracts/cart';
import type { Product, Variant } from '../../../contracts/products';
import { ApiError, errorMessage } from '../api-client';
import { track } from '../analytics';
import {
  backupStoredCart,
  getStoredCart,
  setStoredCart,
  type CustomizationState,
  type StoredCartLine,
} from '../stored-cart';
import {
  addToCartRequest,
  createCheckoutRequest,
  getCartRequest,
  removeCartLinesRequest,
  updateCartLineRequest,
} from './cart-api';

const CLIENT_ITEM_KEY = '_clientItemId';

function newClientItemId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function serverLineIdFor(cart: Cart, clientItemId: string): string | null {
  return (
    cart.lines.find((l) => l.attributes.some((a) => a.key === CLIENT_ITEM_KEY && a.value === clientItemId))?.id ?? null
  );
}

/**
 * Adds a personalised item: the server cart first (created when there is none), then the
 * stored cart, with the server's line id found through the hidden _clientItemId attribute.
 */
export async function addItemToCart(
  product: Product,
  variant: Variant,
  customization: CustomizationState,
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

/** Quantity never goes below 1; applied locally, the server failure only logged. */
export function changeQuantity(itemId: number, quantity: number): void {
  const stored = getStoredCart();
  const next = Math.max(1, Math.min(99, Math.round(quantity)));
  const item = stored.items.find((i) => i.id === itemId);
  if (!item || item.quantity === next) return;
  setStoredCart({ ...stored, items: stored.items.map((i) => (i.id === itemId ? { ...i, quantity: next } : i)) });
  if (stored.cartId && item.shopifyLineId) {
    updateCartLineRequest(stored.cartId, item.shopifyLineId, next).catch((err: unknown) =>
      console.error('Cart update failed', err),
    );
  }
}

/** Removal is local first; a line without a server id is removed locally only. */
export function removeItem(itemId: number): void {
  const stored = getStoredCart();
  const item = stored.items.find((i) => i.id === itemId);
  if (!item) return;
  setStoredCart({ ...stored, items: stored.items.filter((i) => i.id !== itemId) });
  if (stored.cartId && item.shopifyLineId) {
    removeCartLinesRequest(stored.cartId, [item.shopifyLineId]).catch((err: unknown) =>
      console.error('Cart remove failed', err),
    );
  }
}

export function clearCart(): void {
  const stored = getStoredCart();
  const lineIds = stored.items.flatMap((i) => (i.shopifyLineId ? [i.shopifyLineId] : []));
  setStoredCart({ ...stored, items: [] });
  if (stored.cartId && lineIds.length > 0) {
    removeCartLinesRequest(stored.cartId, lineIds).catch((err: unknown) => console.error('Cart clear failed', err));
  }
}

/**
 * Start-up reconciliation with the server cart: quantities follow the server, lines it no longer
 * has are dropped, and a cart it no longer knows (ordered or expired) empties the stored cart.
 * Any other failure is only logged.
 */
export async function reconcileStoredCart(): Promise<void> {
  const stored = getStoredCart();
  if (!stored.cartId) return;
  try {
    const cart = await getCartRequest(stored.cartId);
    if (!cart) return;
    const byId = new Map(cart.lines.map((l) => [l.id, l]));
    const items = stored.items.flatMap((item): StoredCartLine[] => {
      const lineId = item.shopifyLineId ?? serverLineIdFor(cart, item.clientItemId);
      const line = lineId ? byId.get(lineId) : undefined;
      return line ? [{ ...item, shopifyLineId: line.id, quantity: line.quantity }] : [];
    });
    setStoredCart({ cartId: cart.id, checkoutUrl: cart.checkoutUrl, items });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) setStoredCart({ ...getStoredCart(), items: [] });
    else console.error('Cart reconcile failed', err);
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
