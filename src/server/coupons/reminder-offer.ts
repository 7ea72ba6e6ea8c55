import type { Database } from '../platform/db/client';
import { findCouponByCode } from './coupon-store';

/**
 * The code a checkout reminder may name (recovery's `remindersOffer` seam): the owner's chosen
 * code while a shopper could still use it today; null when it is unknown, paused, not started,
 * ended or its budget is spent, so a reminder never offers a code the checkout would refuse.
 * Its minimum and products are the checkout's to judge, as for any code a shopper types.
 */
export async function reminderOfferCode(db: Database, code: string, now = new Date()): Promise<string | null> {
  const coupon = await findCouponByCode(db, code);
  if (!coupon?.code || coupon.paused) return null;
  if (coupon.startsAt && now < coupon.startsAt) return null;
  if (coupon.endsAt && now >= coupon.endsAt) return null;
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return null;
  return coupon.code;
}
