import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOrderEvents, type OrderEvents } from '../orders/order-events';

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: OrderEvents;
  }
}

export default fp(
  async function orderEvents(app: FastifyInstance) {
    app.decorate(
      'orderEvents',
      createOrderEvents((err, message) => app.log.error({ err, ...message }, 'an order event listener failed')),
    );
  },
  { name: 'order-events' },
);
