import type { ExternalOrder, RecordExternalOrder } from '../commerce/types';
import { orderLines, orders, paymentEvents } from '../platform/db/schema';
import { nextOrderNumber } from './order-number';

/**
 * Stores an order placed outside this shop's checkout, inside the caller's transaction (which
 * also claims the delivery that brought it, so a retry stores nothing twice). The orders table is
 * written only under src/server/orders/; the vendor's code says what the order is.
 */
export const recordExternalOrder: RecordExternalOrder = async (tx, order: ExternalOrder) => {
  const [row] = await tx
    .insert(orders)
    .values({
      number: await nextOrderNumber(tx),
      cartId: order.cartId,
      contact: order.contact,
      paymentMethod: order.paymentMethod,
      paymentProvider: order.paymentProvider,
      totalAmount: order.totalAmount,
      // Paid at the other checkout: the order page must show it paid, not "to pay on delivery".
      ...(order.paid ? { paymentStatus: 'paid' as const, amountDueNow: order.totalAmount } : {}),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('the order was not stored');
  if (order.paid)
    await tx.insert(paymentEvents).values({
      orderId: row.id,
      kind: 'paid',
      amount: order.paid.amountPaise,
      reference: order.paid.reference,
      idempotencyKey: order.paid.idempotencyKey,
    });
  if (order.lines.length > 0)
    await tx.insert(orderLines).values(order.lines.map((line) => ({ ...line, orderId: row.id })));
  return row.id;
};
