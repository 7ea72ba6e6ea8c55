import 'dotenv/config';
import { createCatalogueChanges } from './catalog/catalogue-changes';
import pino from 'pino';
import { CatalogService } from './catalog/catalog-service';
import { mirrorShopifyImages } from './catalog/cdn-images';
import { ensureCatalogueImages } from './previews/ensure-images';
import { loadConfig, redisNames } from './platform/config';
import { createDatabase } from './platform/db/create-database';
import { createPreviewService } from './previews/create-preview-service';
import { createObjectStore } from './platform/storage/create-object-store';
import { startPeriodicTask } from './platform/jobs/periodic-task';
import { catalogueCheck, databaseCheck, objectStoreCheck, redisCheck } from './platform/health/checks';
import { startProbeServer } from './platform/health/probe-server';
import { processMetrics } from './platform/metrics/registry';

/**
 * `npm run worker`: a preview worker. It consumes the Redis queue that servers fill, renders
 * with the configured renderer and stores results where every server can serve them. It builds
 * its services with the same factories as the server's plugins.
 */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL });
  if (!config.REDIS_URL)
    throw new Error('The preview worker needs REDIS_URL: without Redis, servers render in-process');
  await ensureCatalogueImages(config.catalogImageDir, { log: (msg) => log.info(msg) });
  const database = await createDatabase(config);
  const store = createObjectStore(config);
  // A worker on another machine reads synced product masters from its own folder, as servers do.
  const catalog = new CatalogService(database.db, {
    prepareImages: async (keys) => {
      await mirrorShopifyImages(store, config.catalogImageDir, keys, (msg) => log.warn(msg));
    },
  });
  await catalog.load();
  // A change published in the studio reaches this worker at once, as it reaches every server.
  const changes = await createCatalogueChanges({
    redis: config.REDIS_URL ? { url: config.REDIS_URL, channel: redisNames(config).catalogueChannel } : undefined,
    databaseUrl: config.DATABASE_URL,
    db: database.db,
    onChange: () => void catalog.refresh().catch((err: unknown) => log.warn({ err }, 'catalogue reload failed')),
    warn: (message) => log.warn(message),
  });
  // Servers sync from Shopify on this interval; the worker reads what they stored (a print area
  // changed in Shopify, say) on the same one. An unknown image reloads at once (findImageByKeyReloading).
  const reload = startPeriodicTask({
    name: 'catalogue reload',
    everyMs: config.SHOPIFY_SYNC_INTERVAL_MINUTES * 60_000,
    run: () => catalog.reload(),
    log,
  });
  const previews = await createPreviewService(config, { store, catalog, log }, { consume: true });
  // Its own /healthz, /readyz and /metrics (render times by kind and renderer) for the orchestrator.
  const redis = redisCheck(config.REDIS_URL);
  const probes =
    config.WORKER_PORT > 0
      ? await startProbeServer({
          port: config.WORKER_PORT,
          host: config.HOST,
          checks: [
            databaseCheck(database.db),
            redis,
            objectStoreCheck(store),
            catalogueCheck(() => catalog.list().length),
          ],
          metrics: processMetrics,
        })
      : undefined;
  log.info({ concurrency: config.PREVIEW_CONCURRENCY, port: config.WORKER_PORT }, 'preview worker started');
  const stop = async () => {
    probes?.closing();
    await reload.stop();
    await changes.close();
    await previews.close();
    await database.close();
    await redis.close();
    await probes?.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
