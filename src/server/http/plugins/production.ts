import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProductionService } from '../../production/production-service';

declare module 'fastify' {
  interface FastifyInstance {
    production: ProductionService;
  }
}

/** Production files for order lines, drawn from the catalogue's print areas and kept in the object store. */
export default fp(
  async function production(app: FastifyInstance) {
    app.decorate('production', new ProductionService({ db: app.db, catalog: app.catalog, store: app.objectStore }));
  },
  { name: 'production', dependencies: ['database', 'catalog', 'storage'] },
);
