import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  imageUploadSchema,
  productCreateSchema,
  productIdParamsSchema,
  productImageParamsSchema,
  productOrderSchema,
  productPatchSchema,
  studioImageResponseSchema,
  studioProductListSchema,
  studioProductResponseSchema,
  templateInputSchema,
} from '../../../contracts/admin-products';
import { LIMITS } from '../../../contracts/limits';
import { DEFAULT_PRINT_AREAS } from '../../commerce/shopify/sync/shopify-sync';
import { catalogImageUrl } from '../../catalog/image-urls';
import { publishStudioImage } from '../../catalog/studio/studio-images';
import {
  createStudioProduct,
  getStudioProduct,
  listStudioProducts,
  reorderStudioProducts,
  updateStudioProduct,
} from '../../catalog/studio/studio-products';
import { addImage, putTemplate } from '../../catalog/studio/studio-templates';
import { DomainError } from '../../platform/errors';
import { errorResponses } from '../error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);

const UPLOAD_BODY_LIMIT = Math.ceil((LIMITS.uploadMaxBytes * 4) / 3) + 64 * 1024;

/**
 * The product studio: the shop's own catalogue, owner only. Every change is published to every
 * server and preview worker at once (app.publishCatalogueChange) before the answer goes back.
 */
export default async function adminProductRoutes(app: FastifyInstance, opts: { shopifyAdmin?: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = app.requireRole('owner');
  // Decoding and encoding a photo at every size is the studio's costly call.
  const uploads = app.rateLimit({ max: 30, timeWindow: '1 minute', keyGenerator: (req) => `studio-upload:${req.ip}` });
  const view = (id: string) => getStudioProduct(app.db, id, opts.shopifyAdmin);

  r.get(
    '/api/admin/products',
    { onRequest: owner, schema: { response: { 200: studioProductListSchema, ...errors } } },
    async () => ({ products: await listStudioProducts(app.db, opts.shopifyAdmin) }),
  );

  r.get(
    '/api/admin/products/:id',
    {
      onRequest: owner,
      schema: { params: productIdParamsSchema, response: { 200: studioProductResponseSchema, ...errors } },
    },
    async (req) => ({ product: await view(req.params.id) }),
  );

  r.post(
    '/api/admin/products',
    {
      onRequest: owner,
      schema: { body: productCreateSchema, response: { 201: studioProductResponseSchema, ...errors } },
    },
    async (req, reply) => {
      if (app.catalogueIsShopify)
        throw new DomainError('conflict', 'Products come from Shopify: add them in Shopify admin');
      const id = await createStudioProduct(app.db, req.body);
      await app.publishCatalogueChange();
      return reply.code(201).send({ product: await view(id) });
    },
  );

  r.put(
    '/api/admin/products/order',
    {
      onRequest: owner,
      schema: { body: productOrderSchema, response: { 200: studioProductListSchema, ...errors } },
    },
    async (req) => {
      await reorderStudioProducts(app.db, req.body.ids);
      await app.publishCatalogueChange();
      return { products: await listStudioProducts(app.db, opts.shopifyAdmin) };
    },
  );

  r.patch(
    '/api/admin/products/:id',
    {
      onRequest: owner,
      schema: {
        params: productIdParamsSchema,
        body: productPatchSchema,
        response: { 200: studioProductResponseSchema, ...errors },
      },
    },
    async (req) => {
      await updateStudioProduct(app.db, req.params.id, req.body);
      await app.publishCatalogueChange();
      return { product: await view(req.params.id) };
    },
  );

  r.post(
    '/api/admin/products/:id/images',
    {
      onRequest: [...owner, uploads],
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        params: productIdParamsSchema,
        body: imageUploadSchema,
        response: { 201: studioImageResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const product = await view(req.params.id);
      if (product.shopify) throw new DomainError('conflict', "This product is Shopify's: add photos in Shopify admin");
      const key = await publishStudioImage(app.objectStore, req.body.imageBase64, req.body.fit ?? 'crop');
      const printArea = DEFAULT_PRINT_AREAS[product.category ?? 'Nameplates'];
      await addImage(app.db, req.params.id, { key, alt: req.body.alt, printArea });
      await app.publishCatalogueChange();
      return reply.code(201).send({ image: { id: key, url: catalogImageUrl(key), alt: req.body.alt, printArea } });
    },
  );

  r.put(
    '/api/admin/products/:id/images/:imageId/template',
    {
      onRequest: owner,
      schema: {
        params: productImageParamsSchema,
        body: templateInputSchema,
        response: { 200: studioImageResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { id, imageId } = req.params;
      const printArea = await putTemplate(app.db, id, imageId, req.body);
      await app.publishCatalogueChange();
      const image = (await view(id)).images.find((i) => i.id === imageId);
      return { image: image ?? { id: imageId, url: catalogImageUrl(imageId), alt: '', printArea } };
    },
  );
}
