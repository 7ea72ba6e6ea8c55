import type { Database } from '../platform/db/client';
import type { OrderEventMessage, OrderEvents, ShopperOrderEvent } from './order-events';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One transaction on orders, and the events it will emit once it has committed. */
export interface OrderTx {
  tx: Tx;
  /** Queues an event; it reaches listeners only after the transaction commits, never if it rolls back. */
  emit(event: ShopperOrderEvent, orderId: string): void;
  /** Queues an event that carries more than the order's id (the request to confirm's terms). */
  emitMessage(message: OrderEventMessage): void;
}

/**
 * The one way an order changes: `work` runs in one transaction and the events it queued are
 * emitted after commit, in order, through the one hook (OrderEvents). A listener never sees a
 * change that was rolled back, and never runs inside the transaction that made it.
 */
export async function inOrderTransaction<T>(
  db: Database,
  events: OrderEvents,
  work: (order: OrderTx) => Promise<T>,
): Promise<T> {
  let queued: OrderEventMessage[] = [];
  const result = await db.transaction(async (tx) => {
    // A retried transaction starts again with nothing queued.
    queued = [];
    return work({
      tx,
      emit: (event, orderId) => void queued.push({ event, orderId }),
      emitMessage: (message) => void queued.push(message),
    });
  });
  for (const message of queued) await events.emit(message);
  return result;
}
