import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { PreviewQueue, startPreviewWorker } from '../previews/preview-queue';
import { PreviewService } from '../previews/preview-service';
import { RenderLimiter } from '../previews/render-limiter';
import { createRenderers } from '../previews/renderer-factory';

declare module 'fastify' {
  interface FastifyInstance {
    previews: PreviewService;
  }
}

/** The preview service: renderer from config, stored-result cache, and a bound on concurrent renders. */
export default fp(
  async function previews(app: FastifyInstance, opts: { config: AppConfig }) {
    const { config } = opts;
    const { renderer, fallback } = createRenderers(config);
    const queue = config.REDIS_URL ? new PreviewQueue(config.REDIS_URL) : undefined;
    if (queue) {
      await queue.ready();
      app.addHook('onClose', async () => queue.close());
    }
    const service = new PreviewService({
      renderer,
      fallback: config.PREVIEW_FALLBACK === 'compositor' ? fallback : undefined,
      store: app.objectStore,
      catalog: app.catalog,
      catalogImageDir: config.catalogImageDir,
      limiter: new RenderLimiter(config.PREVIEW_CONCURRENCY, config.PREVIEW_CONCURRENCY * 16),
      timeoutMs: config.PREVIEW_TIMEOUT_MS,
      log: app.log,
      queue,
    });
    app.decorate('previews', service);
    if (config.REDIS_URL && config.PREVIEW_EMBEDDED_WORKER) {
      const worker = startPreviewWorker(config.REDIS_URL, (item) => service.renderAndStore(item), {
        concurrency: config.PREVIEW_CONCURRENCY,
      });
      app.addHook('onClose', async () => worker.close());
    }
  },
  { name: 'previews', dependencies: ['catalog', 'storage'] },
);
