import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '../../../contracts/limits';
import { objectKeyOf } from '../../../contracts/own-urls';
import {
  EMPTY_PREVIEW_MESSAGE,
  PREVIEW_KINDS,
  previewJobSchema,
  previewResponseSchema,
  uploadUserImageRequestSchema,
  uploadUserImageResponseSchema,
  type PreviewKind,
  type PreviewKindSpec,
} from '../../../contracts/previews';
import { previewLettering, requireWithinTemplate } from '../../catalog/template-choices-check';
import { DomainError } from '../../platform/errors';
import { decodeBase64Image } from '../../platform/uploads/sanitize-upload';
import { errorResponses } from '../error-responses';

const failures = errorResponses(400, 413, 415, 429, 502, 503);
// base64 is 4/3 of the bytes, plus the JSON around it.
const UPLOAD_BODY_LIMIT = Math.ceil((LIMITS.uploadMaxBytes * 4) / 3) + 64 * 1024;

/**
 * The preview calls, one per entry of the contract's PREVIEW_KINDS, and the upload. The product
 * image must be one of our catalogue images and the photo one of our uploads: the server reads
 * its own files and never fetches a URL the browser chose.
 */
export default async function previewRoutes(app: FastifyInstance) {
  const imageOf = (url: string) => {
    const image = app.catalog.findImageByUrl(url);
    if (!image) throw new DomainError('invalid_input', 'productImageUrl must be one of our product images');
    return image;
  };

  const storeUpload = async (base64: string) => {
    const { body } = await app.uploads.sanitize(decodeBase64Image(base64));
    const key = `uploads/${randomBytes(16).toString('base64url')}.webp`;
    await app.objectStore.put(key, body, 'image/webp');
    return key;
  };

  const photoKeyOf = async ({ url, base64 }: { url?: string; base64?: string }) => {
    if (url) {
      const key = objectKeyOf(url, 'uploads');
      if (!key) throw new DomainError('invalid_input', 'userImageUrl must be a photo uploaded to this store');
      return key;
    }
    if (base64) return storeUpload(base64);
    throw new DomainError('invalid_input', 'Please upload an image first');
  };

  /** Runs a job; a renderer failure not written for the shopper becomes the kind's own message. */
  const render = async (body: { productImageUrl: string }, spec: PreviewKindSpec<PreviewKind>) => {
    const design = spec.design(body);
    if (spec.blank?.(design)) throw new DomainError('invalid_input', EMPTY_PREVIEW_MESSAGE);
    const image = imageOf(body.productImageUrl);
    // The template's fonts, colours and lower limits hold whatever the browser offered.
    requireWithinTemplate(image.printArea, previewLettering(image.productKind, body));
    const imageKey = image.key;
    const photo = spec.photo ? { userImageKey: await photoKeyOf(spec.photo(body)) } : {};
    const job = previewJobSchema.parse({ kind: spec.kind, imageKey, ...photo, ...design });
    try {
      const { imageUrl, notice } = await app.previews.preview(job);
      // Drawn from the shopper's photo, it is reached as the photo is: through a short-lived link.
      return { success: true, imageUrl: app.photoLinks.signUrl(imageUrl), ...(notice ? { notice } : {}) };
    } catch (err) {
      if (err instanceof DomainError && err.code !== 'upstream_failed') throw err;
      app.log.error({ err, kind: job.kind }, 'preview failed');
      // A renderer's own PreviewError is written for the shopper (the mug flow shows it as is).
      throw err instanceof DomainError ? err : new DomainError('upstream_failed', spec.failure, { cause: err });
    }
  };

  for (const spec of Object.values(PREVIEW_KINDS) as PreviewKindSpec<PreviewKind>[]) {
    app.post(
      spec.path,
      {
        // Kinds that carry a photo may carry it inline, as base64.
        bodyLimit: spec.photo ? UPLOAD_BODY_LIMIT : undefined,
        onRequest: app.shopperLimits.costly,
        schema: { body: spec.request, response: { 200: previewResponseSchema, ...failures } },
      },
      // The body has passed spec.request (the zod validator compiler) before the handler runs.
      async (req) => render(req.body as { productImageUrl: string }, spec),
    );
  }

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/products/upload-user-image',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      onRequest: app.shopperLimits.costly,
      schema: { body: uploadUserImageRequestSchema, response: { 200: uploadUserImageResponseSchema, ...failures } },
    },
    async (req) => {
      const key = await storeUpload(req.body.imageBase64);
      // The photo is private (issue 39): the shopper's browser gets a short-lived link to it.
      return { success: true, imageUrl: app.photoLinks.sign(key) };
    },
  );
}
