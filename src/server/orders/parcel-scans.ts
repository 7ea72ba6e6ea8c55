import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '../../contracts/admin';
import type { Database } from '../platform/db/client';
import { shipments, shipmentScans } from '../platform/db/schema';

/**
 * The courier's scans of an order's parcel, oldest first, for the shopper's order page. Read here
 * beside the rest of the shopper's view of an order; shipping/ writes them.
 */
export async function shopperScans(db: Database, orderId: string) {
  const rows = await db
    .select({ activity: shipmentScans.activity, location: shipmentScans.location, at: shipmentScans.scannedAt })
    .from(shipmentScans)
    .innerJoin(shipments, eq(shipments.id, shipmentScans.shipmentId))
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipmentScans.scannedAt), asc(shipmentScans.createdAt));
  return rows.map((r) => ({ activity: r.activity, location: r.location, at: r.at.toISOString() }));
}

/**
 * Booked with the courier, not picked up yet (issue 45): the order stays 'in production' until the
 * courier's first pickup scan dispatches it, and the owner and the shopper read "Booked, waiting
 * for pickup" meanwhile. A sub-state of the shipment rather than an order status of its own.
 */
export async function awaitsPickup(db: Database, orderId: string, status: OrderStatus): Promise<boolean> {
  if (status !== 'in_production') return false;
  const [booked] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.booking, 'booked')));
  return !!booked;
}

/** The same for a page of the orders list, in one query: the ids among these that wait for pickup. */
export async function awaitingPickupAmong(
  db: Database,
  list: readonly { id: string; status: OrderStatus }[],
): Promise<Set<string>> {
  const inProduction = list.filter((o) => o.status === 'in_production').map((o) => o.id);
  if (inProduction.length === 0) return new Set();
  const rows = await db
    .select({ orderId: shipments.orderId })
    .from(shipments)
    .where(and(inArray(shipments.orderId, inProduction), eq(shipments.booking, 'booked')));
  return new Set(rows.map((r) => r.orderId));
}
