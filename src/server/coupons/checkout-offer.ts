import { eq } from 'drizzle-orm';
import type { CouponRefusal } from '../../contracts/coupons';
import type { CatalogService } from '../catalog/catalog-service';
import type { Database } from '../platform/db/client';
import { cartCoupons, coupons, couponRedemptions } from '../platform/db/schema';
import { priceCatalogLines } from '../pricing/catalog-lines';
import type { Adjustment } from '../pricing/price-lines';
import { automaticOffers, findCouponByCode, usesByPhone, type CouponRow } from './coupon-store';
import { bestOffer, evaluateCoupon, type OfferLine } from './coupon-rules';
import { CouponRefusedError } from './coupon-refused';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

interface LineIn {
  variantId: string;
  quantity: number;
  unitPrice: string;
}

/**
 * There is no delivery charge yet (delivery is free, as the checkout says), so a free-delivery
 * offer takes nothing off today: it is priced as a discount of the charge, and pays off on the day
 * a charge is added here.
 */
export const DELIVERY_CHARGE_PAISE = 0;

/** What a checkout shows: the code the shopper applied (if any), its discount or why it was refused. */
export interface CheckoutOffer {
  code: string | null;
  /** The offer's name, shown beside the discount. */
  title: string | null;
  adjustments: Adjustment[];
  refusal: { reason: CouponRefusal; code: string; minOrderPaise?: number } | null;
}

/** The discount an offer takes off, in paise (positive): what the checkout form carries as seen. */
export const discountPaiseOf = (offer: Pick<CheckoutOffer, 'adjustments'> | undefined) =>
  -(offer?.adjustments.reduce((n, a) => n + a.amountPaise, 0) ?? 0);

export function offerLines(catalog: Pick<CatalogService, 'findVariant'>, lines: readonly LineIn[]): OfferLine[] {
  return priceCatalogLines(catalog, lines).lines.map((l) => {
    const product = catalog.findVariant(l.variantId)?.product;
    return { productId: product?.id ?? '', collections: product?.collections ?? [], grossPaise: l.grossPaise };
  });
}

export const appliedCode = async (db: Pick<Database, 'select'>, cartId: string) =>
  (await db.select().from(cartCoupons).where(eq(cartCoupons.cartId, cartId)))[0]?.code ?? null;

/**
 * The discount a cart gets now: its code's when it has one (a code replaces automatic offers, so
 * one order never takes two discounts), else the best automatic offer. With the shopper's number,
 * their own uses count too.
 */
export async function checkoutOffer(
  deps: { db: Database; catalog: Pick<CatalogService, 'findVariant'> },
  cartId: string,
  lines: readonly LineIn[],
  /** `code`: judge this code rather than the one the cart holds (a code being applied). */
  opts: { phone?: string; now?: Date; code?: string } = {},
): Promise<CheckoutOffer> {
  const { phone, now = new Date() } = opts;
  const offer = offerLines(deps.catalog, lines);
  const ctx = { now, shippingPaise: DELIVERY_CHARGE_PAISE };
  const code = opts.code ?? (await appliedCode(deps.db, cartId));
  if (code) {
    const coupon = await findCouponByCode(deps.db, code);
    if (!coupon) return { code, title: null, adjustments: [], refusal: { reason: 'unknown', code } };
    const uses = phone ? await usesByPhone(deps.db, coupon.id, phone) : undefined;
    const r = evaluateCoupon(coupon, offer, { ...ctx, usesByPhone: uses });
    return r.ok
      ? { code, title: coupon.title, adjustments: [r.adjustment], refusal: null }
      : {
          code,
          title: coupon.title,
          adjustments: [],
          refusal: { reason: r.reason, code, minOrderPaise: r.minOrderPaise },
        };
  }
  const best = bestOffer(await automaticOffers(deps.db), offer, ctx);
  return best
    ? { code: null, title: best.coupon.title, adjustments: [best.adjustment], refusal: null }
    : { code: null, title: null, adjustments: [], refusal: null };
}

/**
 * The discount an order is placed with, decided again inside the order's transaction under the
 * coupon row's lock: two checkouts at once wait for each other here, so the second sees the first's
 * use (its redemption and the budget's counter) and a budget or a per-number limit is never passed.
 * Throws CouponRefusedError when the offer no longer applies (the page shows why, and the new total).
 */
export async function holdOffer(
  tx: Tx,
  catalog: Pick<CatalogService, 'findVariant'>,
  cartId: string,
  lines: readonly LineIn[],
  phone: string,
  now = new Date(),
): Promise<{ adjustments: Adjustment[]; record(orderId: string, discountPaise: number): Promise<void> }> {
  const none = { adjustments: [], record: async () => {} };
  const code = await appliedCode(tx, cartId);
  const offer = offerLines(catalog, lines);
  const ctx = { now, shippingPaise: DELIVERY_CHARGE_PAISE };
  let coupon: CouponRow | undefined;
  if (code) {
    [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
    if (!coupon) throw new CouponRefusedError('unknown', code);
  } else {
    const best = bestOffer(await automaticOffers(tx), offer, ctx);
    if (!best) return none;
    [coupon] = await tx.select().from(coupons).where(eq(coupons.id, best.coupon.id)).for('update');
    if (!coupon) return none;
  }
  const locked = coupon;
  const r = evaluateCoupon(locked, offer, { ...ctx, usesByPhone: await usesByPhone(tx, locked.id, phone) });
  if (!r.ok) throw new CouponRefusedError(r.reason, code ?? locked.title, r.minOrderPaise);
  return {
    adjustments: [r.adjustment],
    async record(orderId, discountPaise) {
      await tx.insert(couponRedemptions).values({ couponId: locked.id, orderId, phone, discountPaise });
      await tx
        .update(coupons)
        .set({ usedCount: locked.usedCount + 1 })
        .where(eq(coupons.id, locked.id));
    },
  };
}
