import type { OrderService } from '../orders/order-service';

/**
 * What shipping may do to an order, all through the order service (the only writer of the orders
 * table, with the rule in orders/order-status.ts; the event goes out after commit): a courier's
 * scan or booking moves it on, a cancelled booking takes it back to 'in production'.
 */
export type CourierOrderMoves = Pick<OrderService, 'courierScan' | 'undoCourierDispatch'>;
