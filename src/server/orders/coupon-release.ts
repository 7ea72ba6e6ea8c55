import { eq, sql } from 'drizzle-orm';
import { couponRedemptions, coupons } from '../platform/db/schema';
import type { Tx } from './order-transaction';

/**
 * A cancelled order gives its coupon use back (an unpaid order that expired, or one the owner
 * cancelled): the budget and the shopper's own limit count orders that stand. It runs in the
 * cancel's own transaction, so the use comes back exactly when the cancel commits (a crash after
 * commit cannot keep it spent). Once: the redemption row is deleted as the counter moves, and a
 * cancelled order never moves again, so a second cancel finds nothing to give back.
 */
export async function releaseCouponUse(tx: Tx, orderId: string): Promise<void> {
  const [gone] = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ couponId: couponRedemptions.couponId });
  if (gone)
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, gone.couponId));
}
