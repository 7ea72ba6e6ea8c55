import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { orderReference } from '../../contracts/order-reference';
import type { FailedDelivery } from '../../contracts/shipping';
import type { Database } from '../platform/db/client';
import { orders, shipments, shipmentScans } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import type { Actor } from '../orders/change-status';
import { bookingReference } from './booking-reference';
import type { CourierOrderMoves } from './order-moves';
import type { CourierProvider } from './types';

/** Something is left to pay to the courier on delivery: pay on delivery, or the balance after an advance. */
export const paysOnDelivery = (paymentMethod: string) =>
  paymentMethod === 'cash_on_delivery' || paymentMethod === 'advance_online';

interface Deps {
  db: Database;
  courier: CourierProvider;
  orders: CourierOrderMoves;
  log: { warn: (obj: object, msg: string) => void };
  now: () => Date;
}

/** The owner's manifest, cancel and failed-deliveries list (issue 28), beside booking in shipment-service.ts. */
export function createOwnerActions({ db, courier, orders: orderMoves, log, now }: Deps) {
  const booked = async (orderId: string, what: string) => {
    const [s] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
    if (s?.booking !== 'booked' || !s.providerShipmentId || !s.providerOrderId)
      throw new DomainError('conflict', `Book the shipment first; ${what}.`);
    return { ...s, providerShipmentId: s.providerShipmentId, providerOrderId: s.providerOrderId };
  };

  return {
    /** The manifest PDF's address at the provider (the courier's handover sheet), fetched fresh: its links expire. */
    async manifestUrl(orderId: string): Promise<string> {
      const s = await booked(orderId, 'its manifest is made once it has an AWB');
      const url = await courier.manifest(s.providerShipmentId, s.providerOrderId);
      await db.update(shipments).set({ manifestUrl: url, updatedAt: now() }).where(eq(shipments.id, s.id));
      return url;
    },

    /**
     * Cancels the booking at the courier, then takes the order back to 'in production' (where a
     * booking waiting for pickup still is) so the owner can book it again. Only before the courier
     * has it out for delivery: once the order has moved past 'dispatched' it is the courier's to
     * deliver or return (an NDR).
     *
     * A booking still waiting for the courier (it was down) is stopped in one conditional update of
     * its row, so the retry runner never books it later; an attempt under way at that moment sees
     * the row cancelled at its next step and cancels at the courier what it made (shipment-service).
     */
    async cancel(orderId: string, actor: Actor): Promise<void> {
      const [stopped] = await db
        .update(shipments)
        .set({ booking: 'cancelled', nextAttemptAt: null, lastError: null, updatedAt: now() })
        .where(and(eq(shipments.orderId, orderId), eq(shipments.booking, 'waiting')))
        .returning();
      if (stopped) {
        // An earlier attempt may have made the order there before failing, even one whose answer
        // never came back (looked up by our reference, as a retry does): cancelled there too. The
        // courier may well be down still; an order there with no pickup is never collected.
        await (async () => {
          let providerOrderId = stopped.providerOrderId;
          if (!providerOrderId && stopped.attempts > 0) {
            const [order] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
            if (order)
              providerOrderId =
                (await courier.findBooking(bookingReference(orderReference(order.number), stopped.round)))
                  ?.providerOrderId ?? null;
          }
          if (providerOrderId) await courier.cancel(providerOrderId);
        })().catch((err: unknown) => {
          log.warn({ err, orderId }, 'a waiting booking was cancelled here but maybe not at the courier');
        });
        return;
      }
      const s = await booked(orderId, 'there is nothing to cancel');
      const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
      if (order?.status !== 'in_production' && order?.status !== 'dispatched')
        throw new DomainError(
          'conflict',
          'The courier has this parcel on its way: it can no longer be cancelled, only returned if it is not delivered.',
        );
      await courier.cancel(s.providerOrderId);
      await db
        .update(shipments)
        .set({ booking: 'cancelled', nextAttemptAt: null, lastError: null, updatedAt: now() })
        .where(eq(shipments.id, s.id));
      await orderMoves.undoCourierDispatch(
        orderId,
        actor,
        `Courier booking cancelled (AWB ${s.awb ?? 'none'}); book it again when ready`,
      );
    },

    /** Every order the courier could not deliver, oldest first, with the courier's last word on it. */
    async failedDeliveries(): Promise<FailedDelivery[]> {
      const rows = await db
        .select({ order: orders, shipment: shipments })
        .from(orders)
        .innerJoin(shipments, eq(shipments.orderId, orders.id))
        .where(and(eq(orders.status, 'undelivered'), eq(shipments.booking, 'booked')))
        .orderBy(asc(orders.createdAt));
      const ids = rows.map((r) => r.shipment.id);
      const scans = ids.length
        ? await db
            .select()
            .from(shipmentScans)
            .where(inArray(shipmentScans.shipmentId, ids))
            .orderBy(desc(shipmentScans.scannedAt))
        : [];
      return rows.map(({ order, shipment }) => {
        const last = scans.find((x) => x.shipmentId === shipment.id);
        return {
          orderId: order.id,
          reference: orderReference(order.number),
          customerName: order.contact.fullName ?? '',
          city: order.contact.city ?? '',
          pincode: order.contact.pincode ?? '',
          awb: shipment.awb,
          courierName: shipment.courierName,
          lastScan: last
            ? { activity: last.activity, location: last.location, at: last.scannedAt.toISOString() }
            : null,
          cashOnDelivery: paysOnDelivery(order.paymentMethod),
          ndrAction: shipment.ndrAction,
        };
      });
    },
  };
}
