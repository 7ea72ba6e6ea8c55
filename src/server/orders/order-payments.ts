import { eq } from 'drizzle-orm';
import { orderEvents, orders } from '../platform/db/schema';
import type { LockedOrder } from './change-status';
import { awaitsPayment } from './order-status';
import type { OrderTx } from './order-transaction';

/**
 * What the payments seam changes on an order, inside the transaction that records the payment
 * event (payments/payment-ledger.ts), so the order and the ledger never disagree. paymentStatus is
 * set in place here, not recomputed from the ledger's events.
 */

/**
 * A payment recorded for the order: it is paid (a refunded order stays refunded: payment moves
 * forward only), and an order awaiting its payment is placed now. Queues 'paid'.
 */
export async function markPaid(
  o: OrderTx,
  order: LockedOrder,
  payment: { by: string; note: string },
): Promise<{ placedNow: boolean }> {
  const placedNow = awaitsPayment(order.status);
  await o.tx
    .update(orders)
    .set({
      paymentStatus: order.paymentStatus === 'refunded' ? 'refunded' : 'paid',
      ...(placedNow ? { status: 'placed' as const } : {}),
    })
    .where(eq(orders.id, order.id));
  if (placedNow)
    await o.tx
      .insert(orderEvents)
      .values({ orderId: order.id, kind: 'status', status: 'placed', actor: payment.by, note: payment.note });
  o.emit('paid', order.id);
  return { placedNow };
}

/** Everything paid has been refunded. Queues 'refunded'. */
export async function markRefunded(o: OrderTx, orderId: string): Promise<void> {
  await o.tx.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, orderId));
  o.emit('refunded', orderId);
}
