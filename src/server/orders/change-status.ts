import { eq } from 'drizzle-orm';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../contracts/admin';
import { orderEvents, orders } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import { isShopperOrderEvent } from './order-events';
import type { OrderTx } from './order-transaction';
import { releaseCouponUse } from './coupon-release';
import { releaseStock } from './stock-reservation';

export interface Actor {
  /** Staff username, 'shopper', 'system', or the payment provider that confirmed a payment. */
  name: string;
  userId: string | null;
}

/** The order row as a status change reads it, locked. */
export type LockedOrder = typeof orders.$inferSelect;

/** Locks the order's row for the rest of the transaction, so two clicks cannot both move it. */
export async function lockOrder({ tx }: OrderTx, orderId: string): Promise<LockedOrder> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new DomainError('not_found', 'There is no such order.');
  return order;
}

/**
 * Moves an order to `to` when `allowed(from)` says it may (a rule from order-status.ts), records
 * who and when in the timeline, and queues the shopper's event for after commit. Returns the
 * order as it was.
 */
export async function moveOrder(
  o: OrderTx,
  orderId: string,
  to: OrderStatus,
  actor: Actor,
  allowed: (from: OrderStatus) => boolean,
  options: { note?: string | null } = {},
): Promise<LockedOrder> {
  const order = await lockOrder(o, orderId);
  if (!allowed(order.status)) {
    throw new DomainError(
      'conflict',
      `This order is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}; it cannot be marked ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
    );
  }
  await o.tx.update(orders).set({ status: to }).where(eq(orders.id, orderId));
  // Every cancel (the owner's, or an unpaid order expiring) gives the order's pieces and its coupon
  // use back in the same transaction. Only a cancel does: a refund needs the order cancelled first,
  // and an order past approval is being made and its pieces are used.
  if (to === 'cancelled') {
    await releaseStock(o.tx, orderId);
    await releaseCouponUse(o.tx, orderId);
  }
  const note = options.note?.trim();
  await o.tx.insert(orderEvents).values({
    orderId,
    kind: 'status',
    status: to,
    actor: actor.name,
    actorId: actor.userId,
    note: note ? note : null,
  });
  if (isShopperOrderEvent(to)) o.emit(to, orderId);
  return order;
}
