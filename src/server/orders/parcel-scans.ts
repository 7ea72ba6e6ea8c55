import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { shipments, shipmentScans } from '../db/schema';

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
