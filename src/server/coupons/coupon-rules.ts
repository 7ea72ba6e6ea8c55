import type { CouponKind, CouponRefusal } from '../../contracts/coupons';
import type { Adjustment } from '../pricing/price-lines';

/** What the rules read of a coupon row (db/schema/coupons.ts). */
export interface CouponTerms {
  code: string | null;
  title: string;
  kind: CouponKind;
  percentOff: number | null;
  amountOffPaise: number | null;
  minOrderPaise: number;
  categories: readonly string[];
  productIds: readonly string[];
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerPhone: number | null;
  usedCount: number;
  paused: boolean;
}

/** A cart line as the rules see it: what it is and what it costs before any discount. */
export interface OfferLine {
  productId: string;
  collections: readonly string[];
  grossPaise: number;
}

export type OfferResult =
  { ok: true; adjustment: Adjustment } | { ok: false; reason: CouponRefusal; minOrderPaise?: number };

/**
 * Whether a coupon applies to these lines now, and the discount it gives (a pricing adjustment,
 * spread by priceLines over the lines it is for). The order of the checks is the order a shopper
 * can act on: a code that is not live yet or any more first, then the cart, then the budget.
 * `usesByPhone` is unknown (undefined) before the shopper has given their number; the order's
 * transaction checks it again under the coupon's lock (redeem.ts).
 */
export function evaluateCoupon(
  c: CouponTerms,
  lines: readonly OfferLine[],
  ctx: { now: Date; shippingPaise: number; usesByPhone?: number },
): OfferResult {
  if (c.paused) return { ok: false, reason: 'paused' };
  if (c.startsAt && ctx.now < c.startsAt) return { ok: false, reason: 'not_started' };
  if (c.endsAt && ctx.now >= c.endsAt) return { ok: false, reason: 'expired' };
  const subtotal = lines.reduce((n, l) => n + l.grossPaise, 0);
  if (subtotal < c.minOrderPaise) return { ok: false, reason: 'minimum_not_met', minOrderPaise: c.minOrderPaise };
  const eligible = lines.flatMap((l, i) => (fits(c, l) ? [i] : []));
  if (eligible.length === 0) return { ok: false, reason: 'not_for_these_products' };
  if (c.maxUses !== null && c.usedCount >= c.maxUses) return { ok: false, reason: 'used_up' };
  if (c.maxUsesPerPhone !== null && ctx.usesByPhone !== undefined && ctx.usesByPhone >= c.maxUsesPerPhone)
    return { ok: false, reason: 'already_used' };
  const base = eligible.reduce((n, i) => n + (lines[i]?.grossPaise ?? 0), 0);
  const off = discountOf(c, base, ctx.shippingPaise);
  const whole = eligible.length === lines.length;
  return {
    ok: true,
    adjustment: {
      kind: 'discount',
      label: c.code ?? c.title,
      amountPaise: -off,
      ...(whole ? {} : { lines: eligible }),
    },
  };
}

function fits(c: CouponTerms, line: OfferLine): boolean {
  if (c.productIds.length > 0 && !c.productIds.includes(line.productId)) return false;
  if (c.categories.length > 0 && !c.categories.some((cat) => line.collections.includes(cat))) return false;
  return true;
}

/** Paise off, never more than the lines it is for (priceLines caps it again, whatever came first). */
function discountOf(c: CouponTerms, basePaise: number, shippingPaise: number): number {
  switch (c.kind) {
    case 'percent':
      // Half up to the paisa, in integers: base x percent / 100.
      return Math.min(basePaise, Math.floor((basePaise * (c.percentOff ?? 0) + 50) / 100));
    case 'fixed':
      return Math.min(basePaise, c.amountOffPaise ?? 0);
    case 'free_shipping':
      return shippingPaise;
  }
}

/** Of the automatic offers that apply, the one worth most to the shopper (the first made on a tie). */
export function bestOffer<C extends CouponTerms>(
  offers: readonly C[],
  lines: readonly OfferLine[],
  ctx: { now: Date; shippingPaise: number; usesByPhone?: (c: C) => number | undefined },
): { coupon: C; adjustment: Adjustment } | null {
  let best: { coupon: C; adjustment: Adjustment } | null = null;
  for (const coupon of offers) {
    const r = evaluateCoupon(coupon, lines, { ...ctx, usesByPhone: ctx.usesByPhone?.(coupon) });
    if (r.ok && r.adjustment.amountPaise < 0 && (!best || r.adjustment.amountPaise < best.adjustment.amountPaise))
      best = { coupon, adjustment: r.adjustment };
  }
  return best;
}
