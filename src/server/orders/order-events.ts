/**
 * What happened to an order that the shopper may be told about (issues 20 and 21). The order
 * service (order-transaction.ts) emits once the change is committed, and nothing else does;
 * listeners (messages, invoices) act on their own and their failures never reach the request
 * that made the change.
 */
import { SHOPPER_ORDER_EVENTS, type ShopperOrderEvent } from '../../contracts/order-status';

/** The events: the statuses the shopper is told about, and the money moves (contracts/order-status.ts). */
export { SHOPPER_ORDER_EVENTS, type ShopperOrderEvent };

export const isShopperOrderEvent = (value: string): value is ShopperOrderEvent =>
  (SHOPPER_ORDER_EVENTS as readonly string[]).includes(value);

export interface OrderEventMessage {
  event: ShopperOrderEvent;
  orderId: string;
}

export type OrderEventListener = (message: OrderEventMessage) => Promise<void> | void;

export interface OrderEvents {
  /** Calls every listener; resolves when all have settled, never rejects. */
  emit(message: OrderEventMessage): Promise<void>;
  /** Adds a listener; the returned function removes it. */
  on(listener: OrderEventListener): () => void;
}

export function createOrderEvents(onListenerError: (err: unknown, message: OrderEventMessage) => void): OrderEvents {
  const listeners = new Set<OrderEventListener>();
  return {
    async emit(message) {
      await Promise.all(
        [...listeners].map(async (listener) => {
          try {
            await listener(message);
          } catch (err) {
            onListenerError(err, message);
          }
        }),
      );
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
