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

/**
 * The terms of a pay-on-delivery order's request to confirm (issue 28), decided by the checkout
 * and carried by the order's 'to_confirm' event to messages, which sends the request. The token is
 * the answer's secret: only its hash is stored (cod-confirmation.ts), so this event, emitted once
 * after the order is committed, is the one place it is read from; it lives on only in the outbox
 * rows that carry the link, as every link a message sends does.
 */
export interface CodConfirmRequest {
  token: string;
  /** The shopper's time to answer. */
  hours: number;
  /** Off for paying online instead; null when the shop offers none or cannot take money online. */
  prepaidPercent: number | null;
}

export type OrderEventMessage =
  | { event: ShopperOrderEvent; orderId: string }
  /** Placed waiting "to confirm": not a step the shopper's timeline shows, but the request to confirm goes out. */
  | { event: 'to_confirm'; orderId: string; confirm: CodConfirmRequest };

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
