import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogService } from '../catalog/catalog-service';
import { seedCatalogueIfEmpty } from '../catalog/seed-catalogue';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

/** Seeds an empty database, then loads the catalogue into memory. */
export default fp(
  async function catalog(app: FastifyInstance) {
    const { seeded } = await seedCatalogueIfEmpty(app.db);
    if (seeded > 0) app.log.info({ seeded }, 'seed catalogue loaded');
    const service = new CatalogService(app.db);
    await service.load();
    app.decorate('catalog', service);
  },
  { name: 'catalog', dependencies: ['database'] },
);
