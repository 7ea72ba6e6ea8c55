import 'dotenv/config';
import pino from 'pino';
import { CatalogService } from './catalog/catalog-service';
import { ensureCatalogueImages } from './catalog/ensure-images';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { startPreviewWorker } from './previews/preview-queue';
import { PreviewService } from './previews/preview-service';
import { RenderLimiter } from './previews/render-limiter';
import { createRenderers } from './previews/renderer-factory';
import { createLocalObjectStore } from './storage/local-store';
import { createS3ObjectStore } from './storage/s3-store';

/**
 * `npm run worker`: a preview worker. It consumes the Redis queue that servers fill, renders
 * with the configured renderer and stores results where every server can serve them.
 */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL });
  if (!config.REDIS_URL)
    throw new Error('The preview worker needs REDIS_URL: without Redis, servers render in-process');
  await ensureCatalogueImages(config.catalogImageDir, (msg) => log.info(msg));
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.dataDir}/pglite` });
  const catalog = new CatalogService(database.db);
  await catalog.load();
  const store =
    config.STORAGE_DRIVER === 's3'
      ? createS3ObjectStore({
          bucket: config.S3_BUCKET ?? '',
          endpoint: config.S3_ENDPOINT,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
        })
      : createLocalObjectStore(config.objectDir);
  const { renderer, fallback } = createRenderers(config);
  const service = new PreviewService({
    renderer,
    fallback: config.PREVIEW_FALLBACK === 'compositor' ? fallback : undefined,
    store,
    catalog,
    catalogImageDir: config.catalogImageDir,
    limiter: new RenderLimiter(config.PREVIEW_CONCURRENCY, config.PREVIEW_CONCURRENCY * 16),
    timeoutMs: config.PREVIEW_TIMEOUT_MS,
    log,
  });
  const worker = startPreviewWorker(config.REDIS_URL, (item) => service.renderAndStore(item), {
    concurrency: config.PREVIEW_CONCURRENCY,
  });
  worker.on('failed', (job, err) => log.warn({ jobId: job?.id, err }, 'preview job failed'));
  log.info({ renderer: renderer.name, concurrency: config.PREVIEW_CONCURRENCY }, 'preview worker started');
  const stop = async () => {
    await worker.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
