import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { issueInvoice, NoInvoiceForRemake, ShopSettingsMissing } from '../../invoices/invoice-service';

/**
 * Invoices are issued on `paid`, and on `delivered` for orders paid on delivery; one listener for
 * both, since issuing is idempotent (an order paid online already has its invoice by delivery).
 */
export default fp(
  async function invoices(app: FastifyInstance) {
    const work = app.backgroundWork;
    app.orderEvents.on(({ event, orderId }) => {
      if (event !== 'paid' && event !== 'delivered') return;
      work.start(`invoice for ${orderId}`, async () => {
        try {
          await issueInvoice(app, orderId);
        } catch (err) {
          if (err instanceof NoInvoiceForRemake) return;
          // Not a fault: the owner issues it from the order page once the settings are filled in.
          if (!(err instanceof ShopSettingsMissing)) throw err;
          app.log.warn({ orderId }, 'invoice not issued: the shop settings are not filled in');
        }
      });
    });
  },
  { name: 'invoices', dependencies: ['database', 'order-events', 'catalog', 'background-work'] },
);
