import { timeRender } from '../platform/metrics/registry';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import * as z from 'zod/mini';
import type { CatalogService } from '../catalog/catalog-service';
import { DomainError } from '../platform/errors';
import type { ObjectStore } from '../platform/storage/types';
import { PHOTO_PREVIEW_PREFIX } from '../platform/storage/photo-links';
import { objectUrl } from '../../contracts/own-urls';
import type { PreviewJob } from '../../contracts/previews';
import { RENDER_CACHE_VERSION } from './preview-jobs';
import type { Jobs } from '../platform/jobs/types';
import { createMasterFiles } from './master-files';
import type { RenderLimiter } from './render-limiter';
import type { PreviewRenderer, PreviewRequest, RenderedPreview } from './types';

export interface PreviewServiceDeps {
  renderer: PreviewRenderer;
  /** Used when the primary renderer fails (an AI provider down or slow), if configured. */
  fallback?: PreviewRenderer;
  store: ObjectStore;
  catalog: CatalogService;
  catalogImageDir: string;
  limiter: RenderLimiter;
  timeoutMs: number;
  log: { warn(obj: object, msg: string): void };
  /** Where renders run: here, or wherever a worker consumes the shared queue. */
  jobs: Jobs<QueuedPreview>;
}

export interface QueuedPreview {
  job: PreviewJob;
  /** Object key the result is stored under: also the job id, so identical requests share one render. */
  key: string;
  /** The template (print area) the key was made for: a worker whose catalogue is older reloads first. */
  template?: string;
}

/** A print area's fingerprint: part of the cache key, so a changed template never gets an old preview. */
export function templateDigest(printArea: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(printArea ?? null))
    .digest('hex')
    .slice(0, 16);
}

/** Where a preview's notice is kept: beside its image, ai-generated/<hash>.json. */
const noticeKey = (imageKey: string) => imageKey.replace(/\.webp$/, '.json');
/**
 * The sidecar: the renderer's notice, and the catalogue image the preview was drawn on (issue 45
 * item 6: a cart line's preview must show its own option). Older sidecars hold a notice only.
 */
const storedSidecarSchema = z.object({
  notice: z.optional(z.string().check(z.maxLength(300))),
  drawnOn: z.optional(z.string().check(z.maxLength(200))),
});

/**
 * Turns a preview job into a stored image URL. Results are kept under
 * /objects/ai-generated/<content hash>, so an identical request is answered from storage.
 */
export class PreviewService {
  private readonly masters = createMasterFiles();

  constructor(private readonly deps: PreviewServiceDeps) {}

  cacheKey(job: PreviewJob): string {
    const hash = createHash('sha256')
      .update(
        JSON.stringify({
          v: RENDER_CACHE_VERSION,
          renderer: this.deps.renderer.name,
          job,
          template: this.templateOf(job),
        }),
      )
      .digest('hex')
      .slice(0, 40);
    // Drawn from a shopper's photo: named so, and reached only as the photo is (issue 39).
    return 'userImageKey' in job && job.userImageKey?.startsWith('uploads/')
      ? `${PHOTO_PREVIEW_PREFIX}${hash}.webp`
      : `ai-generated/${hash}.webp`;
  }

  /**
   * The stored image's URL, and the renderer's notice for the shopper if it gave one. The notice
   * is read back from storage whether this process rendered or a queue worker did, and on a
   * cached repeat, so every answer for the same request says the same.
   */
  async preview(job: PreviewJob): Promise<{ imageUrl: string; cached: boolean; notice?: string }> {
    const key = this.cacheKey(job);
    const cached = await this.deps.store.exists(key);
    if (!cached) await this.deps.jobs.run(key, { job, key, template: this.templateOf(job) }, this.deps.timeoutMs);
    const notice = await this.storedNotice(key);
    return { imageUrl: objectUrl(key), cached, ...(notice ? { notice } : {}) };
  }

