import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClaims, type ClaimChange, type Claims } from '../../claims/create-claims';
import { claimMessageDetail } from '../../claims/claim-wording';
import type { ClaimMessageEvent } from '../../messages/types';
import { catalogueStockIsStale } from '../../commerce/local/stock';

const EVENT_OF: Record<ClaimChange['kind'], ClaimMessageEvent> = {
  received: 'claim_received',
  decided: 'claim_decided',
  refund_sent: 'claim_refund',
};

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
        // The shopper hears of each change through the outbox, after it committed, never holding up the owner.
        onChange: (change) => {
          app.backgroundWork.start(`claim ${change.kind} message for ${change.orderId}`, async () => {
            const detail = await claimMessageDetail(app.db, change);
            if (detail) await app.messages.claimMessage(change.orderId, EVENT_OF[change.kind], change.claimId, detail);
          });
          // A remake took its piece from stock: the store shows "Out of Stock" at once when it was the last.
          const remakeId = change.kind === 'decided' ? change.remakeOrderId : null;
          if (remakeId)
            app.backgroundWork.start(`stock after remake ${remakeId}`, async () => {
              if (await catalogueStockIsStale(app.db, app.catalog, remakeId)) await app.publishCatalogueChange();
            });
        },
      }),
    );
  },
  {
    name: 'claims',
    dependencies: ['database', 'catalog', 'storage', 'uploads', 'order-events', 'payments', 'messages', 'invoices'],
  },
);
