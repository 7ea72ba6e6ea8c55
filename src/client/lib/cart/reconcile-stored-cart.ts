import { checkStoredCartWith, getStoredCart, setStoredCart, type StoredCartLine } from '../stored-cart';
import { parseStoredCart } from '../stored-cart-schema';
import { ApiError } from '../api-client';
import { getCartRequest } from './cart-api';
import { serverLineIdFor } from './server-line';

/*
 * Its own module, apart from cart-actions.ts: the app loads it once hydrated, and what changes a
 * cart (adding, quantities, checkout) loads with the sheet and the drawer, not the home page.
 * Loading it hands the stored cart its check (zod, kept out of the first load): the header's
 * count and the drawer then show what the browser kept.
 */
checkStoredCartWith(parseStoredCart);

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
      if (!line) return [];
      // A mug's photo and its preview come back as fresh short-lived links (issue 39): the ones
      // kept from the sheet expire within hours.
      const fresh = (key: string) => line.attributes.find((a) => a.key === key)?.value;
      const customization = {
        ...item.customization,
        previewImage: fresh('_previewImage') ?? item.customization.previewImage,
        userImageUrl: fresh('_userImage') ?? item.customization.userImageUrl,
      };
      return [{ ...item, shopifyLineId: line.id, quantity: line.quantity, customization }];
    });
    setStoredCart({ cartId: cart.id, checkoutUrl: cart.checkoutUrl, items });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) setStoredCart({ ...getStoredCart(), items: [] });
    else console.error('Cart reconcile failed', err);
  }
}
