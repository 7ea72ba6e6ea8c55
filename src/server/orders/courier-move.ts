import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../contracts/admin';
import { trackingUrl, type CourierId } from '../../contracts/couriers';
import { orders } from '../platform/db/schema';
import { lockOrder, moveOrder, type Actor } from './change-status';
import type { OrderTx } from './order-transaction';
import { canMove } from './order-status';

const COURIER = { name: 'courier', userId: null } as const;

/**
 * A courier's booking or scan moves the order (shipping/order-moves.ts runs it in an order
 * transaction). False when the order may not move there (already there, or past it): a late or
 * repeated scan changes nothing. A booking's courier and AWB (from its shipment) are saved with
 * 'dispatched', like those the owner typed, so the shopper's message carries the tracking link.
 */
export async function moveForCourier(
  o: OrderTx,
  orderId: string,
  to: OrderStatus,
  options: { note?: string; tracking?: ParcelTracking } = {},
): Promise<boolean> {
  const order = await lockOrder(o, orderId);
  if (!canMove(order.status, to)) return false;
  await moveOrder(o, orderId, to, COURIER, (from) => canMove(from, to), { note: options.note });
  const { tracking } = options;
  if (tracking) {
    await o.tx
      .update(orders)
      .set({
        courier: tracking.courier,
        trackingNumber: tracking.awb,
        trackingUrl: trackingUrl(tracking.courier, tracking.awb),
      })
      .where(eq(orders.id, orderId));
  }
  return true;
}

/** A booked parcel as its shipment names it: the courier that carries it and its AWB. */
export interface ParcelTracking {
  courier: CourierId;
  awb: string;
}

/** Where a courier's scan takes the order, decided under the order's lock (shipping/ decides). */
export interface CourierStep {
  to: OrderStatus;
  note?: string;
  /** The booking's courier and AWB: saved on the order with 'dispatched', for the shopper's tracking link. */
  tracking?: ParcelTracking;
}

/**
 * A courier's scan moves the order, decided under the order's lock so two scans of one parcel
 * are weighed one after the other (issue 39): `decide` sees the locked status, may write its own
 * tables in the same transaction, and names the step or null. A booked parcel waits in 'in
 * production' for its pickup scan (issue 45); when the first scan that comes is already past the
 * pickup (out for delivery, delivered...), the order is dispatched first, then moved on.
 */
export async function moveForCourierScan(
  o: OrderTx,
  orderId: string,
  decide: (status: OrderStatus) => Promise<CourierStep | null>,
): Promise<boolean> {
  const order = await lockOrder(o, orderId);
  const step = await decide(order.status);
  if (!step) return false;
  if (order.status === 'in_production' && step.to !== 'dispatched' && canMove('dispatched', step.to))
    await moveForCourier(o, orderId, 'dispatched', { note: step.note, tracking: step.tracking });
  return moveForCourier(o, orderId, step.to, {
    note: step.note,
    tracking: step.to === 'dispatched' ? step.tracking : undefined,
  });
}

/**
 * A cancelled courier booking takes a dispatched order back to 'in production' so it can be booked
 * again: only from 'dispatched' (picked up parcels the courier refuses to cancel anyway), never
 * offered as the owner's own status move, and its AWB and tracking link are cleared with it.
 * The shopper is not told (in production is not a shopper event). False when it is not dispatched.
 */
export async function undoCourierDispatch(o: OrderTx, orderId: string, actor: Actor, note: string): Promise<boolean> {
  const order = await lockOrder(o, orderId);
  if (order.status !== 'dispatched') return false;
  await moveOrder(o, orderId, 'in_production', actor, (from) => from === 'dispatched', { note });
  await o.tx
    .update(orders)
    .set({ courier: null, trackingNumber: null, trackingUrl: null })
    .where(eq(orders.id, orderId));
  return true;
}
