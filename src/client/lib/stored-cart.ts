import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { DEFAULT_COLOR, DEFAULT_FONT, DEFAULT_STYLE } from '../../contracts/limits';
import { productSchema, variantSchema } from '../../contracts/products';

/**
 * The shopper's cart as the browser keeps it (spec: Stored cart), in localStorage under a
 * product-specific key, with a backup key written before the checkout redirect.
 */
export const CART_STORAGE_KEY = 'kaarigar.storefront.cart';
export const CART_BACKUP_KEY = 'kaarigar.storefront.cart.backup';

const text = (fallback: string) => z._default(z.string(), fallback);

export const customizationStateSchema = z.object({
  name: text(''),
  houseNumber: text(''),
  line1: text(''),
  line2: text(''),
  font: text(DEFAULT_FONT),
  color: text(DEFAULT_COLOR),
  style: text(DEFAULT_STYLE),
  userImageUrl: text(''),
  aiPrompt: text(''),
  previewImage: text(''),
});
export type CustomizationState = z.infer<typeof customizationStateSchema>;

export const storedCartLineSchema = z.object({
  /** Local timestamp id. */
  id: z.number(),
  product: z.extend(productSchema, { price: z.string() }),
  selectedVariant: variantSchema,
  customization: customizationStateSchema,
  quantity: z.int().check(z.gte(1)),
  shopifyLineId: z.nullable(z.string()),
  clientItemId: z.string(),
});
export type StoredCartLine = z.infer<typeof storedCartLineSchema>;

export const storedCartSchema = z.object({
  cartId: z.nullable(z.string()),
  checkoutUrl: z.nullable(z.string()),
  items: z.array(storedCartLineSchema),
});
export type StoredCart = z.infer<typeof storedCartSchema>;

export const EMPTY_CART: StoredCart = { cartId: null, checkoutUrl: null, items: [] };

const listeners = new Set<() => void>();
let current: StoredCart | null = null;

function read(): StoredCart {
  if (current) return current;
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY);
    const parsed = raw ? storedCartSchema.safeParse(JSON.parse(raw)) : null;
    current = parsed?.success ? parsed.data : EMPTY_CART;
  } catch {
    current = EMPTY_CART;
  }
  return current;
}

export function getStoredCart(): StoredCart {
  return read();
}

/** Replaces the stored cart; removing the last item resets it to empty, as the spec says. */
export function setStoredCart(next: StoredCart): void {
  current = next.items.length === 0 ? EMPTY_CART : next;
  try {
    if (current === EMPTY_CART) localStorage.removeItem(CART_STORAGE_KEY);
    else localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(current));
  } catch {
    /* storage full or blocked: the in-memory cart still works for this visit */
  }
  for (const l of listeners) l();
}

export function backupStoredCart(): void {
  try {
    localStorage.setItem(CART_BACKUP_KEY, JSON.stringify(read()));
  } catch {
    /* best effort */
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== CART_STORAGE_KEY) return;
    current = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useStoredCart(): StoredCart {
  return useSyncExternalStore(subscribe, read, () => EMPTY_CART);
}
