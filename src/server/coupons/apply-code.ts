import { eq } from 'drizzle-orm';
import { COUPON_CODE_PATTERN, normaliseCouponCode } from '../../contracts/coupons';
import type { CatalogService } from '../catalog/catalog-service';
import type { Database } from '../platform/db/client';
import { cartCoupons } from '../platform/db/schema';
import { checkoutOffer, type CheckoutOffer } from './checkout-offer';

interface LineIn {
  variantId: string;
  quantity: number;
  unitPrice: string;
}

/**
 * The shopper applies a code to their cart. A code that does not apply now is refused with its
 * reason and not kept, so nothing changes; one that applies replaces any code before it (a cart
 * holds one code, so applying it twice changes nothing). The per-number limit is checked when the
 * order is placed, once the number is known.
 */
export async function applyCode(
  deps: { db: Database; catalog: Pick<CatalogService, 'findVariant'> },
  cartId: string,
  lines: readonly LineIn[],
  typed: string,
): Promise<CheckoutOffer> {
  const code = normaliseCouponCode(typed).slice(0, 24);
  const current = await checkoutOffer(deps, cartId, lines);
  if (code === '') return current;
  // Not a code's shape: unknown, without a query.
  if (!COUPON_CODE_PATTERN.test(code)) return { ...current, refusal: { reason: 'unknown', code } };
  const offer = await checkoutOffer(deps, cartId, lines, { code });
  // Refused: not kept, the cart keeps what it had (its earlier code, or none).
  if (offer.refusal) return { ...current, refusal: offer.refusal };
  await deps.db
    .insert(cartCoupons)
    .values({ cartId, code })
    .onConflictDoUpdate({ target: cartCoupons.cartId, set: { code } });
  return offer;
}

export async function removeCode(db: Database, cartId: string): Promise<void> {
  await db.delete(cartCoupons).where(eq(cartCoupons.cartId, cartId));
}
