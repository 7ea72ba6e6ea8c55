import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DESIGN_PREVIEW_PATH } from '../../../contracts/personalisation-routes';
import {
  designPreviewRequestSchema,
  shopperDesignParamsSchema,
  shopperDesignResponseSchema,
} from '../../../contracts/personalisation-preview';
import type * as z from 'zod/mini';
import type { Language } from '../../../contracts/language';
import { previewResponseSchema, type PreviewJob } from '../../../contracts/previews';
import { designOf, shopperDesignOf } from '../../personalisation/design-store';
import { DomainError } from '../../platform/errors';
import { designPreviewJobOf, drawPreviewJob } from '../requests/design-preview';
import { requestLanguage } from '../requests/request-language';
import { errorResponses } from '../error-responses';

const THIS_PIECE_CHANGED = 'This piece has changed. Please open it again.';

/**
 * Issue 41, the shopper's side of a product's own design: the design the sheet asks by, and its
 * preview, placed by the server from the stored version the sheet names and checked as a cart
 * line is (the same message at the same field), drawn by the preview renderers like every kind.
 */
export default async function designPreviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/products/:handle/design',
    {
      schema: {
        params: shopperDesignParamsSchema,
        response: { 200: shopperDesignResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      const product = productByHandle(app, req.params.handle);
      return { design: await shopperDesignOf(app.db, product.handle, product.collections) };
    },
  );

  r.post(
    DESIGN_PREVIEW_PATH,
    {
      onRequest: app.shopperLimits.costly,
      schema: {
        body: designPreviewRequestSchema,
        response: { 200: previewResponseSchema, ...errorResponses(400, 404, 429, 502, 503) },
      },
    },
    async (req) => {
      const { job } = await designPreviewJob(app, req.body, requestLanguage(req));
      return drawPreviewJob(app, job);
    },
  );
}

function productByHandle(app: FastifyInstance, handle: string) {
  const product = app.catalog.list().find((p) => p.handle === handle);
  if (!product) throw new DomainError('not_found', 'This product does not exist.');
  return product;
}

/**
 * The job a design's preview call runs, worked out from its body alone (the stored version, the
 * values checked as a cart line's, the photo an upload of ours), and the checked values. Saving a
 * design's link (designs.ts) works its stored preview out the same way, never from a path sent.
 */
export async function designPreviewJob(
  app: FastifyInstance,
  body: z.output<typeof designPreviewRequestSchema>,
  language: Language,
): Promise<{ job: PreviewJob; values: Record<string, string> }> {
  const { handle, designVersion, fields, productImageUrl, prompt } = body;
  const product = productByHandle(app, handle);
  const image = app.catalog.findImageByUrl(productImageUrl);
  const own = [...product.images, ...product.variants.flatMap((v) => (v.image ? [v.image] : []))];
  if (!image || !own.some((i) => app.catalog.findImageByUrl(i.url)?.key === image.key))
    throw new DomainError('invalid_input', 'productImageUrl must be one of our product images');
  const design = await designOf(app.db, product.handle, designVersion);
  if (!design) throw new DomainError('invalid_input', THIS_PIECE_CHANGED, { field: 'designVersion' });
  return designPreviewJobOf(app, {
    imageKey: image.key,
    design,
    fields,
    language,
    ...(prompt ? { prompt } : {}),
  });
}
