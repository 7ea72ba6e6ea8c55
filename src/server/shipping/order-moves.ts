import type { OrderStatus } from '../../contracts/admin';
import type { Database } from '../db/client';
import type { Actor } from '../orders/change-status';
import { moveForCourier, undoCourierDispatch } from '../orders/courier-move';
import type { OrderEvents } from '../orders/order-events';
import { inOrderTransaction } from '../orders/order-transaction';

/**
 * The one place shipping moves an order: through the orders service's transaction (the only
 * writer of the orders table), with the rule in orders/order-status.ts; the event goes out after
 * commit. Returns false when the order may not move there (already there, or past it).
 */
export function moveOrderForShipment(
  db: Database,
  events: OrderEvents,
  orderId: string,
  to: OrderStatus,
  options: { note?: string; awb?: string } = {},
): Promise<boolean> {
  return inOrderTransaction(db, events, (o) => moveForCourier(o, orderId, to, options));
}

/** A cancelled booking: the dispatched order goes back to 'in production', to be booked again. */
export function undoDispatchForShipment(
  db: Database,
  events: OrderEvents,
  orderId: string,
  actor: Actor,
  note: string,
): Promise<boolean> {
  return inOrderTransaction(db, events, (o) => undoCourierDispatch(o, orderId, actor, note));
}
