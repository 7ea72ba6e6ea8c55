import * as z from 'zod/mini';
import { previewJobSchema } from '../../contracts/previews';
import type { CatalogService } from '../catalog/catalog-service';
import type { AppConfig } from '../platform/config';
import { createJobs } from '../platform/jobs/create-jobs';
import type { ObjectStore } from '../platform/storage/types';
import { PreviewService, type QueuedPreview } from './preview-service';
import { RenderLimiter } from './render-limiter';
import { createRenderers } from './renderer-factory';

export const PREVIEW_QUEUE_NAME = 'kaarigar-previews';

const queuedPreviewSchema = z.object({ job: previewJobSchema, key: z.string() });

export interface PreviewServiceHandle {
  service: PreviewService;
  close(): Promise<void>;
}

/**
 * The preview service as config describes it: the renderer and its fallback, a bound on
 * concurrent renders, and the jobs seam. Servers and `npm run worker` both build it here;
 * `consume` says whether this process works the shared queue.
 */
export async function createPreviewService(
  config: AppConfig,
  deps: { store: ObjectStore; catalog: CatalogService; log: { warn(obj: object, msg: string): void } },
  options: { consume: boolean },
): Promise<PreviewServiceHandle> {
  const { renderer, fallback } = createRenderers(config);
  const jobs = await createJobs<QueuedPreview>(config, {
    queueName: PREVIEW_QUEUE_NAME,
    // Called only once a job runs, after `service` below exists.
    handler: (item: QueuedPreview): Promise<void> => service.renderAndStore(item),
    parse: (data) => queuedPreviewSchema.parse(data),
    concurrency: config.PREVIEW_CONCURRENCY,
    consume: options.consume,
    log: deps.log,
  });
  const service: PreviewService = new PreviewService({
    renderer,
    fallback: config.PREVIEW_FALLBACK === 'compositor' ? fallback : undefined,
    store: deps.store,
    catalog: deps.catalog,
    catalogImageDir: config.catalogImageDir,
    limiter: new RenderLimiter(config.PREVIEW_CONCURRENCY, config.PREVIEW_CONCURRENCY * 16),
    timeoutMs: config.PREVIEW_TIMEOUT_MS,
    log: deps.log,
    jobs,
  });
  return { service, close: () => jobs.close() };
}
