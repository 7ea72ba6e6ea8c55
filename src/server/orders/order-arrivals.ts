import { and, desc, eq, gt, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { OrderArrivals } from '../../contracts/admin';
import { orderReference } from '../../contracts/order-reference';
import type { Database } from '../platform/db/client';
import { orderEvents, orders } from '../platform/db/schema';

/**
 * How far before `since` an answer looks: an order's times are its transaction's start (PostgreSQL's
 * now()), so one committed a few seconds after a poll carries a time before that poll's `now`.
 */
export const ARRIVALS_LOOKBACK_MS = 2 * 60_000;
/** More than this at once and the owner is told the count and reads the list itself. */
const MOST = 20;

/**
 * The orders that came in for the owner after `since` (issue 45.9): made placed or to confirm, or
 * placed later by their online payment (an order still awaiting payment is not the owner's yet).
 * Without `since` only the database's `now` comes back, the cursor for the next call.
 */
export async function orderArrivals(db: Database, since: Date | undefined): Promise<OrderArrivals> {
  const [clock] = await db.select({ now: sql<string>`now()` }).from(sql`(select 1) as clock`);
  const now = new Date(clock?.now ?? Date.now()).toISOString();
  if (!since) return { now, orders: [] };
  const after = new Date(since.getTime() - ARRIVALS_LOOKBACK_MS);
  const paidSince = db
    .select({ id: orderEvents.orderId })
    .from(orderEvents)
    .where(and(eq(orderEvents.kind, 'status'), eq(orderEvents.status, 'placed'), gt(orderEvents.createdAt, after)));
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      contact: orders.contact,
      totalAmount: orders.totalAmount,
      status: orders.status,
    })
    .from(orders)
    .where(
      and(
        notInArray(orders.status, ['awaiting_payment', 'cancelled']),
        or(
          gt(orders.createdAt, after),
          and(inArray(orders.paymentMethod, ['online', 'advance_online']), inArray(orders.id, paidSince)),
        ),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(MOST);
  return {
    now,
    orders: rows.map((o) => ({
      id: o.id,
      reference: orderReference(o.number),
      shopperName: o.contact.fullName ?? '',
      totalAmount: o.totalAmount,
      status: o.status,
    })),
  };
}
