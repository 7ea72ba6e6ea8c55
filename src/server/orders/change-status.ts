import { eq } from 'drizzle-orm';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../contracts/admin';
import type { Database } from '../db/client';
import { orderEvents, orders } from '../db/schema';
import { DomainError } from '../errors';
import { releaseStock } from '../commerce/local/stock';

export interface Actor {
  /** Staff username, or 'shopper'. */
  name: string;
  userId: string | null;
}

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Moves an order to `to` when `allowed(from)` says it may, and records who and when in the
 * timeline; the row is locked so two clicks cannot both move it. Returns the status it had.
 */
export async function moveOrder(
  db: Database,
  orderId: string,
  to: OrderStatus,
  actor: Actor,
  allowed: (from: OrderStatus) => boolean,
  options: { note?: string; alsoIn?: (tx: Tx) => Promise<void> } = {},
): Promise<OrderStatus> {
  const note = options.note;
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new DomainError('not_found', 'There is no such order.');
    if (!allowed(order.status)) {
      throw new DomainError(
        'conflict',
        `This order is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}; it cannot be marked ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
      );
    }
    await tx.update(orders).set({ status: to }).where(eq(orders.id, orderId));
    // Every cancel (the owner's, or an unpaid order expiring) gives the order's pieces back in the
    // same transaction. Only a cancel does: a refund needs the order cancelled first, and an order
    // past approval is being made and its pieces are used.
    if (to === 'cancelled') await releaseStock(tx, orderId);
    await tx.insert(orderEvents).values({
      orderId,
      kind: 'status',
      status: to,
      actor: actor.name,
      actorId: actor.userId,
      note: note?.trim() ? note.trim() : null,
    });
    await options.alsoIn?.(tx);
    return order.status;
  });
}
