import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOrderEvents, type OrderEvents } from '../../orders/order-events';
import { createOrderService, type OrderService } from '../../orders/order-service';

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: OrderEvents;
    /** The one owner of an order's life: every change to an order goes through it. */
    orders: OrderService;
  }
}

export default fp(
  async function orderEvents(app: FastifyInstance) {
    const events = createOrderEvents((err, message) =>
      app.log.error({ err, ...message }, 'an order event listener failed'),
    );
    app.decorate('orderEvents', events);
    app.decorate(
      'orders',
      createOrderService({
        db: app.db,
        catalog: app.catalog,
        events,
        // Registered later (payments depends on this plugin), so read when an order is cancelled.
        payments: () => app.payments,
      }),
    );
  },
  { name: 'order-events', dependencies: ['database', 'catalog'] },
);
