import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../platform/config';
import { RenderLimiter } from '../../previews/render-limiter';
import { createUploadSanitizer } from '../../previews/upload-guard';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: { sanitize: ReturnType<typeof createUploadSanitizer> };
  }
}

/**
 * Shopper photos are decoded in their own small lane, bounded like renders: the probe's 8 large
 * uploads at once pushed a preview sent meanwhile from 0.3 s to 15.9 s. Half the render
 * concurrency (at least one) and a short queue; past it the shopper gets a 503 with Retry-After.
 */
export default fp(
  async function uploads(app: FastifyInstance, opts: { config: AppConfig }) {
    const concurrency = Math.max(1, Math.floor(opts.config.PREVIEW_CONCURRENCY / 2));
    app.decorate('uploads', { sanitize: createUploadSanitizer(new RenderLimiter(concurrency, concurrency * 4)) });
  },
  { name: 'uploads' },
);
