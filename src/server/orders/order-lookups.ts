import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { orders } from '../platform/db/schema';

/**
 * Small reads of one order for routes and pages, which do not query the tables themselves
 * (a lint zone keeps db/schema out of them).
 */

/** The order with this number, with the contact a look-up checks the mobile against. */
export async function findOrderByNumber(db: Database, number: number) {
  const [row] = await db
    .select({ id: orders.id, contact: orders.contact })
    .from(orders)
    .where(eq(orders.number, number));
  return row ?? null;
}

/** The cart the order was placed from (its checkout page shows the confirmation). */
export async function orderCartId(db: Database, orderId: string): Promise<string | null> {
  const [row] = await db.select({ cartId: orders.cartId }).from(orders).where(eq(orders.id, orderId));
  return row?.cartId ?? null;
}

/** Where the order is and whether it is paid, or null for no such order. */
export async function orderState(db: Database, orderId: string) {
  const [row] = await db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** The courier's tracking page of a dispatched order. */
export async function orderTrackingUrl(db: Database, orderId: string): Promise<string | null> {
  const [row] = await db.select({ url: orders.trackingUrl }).from(orders).where(eq(orders.id, orderId));
  return row?.url ?? null;
}
