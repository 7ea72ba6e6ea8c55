import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { couponRedemptions, coupons } from '../db/schema';

/**
 * A cancelled order gives its use back (an unpaid order that expired, or one the owner cancelled):
 * the budget and the shopper's own limit count orders that stand. Once: the redemption row is
 * deleted in the same transaction as the counter moves, so a second call finds nothing.
 */
export async function releaseRedemption(db: Database, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(couponRedemptions)
      .where(eq(couponRedemptions.orderId, orderId))
      .returning({ couponId: couponRedemptions.couponId });
    if (gone)
      await tx
        .update(coupons)
        .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
        .where(eq(coupons.id, gone.couponId));
  });
}
