import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../contracts/admin';
import { trackingUrl } from '../../contracts/couriers';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { moveOrder } from '../orders/change-status';
import { isShopperOrderEvent, type OrderEvents } from '../orders/order-events';
import { canMove } from '../orders/order-status';

/**
 * The one place shipping moves an order (the orders service owns the orders table): through the
 * shared status change, with the rule in orders/order-status.ts, then its event once committed.
 * Returns false when the order may not move there (already there, or past it): nothing changes.
 */
export async function moveOrderForShipment(
  db: Database,
  events: OrderEvents,
  orderId: string,
  to: OrderStatus,
  options: { note?: string; awb?: string } = {},
): Promise<boolean> {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!row || !canMove(row.status, to)) return false;
  const awb = options.awb;
  try {
    await moveOrder(db, orderId, to, { name: 'courier', userId: null }, (from) => canMove(from, to), {
      note: options.note,
      // The dispatched order carries the AWB and tracking link like one the owner dispatched by hand.
      alsoIn: awb
        ? async (tx) => {
            await tx
              .update(orders)
              .set({ courier: 'shiprocket', trackingNumber: awb, trackingUrl: trackingUrl('shiprocket', awb) })
              .where(eq(orders.id, orderId));
          }
        : undefined,
    });
  } catch (err) {
    // Another scan or the owner moved it first: the row lock made one of us lose; nothing to do.
    if ((err as { code?: string }).code === 'conflict') return false;
    throw err;
  }
  if (isShopperOrderEvent(to)) await events.emit({ event: to, orderId });
  return true;
}
