import { useSyncExternalStore } from 'react';
import type { StoredCart } from './stored-cart-schema';

export type { CustomizationState, StoredCart, StoredCartLine } from './stored-cart-schema';

/**
 * The shopper's cart as the browser keeps it (spec: Stored cart), in localStorage under a
 * product-specific key, with a backup key written before the checkout redirect.
 */
export const CART_STORAGE_KEY = 'kaarigar.storefront.cart';
export const CART_BACKUP_KEY = 'kaarigar.storefront.cart.backup';

export const EMPTY_CART: StoredCart = { cartId: null, checkoutUrl: null, items: [] };

type CartCheck = (raw: unknown) => StoredCart | null;

/**
 * The stored cart's check (stored-cart-schema.ts), handed over by the cart's code when it loads,
 * after hydration: the first screen carries no zod. Until then nothing is read and the cart shows
 * empty, as it does while the page hydrates; then every reader reads the checked cart.
 */
let check: CartCheck | null = null;

export function checkStoredCartWith(next: CartCheck): void {
  if (check) return;
  check = next;
  current = null;
  for (const l of listeners) l();
}

const listeners = new Set<() => void>();
let current: StoredCart | null = null;

function read(): StoredCart {
  if (current) return current;
  if (!check) return EMPTY_CART;
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY);
    current = (raw ? check(JSON.parse(raw)) : null) ?? EMPTY_CART;
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
