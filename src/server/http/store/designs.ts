import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  DESIGN_GONE_MESSAGE,
  designFieldsSchema,
  designSchema,
  designTokenSchema,
  saveDesignRequestSchema,
  saveDesignResponseSchema,
} from '../../../contracts/designs';
import { catalogImageKeyOf, objectKeyOf, objectUrl } from '../../../contracts/own-urls';
import { PREVIEW_KINDS, previewJobSchema, type PreviewKind, type PreviewKindSpec } from '../../../contracts/previews';
import { DomainError } from '../../platform/errors';
import { designPath } from '../../links/product-meta';
import { findDesign, saveDesign } from '../../designs/design-store';
import { errorResponses } from '../error-responses';
import { requestLanguage } from '../requests/request-language';
import { designOf } from '../../personalisation/design-store';
import { designPreviewJob } from './design-previews';

/** Saves per IP per minute: a design is a row and a kept preview, so a script must not fill the table. */
export const DESIGN_SAVES_PER_MINUTE = 20;

/**
 * POST /api/designs saves a design to share; GET /api/designs/:token reads one back for the sheet.
 * The saved preview is never a path the browser sent: the server works out, from the preview
 * call's own body, the job that call ran and its stored result, and refuses a design whose
 * preview was not rendered here.
 */
export default async function designRoutes(app: FastifyInstance) {
  const saves = app.rateLimit({
    max: DESIGN_SAVES_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (req) => `design-saves:${req.ip}`,
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/designs',
    {
      onRequest: saves,
      schema: {
        body: saveDesignRequestSchema,
        response: { 200: saveDesignResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (req) => {
      const { productHandle, variantId, preview, fields, prompt } = req.body;
      const product = app.catalog.list().find((p) => p.handle === productHandle);
      if (!product || !product.variants.some((v) => v.id === variantId))
        throw new DomainError('invalid_input', 'That product or option is not in the shop');
      if (preview.kind === 'design') {
        // Issue 41: the product's own design. Its job is worked out as its preview call works it
        // out, from the stored version and the values checked again; only the checked values are kept.
        if (preview.request.handle !== productHandle)
          throw new DomainError('invalid_input', 'The preview is of another product');
        const { job, values } = await designPreviewJob(app, preview.request, requestLanguage(req));
        const previewKey = app.previews.cacheKey(job);
        if (!(await app.objectStore.exists(previewKey)))
          throw new DomainError('invalid_input', 'Generate a preview of this design before sharing it');
        const token = await saveDesign(app.db, {
          productHandle,
          variantId,
          fields: designFieldsSchema.parse({}),
          prompt: preview.request.prompt ?? '',
          design: { version: preview.request.designVersion, values },
          previewKey,
        });
        return { token, path: designPath(token) };
      }
      const imageKey = catalogImageKeyOf(preview.request.productImageUrl);
      const ownImages = [...product.images, ...product.variants.flatMap((v) => (v.image ? [v.image] : []))];
      if (!imageKey || !ownImages.some((img) => catalogImageKeyOf(img.url) === imageKey))
        throw new DomainError('invalid_input', "productImageUrl must be one of this product's images");
      const spec = PREVIEW_KINDS[preview.kind] as PreviewKindSpec<PreviewKind>;
      const design = spec.design(preview.request);
      const photoKey = spec.photo ? uploadedPhotoKey(spec.photo(preview.request)) : null;
      const photo = photoKey ? { userImageKey: photoKey } : {};
      const job = previewJobSchema.parse({ kind: preview.kind, imageKey, ...photo, ...design });
      const previewKey = app.previews.cacheKey(job);
      if (!(await app.objectStore.exists(previewKey)))
        throw new DomainError('invalid_input', 'Generate a preview of this design before sharing it');
      const saved = { ...fields, userImageUrl: savedPhotoUrl(fields.userImageUrl, photoKey) };
      const token = await saveDesign(app.db, { productHandle, variantId, fields: saved, prompt, previewKey });
      return { token, path: designPath(token) };
    },
  );

  typed.get(
    '/api/designs/:token',
    {
      schema: {
        params: z.object({ token: z.string() }),
        response: { 200: designSchema, ...errorResponses(404) },
      },
    },
    async (req) => {
      const token = designTokenSchema.safeParse(req.params.token);
      const design = token.success ? await findDesign(app.db, token.data) : null;
      if (!design) throw new DomainError('not_found', DESIGN_GONE_MESSAGE);
      // The photo is private: this link reaches it for a short time, the bare path never does.
      const userImageUrl = design.fields.userImageUrl ? app.photoLinks.signUrl(design.fields.userImageUrl) : '';
      // So is a preview drawn from it (issue 39).
      const previewImage = app.photoLinks.signUrl(design.previewImage);
      // A design's photo field holds the upload's bare path: signed the same way, for the same
      // time. Only the version's photo fields are signed: no other value ever becomes a link.
      const saved = design.design;
      const photoFields = saved
        ? new Set(
            (await designOf(app.db, design.productHandle, saved.version))?.fields
              .filter((f) => f.kind === 'photo')
              .map((f) => f.id),
          )
        : new Set<string>();
      const designed = saved && {
        ...saved,
        values: Object.fromEntries(
          Object.entries(saved.values).map(([id, value]) => [
            id,
            photoFields.has(id) ? app.photoLinks.signUrl(value) : value,
          ]),
        ),
      };
      return {
        ...design,
        previewImage,
        fields: { ...design.fields, userImageUrl },
        ...(designed ? { design: designed } : {}),
      };
    },
  );
}

/** A mug's photo must be one uploaded here; an inline photo was uploaded by the preview call and has a URL now. */
function uploadedPhotoKey({ url }: { url?: string }): string {
  const key = url ? objectKeyOf(url, 'uploads') : null;
  if (!key) throw new DomainError('invalid_input', 'userImageUrl must be a photo uploaded to this store');
  return key;
}

/**
 * The sheet's photo field, held to what the preview call accepts (issue 39 item 14): empty, or
 * the very upload this design's preview was drawn with, stored as its bare path (a signed link's
 * expiry and signature are dropped). Any other URL, path or scheme is refused, not stored.
 */
function savedPhotoUrl(url: string, photoKey: string | null): string {
  if (url.trim() === '') return '';
  const key = objectKeyOf(url, 'uploads');
  if (!key) throw new DomainError('invalid_input', 'userImageUrl must be a photo uploaded to this store');
  if (key !== photoKey)
    throw new DomainError('invalid_input', 'userImageUrl must be the photo this design’s preview was drawn with');
  return objectUrl(key);
}
