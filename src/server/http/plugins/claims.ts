import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClaims, type Claims } from '../../claims/create-claims';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 44: the shopper's claims on a piece and the owner's decisions. */
    claims: Claims;
  }
}

export default fp(
  async function claims(app: FastifyInstance) {
    const payments = app.payments;
    app.decorate(
      'claims',
      createClaims({
        db: app.db,
        store: app.objectStore,
        sanitize: app.uploads.sanitize,
        orders: app.orders,
        refunds: {
          onlineProvider: payments.online ? payments.provider.id : null,
          refundableLeft: (orderId) => payments.refundableLeft(orderId),
          refundPart: (orderId, amount, receipt) => payments.refundPart(orderId, amount, receipt),
        },
      }),
    );
  },
  { name: 'claims', dependencies: ['database', 'storage', 'uploads', 'order-events', 'payments'] },
);
