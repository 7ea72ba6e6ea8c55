import type { Coupon } from '../../../../../contracts/coupons';
import { formatRupees } from '../../../../../contracts/money';
import { categoryLabel } from '../../../../../contracts/category-label';

export type CouponStatus = 'paused' | 'scheduled' | 'ended' | 'used_up' | 'live';

export const STATUS_LABELS: Record<CouponStatus, string> = {
  live: 'Live',
  paused: 'Paused',
  scheduled: 'Not started',
  ended: 'Ended',
  used_up: 'Budget used up',
};

/** What a shopper would meet today, in the order the checkout's rules check it (coupon-rules.ts). */
export function couponStatus(c: Coupon, now = new Date()): CouponStatus {
  if (c.paused) return 'paused';
  if (c.startsAt && now < new Date(c.startsAt)) return 'scheduled';
  if (c.endsAt && now >= new Date(c.endsAt)) return 'ended';
  if (c.maxUses !== null && c.usedCount >= c.maxUses) return 'used_up';
  return 'live';
}

/** "7 of 10 uses left", or "No limit". */
export function budgetLeft(c: Coupon): string {
  if (c.maxUses === null) return 'No limit';
  return `${Math.max(0, c.maxUses - c.usedCount)} of ${c.maxUses} ${c.maxUses === 1 ? 'use' : 'uses'} left`;
}

/** What the offer gives, in the owner's words. */
export function offerSummary(c: Coupon): string {
  const what =
    c.kind === 'percent'
      ? `${c.percentOff ?? 0}% off`
      : c.kind === 'fixed'
        ? `${formatRupees(c.amountOff ?? '0')} off`
        : 'Free delivery';
  const min = Number(c.minOrder) > 0 ? ` on orders of ${formatRupees(c.minOrder)} or more` : '';
  const only = [
    ...c.categories.map(categoryLabel),
    ...(c.productIds.length ? [`${c.productIds.length} ${c.productIds.length === 1 ? 'product' : 'products'}`] : []),
  ];
  return `${what}${min}${only.length ? `, only ${only.join(', ')}` : ''}`;
}
