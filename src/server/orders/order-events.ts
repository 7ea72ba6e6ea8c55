/**
 * What happened to an order that the shopper may be told about (issues 20 and 21). The order
 * service (order-transaction.ts) emits once the change is committed, and nothing else does;
 * listeners (messages, invoices) act on their own and their failures never reach the request
 * that made the change.
 */
export const SHOPPER_ORDER_EVENTS = [
  'placed',
  'paid',
  'proof_sent',
  'approved',
  'dispatched',
  /** Issue 28: the courier's scans (shipping/). */
  'out_for_delivery',
  'delivered',
  'undelivered',
  'returned',
  'cancelled',
  'refunded',
] as const;
export type ShopperOrderEvent = (typeof SHOPPER_ORDER_EVENTS)[number];

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
