import type { Cart } from '../../../contracts/cart';

const CLIENT_ITEM_KEY = '_clientItemId';

/** The server's line for a stored line, found by the hidden _clientItemId attribute it was added with. */
export function serverLineIdFor(cart: Cart, clientItemId: string): string | null {
  return (
    cart.lines.find((l) => l.attributes.some((a) => a.key === CLIENT_ITEM_KEY && a.value === clientItemId))?.id ?? null
  );
}
