import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../platform/config';
import { catalogueCheck, databaseCheck, objectStoreCheck, redisCheck } from '../../platform/health/checks';
import { checkReadiness, type ReadinessCheck, type ReadinessReport } from '../../platform/health/readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this server should get traffic: database, Redis (when configured), object store, catalogue. */
    readiness(): Promise<ReadinessReport>;
  }
}

/**
 * What /readyz answers (http/store/probes.ts). From the moment a shutdown starts (the first close
 * hook) it is not ready, so a load balancer stops sending new requests while those in flight finish.
 */
export default fp(
  async function health(app: FastifyInstance, opts: { config: AppConfig }) {
    let closing = false;
    const checks: ReadinessCheck[] = [
      databaseCheck(app.db),
      objectStoreCheck(app.objectStore),
      catalogueCheck(() => app.catalog.list().length),
    ];
    if (opts.config.REDIS_URL) {
      const redis = redisCheck(opts.config.REDIS_URL);
      checks.push(redis);
      app.addHook('onClose', () => redis.close());
    }
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.decorate('readiness', () => checkReadiness(checks, { closing }));
  },
  { name: 'health', dependencies: ['database', 'storage', 'catalog'] },
);
