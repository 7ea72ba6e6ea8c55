import type { OrderStatus } from '../../contracts/admin';
import type { Database } from '../platform/db/client';
import type { Actor } from '../orders/change-status';
import { moveForCourierScan, undoCourierDispatch, type CourierStep } from '../orders/courier-move';
import type { OrderEvents } from '../orders/order-events';
import { inOrderTransaction, type Tx } from '../orders/order-transaction';

/**
 * The one place shipping moves an order: through the orders service's transaction (the only
 * writer of the orders table), with the rule in orders/order-status.ts; the event goes out after
 * commit. `decide` runs under the order's lock with the transaction, so the scans it records and
 * the step it takes are one decision, one parcel's updates one after another. Returns false when
 * the order does not move (no step, or the order may not go there: already there, or past it).
 */
export function moveOrderForTracking(
  db: Database,
  events: OrderEvents,
  orderId: string,
  decide: (tx: Tx, status: OrderStatus) => Promise<CourierStep | null>,
): Promise<boolean> {
  return inOrderTransaction(db, events, (o) => moveForCourierScan(o, orderId, (status) => decide(o.tx, status)));
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
