import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { designResponseSchema, studioDesignPreviewRequestSchema } from '../../../contracts/admin-designs';
import { productIdParamsSchema } from '../../../contracts/admin-products';
import { designInputSchema } from '../../../contracts/personalisation-design';
import { STARTER_DESIGNS } from '../../../contracts/personalisation-starters';
import { previewResponseSchema } from '../../../contracts/previews';
import { getStudioProduct } from '../../catalog/studio/studio-products';
import { currentDesignOf, saveDesign } from '../../personalisation/design-store';
import { DomainError } from '../../platform/errors';
import { errorResponses } from '../error-responses';
import { drawDesignPreview } from '../requests/design-preview';

const errors = errorResponses(400, 401, 403, 404);

/**
 * Issue 41: the studio's side of a product's personalisation design, owner only. A save is the
 * product's next version; lines already in carts keep the version they were made with.
 */
export default async function adminDesignRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = app.requireRole('owner');
  const starters = STARTER_DESIGNS.map(({ key, name }) => ({ key, name }));

  r.get(
    '/api/admin/products/:id/design',
    { onRequest: owner, schema: { params: productIdParamsSchema, response: { 200: designResponseSchema, ...errors } } },
    async (req) => ({ design: await currentDesignOf(app.db, req.params.id), starters }),
  );

  r.put(
    '/api/admin/products/:id/design',
    {
      onRequest: owner,
      schema: {
        params: productIdParamsSchema,
        body: designInputSchema,
        response: { 200: designResponseSchema, ...errors },
      },
    },
    async (req) => ({ design: await saveDesign(app.db, req.params.id, req.body), starters }),
  );

  // Issue 41 item 6: the design as it stands in the editor, drawn on the product's own photo with
  // sample values, by the renderers a shopper's preview takes; counted in the shoppers' preview
  // bucket, so the studio cannot draw faster than a shopper can.
  r.post(
    '/api/admin/products/:id/design/preview',
    {
      onRequest: [...owner, app.shopperLimits.costly],
      schema: {
        params: productIdParamsSchema,
        body: studioDesignPreviewRequestSchema,
        response: { 200: previewResponseSchema, ...errorResponses(400, 401, 403, 404, 429, 502, 503) },
      },
    },
    async (req) => {
      const { design, fields, imageId } = req.body;
      const product = await getStudioProduct(app.db, req.params.id);
      const photo = product.images.find((i) => i.id === imageId);
      const image = photo && app.catalog.findImageByUrl(photo.url);
      if (!image) throw new DomainError('invalid_input', "Choose one of this product's photos", { field: 'imageId' });
      // The studio speaks English; an unsaved design has no version yet.
      return drawDesignPreview(app, { imageKey: image.key, design: { version: 0, ...design }, fields, language: 'en' });
    },
  );
}