  /** Renders one job within the concurrency bound and stores the result under its key. */
  async renderAndStore(item: QueuedPreview): Promise<void> {
    if (await this.deps.store.exists(item.key)) return;
    await this.deps.limiter.run(async () => {
      const { image, notice } = await this.renderWithFallback(item.job, item.template);
      // The sidecar first: the image's presence is what marks the result as done.
      const sidecar = { ...(notice ? { notice } : {}), drawnOn: item.job.imageKey };
      await this.deps.store.put(noticeKey(item.key), Buffer.from(JSON.stringify(sidecar)), 'application/json');
      await this.deps.store.put(item.key, image, 'image/webp');
    });
  }

  private templateOf(job: PreviewJob): string {
    return templateDigest(this.deps.catalog.findImageByKey(job.imageKey)?.printArea);
  }

  private async storedNotice(key: string): Promise<string | undefined> {
    return (await this.sidecar(key))?.notice;
  }

  /**
   * The catalogue image key a stored preview (ai-generated/<hash>.webp) was drawn on, or null
   * when it is not known: a preview stored before the sidecar said so.
   */
  async drawnOn(previewKey: string): Promise<string | null> {
    return (await this.sidecar(previewKey))?.drawnOn ?? null;
  }

  private async sidecar(key: string): Promise<z.infer<typeof storedSidecarSchema> | undefined> {
    const stored = await this.deps.store.get(noticeKey(key));
    if (!stored) return undefined;
    try {
      const parsed = storedSidecarSchema.safeParse(JSON.parse(stored.body.toString('utf8')));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined; // an unreadable sidecar costs the shopper a hint, never the preview
    }
  }

  /** Runs one job: the primary renderer within the timeout, then the fallback if there is one. */
  async renderWithFallback(job: PreviewJob, template?: string): Promise<RenderedPreview> {
    const request = await this.toRequest(job, template);
    try {
      return await this.renderWithTimeout(this.deps.renderer, request);
    } catch (err) {
      // A refusal (not our image, no photo) would be refused by the fallback too; a renderer failure may not.
      const refused = err instanceof DomainError && err.code !== 'upstream_failed';
      if (!this.deps.fallback || refused) throw err;
      this.deps.log.warn({ err, renderer: this.deps.renderer.name }, 'preview renderer failed; using the fallback');
      return this.renderWithTimeout(this.deps.fallback, request);
    }
  }

  private renderWithTimeout(renderer: PreviewRenderer, request: PreviewRequest): Promise<RenderedPreview> {
    return timeRender(request.kind, renderer.name, () =>
      renderer.render(request, AbortSignal.timeout(this.deps.timeoutMs)),
    );
  }

  /** The job with what the server adds: the product surface in place of imageKey, the photo's bytes in place of userImageKey. */
  private async toRequest(job: PreviewJob, template?: string): Promise<PreviewRequest> {
    const { imageKey, ...design } = job;
    let image = await this.deps.catalog.findImageByKeyReloading(imageKey);
    // The server that queued this saw a newer template than this process holds (its change's
    // notice may still be on its way): read the catalogue again rather than draw the old one.
    if (image && template && templateDigest(image.printArea) !== template) {
      await this.deps.catalog.reload();
      image = this.deps.catalog.findImageByKey(imageKey);
      if (image && templateDigest(image.printArea) !== template)
        throw new DomainError('busy', 'This product was just changed. Please try again.');
    }
    if (!image) throw new DomainError('invalid_input', 'The product image is not one of ours');
    const surface = {
      image: await this.masters.read(join(this.deps.catalogImageDir, image.key, 'master.png')),
      printArea: image.printArea,
      productTitle: image.productTitle,
    };
    const photoOf = async (key: string) => {
      const photo = await this.deps.store.get(key);
      if (!photo) throw new DomainError('invalid_input', 'Failed to get uploaded image URL');
      return photo.body;
    };
    // A design's photo slot is optional: a design without one draws its lettering alone.
    if (design.kind === 'design') {
      const { userImageKey, ...rest } = design;
      return { ...rest, surface, ...(userImageKey ? { userImage: await photoOf(userImageKey) } : {}) };
    }
    if ('userImageKey' in design) {
      const { userImageKey, ...rest } = design;
      return { ...rest, surface, userImage: await photoOf(userImageKey) };
    }
    return { ...design, surface };
  }
}
