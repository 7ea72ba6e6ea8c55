import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../platform/config';
import { catalogueStockIsStale } from '../../commerce/local/stock';

/**
 * An order that took the last piece, or a cancel that gave pieces back, changes what the store
 * may sell: every server reads the catalogue again so "Out of Stock" shows (or goes) at once.
 * Only when carts are ours (the local commerce); it was registered by the checkout page (issue 40).
 */
export default fp(
  async function stockRefresh(app: FastifyInstance, opts: { config: AppConfig }) {
    if (opts.config.COMMERCE_PROVIDER !== 'local') return;
    app.orderEvents.on(async ({ event, orderId }) => {
      if ((event === 'placed' || event === 'cancelled') && (await catalogueStockIsStale(app.db, app.catalog, orderId)))
        await app.publishCatalogueChange();
    });
  },
  { name: 'stock-refresh', dependencies: ['database', 'catalog', 'order-events'] },
);
