import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../platform/config';
import { createPreviewService } from '../../previews/create-preview-service';
import type { PreviewService } from '../../previews/preview-service';

declare module 'fastify' {
  interface FastifyInstance {
    previews: PreviewService;
  }
}

/** The preview service: renderer from config, stored-result cache, and a bound on concurrent renders. */
export default fp(
  async function previews(app: FastifyInstance, opts: { config: AppConfig }) {
    const previews = await createPreviewService(
      opts.config,
      { store: app.objectStore, catalog: app.catalog, log: app.log },
      { consume: opts.config.PREVIEW_EMBEDDED_WORKER },
    );
    app.addHook('onClose', () => previews.close());
    app.decorate('previews', previews.service);
  },
  { name: 'previews', dependencies: ['catalog', 'storage'] },
);
