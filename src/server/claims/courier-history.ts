import { asc, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { shipments, shipmentScans } from '../platform/db/schema';

/** One scan as the courier reported it, in its own words: the dispute desk matches these to its records. */
export interface CourierScan {
  at: Date;
  status: string;
  location: string;
  activity: string;
}

export interface CourierHistory {
  /** 'shiprocket' for a parcel booked through it; 'manual' when the owner typed the courier and AWB. */
  provider: string;
  awb: string | null;
  scans: CourierScan[];
}

/**
 * Issue 44.3: the parcel's tracking as the courier reported it (the scans its webhook and the
 * tracking poll recorded, shipping/shipment-service.ts), oldest first; null for an order with no
 * shipment row (dispatched by hand before issue 28).
 */
export async function courierHistory(db: Database, orderId: string): Promise<CourierHistory | null> {
  const [shipment] = await db
    .select({ id: shipments.id, provider: shipments.provider, awb: shipments.awb })
    .from(shipments)
    .where(eq(shipments.orderId, orderId));
  if (!shipment) return null;
  const scans = await db
    .select({
      at: shipmentScans.scannedAt,
      status: shipmentScans.courierStatus,
      location: shipmentScans.location,
      activity: shipmentScans.activity,
    })
    .from(shipmentScans)
    .where(eq(shipmentScans.shipmentId, shipment.id))
    .orderBy(asc(shipmentScans.scannedAt), asc(shipmentScans.createdAt));
  return { provider: shipment.provider, awb: shipment.awb, scans };
}
