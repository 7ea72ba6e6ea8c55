import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mugPhotoStyling } from '../../previews/compositor/kinds/mug';
import { ProductionService } from '../../production/production-service';

declare module 'fastify' {
  interface FastifyInstance {
    production: ProductionService;
  }
}

/** Production files for order lines, drawn from the catalogue's print areas and kept in the object store. */
export default fp(
  async function production(app: FastifyInstance) {
    // The mug's photo is styled by the preview's own code, so the wrap prints what the shopper saw.
    const deps = { db: app.db, catalog: app.catalog, store: app.objectStore, mugPhotos: mugPhotoStyling };
    app.decorate('production', new ProductionService(deps));
  },
  { name: 'production', dependencies: ['database', 'catalog', 'storage'] },
);
