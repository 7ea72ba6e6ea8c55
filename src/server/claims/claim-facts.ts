import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { toPaise } from '../../contracts/money';
import type { Database } from '../platform/db/client';
import type { Tx } from '../orders/order-transaction';
import { claims, orderEvents, type orderLines, type orders } from '../platform/db/schema';

type Reader = Database | Tx;

/** When the order last reached each of these statuses (its timeline), or null. */
export async function statusTimes(db: Reader, orderId: string) {
  const rows = await db
    .select({ status: orderEvents.status, at: orderEvents.createdAt })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.kind, 'status'),
        inArray(orderEvents.status, ['dispatched', 'delivered']),
      ),
    )
    .orderBy(desc(orderEvents.createdAt));
  return {
    dispatchedAt: rows.find((r) => r.status === 'dispatched')?.at ?? null,
    deliveredAt: rows.find((r) => r.status === 'delivered')?.at ?? null,
  };
}

/**
 * What the shopper paid for a piece, in paise: its price times its quantity and its share of the
 * order's discounts and charges, as the order stored them. Nothing yet for pay on delivery before
 * it was delivered (no money changed hands), nor for a remake (it was free).
 */
export function paidForLine(
  order: Pick<typeof orders.$inferSelect, 'paymentStatus' | 'status' | 'remakeOf'>,
  line: Pick<typeof orderLines.$inferSelect, 'unitPrice' | 'quantity' | 'adjustmentPaise'>,
): number {
  if (order.remakeOf) return 0;
  if (order.paymentStatus === 'on_delivery' && order.status !== 'delivered') return 0;
  if (order.paymentStatus === 'unpaid') return 0;
  return Math.max(0, toPaise(line.unitPrice) * line.quantity + line.adjustmentPaise);
}

/** Paise already refunded against a piece by its claims (every decided claim, declined ones add 0). */
export async function refundedForLine(db: Reader, lineId: string, exceptClaimId?: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${claims.refundPaise}), 0)` })
    .from(claims)
    .where(and(eq(claims.orderLineId, lineId), exceptClaimId ? ne(claims.id, exceptClaimId) : undefined));
  return Number(row?.total ?? 0);
}
