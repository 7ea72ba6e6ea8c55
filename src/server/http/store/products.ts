import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productListQuerySchema, productListSchema } from '../../../contracts/products';
import { sendEncoded } from '../requests/send-encoded';
import { errorResponses } from '../error-responses';

/**
 * GET /api/products?category=: the list comes pre-serialised and pre-compressed from the
 * catalogue, with a strong ETag, so a phone on a slow network revalidates with a 304.
 */
export default async function productRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/products',
    {
      schema: {
        querystring: productListQuerySchema,
        response: { 200: productListSchema, ...errorResponses(400) },
      },
    },
    async (request, typedReply) => {
      // The schema documents the body; the bytes themselves are sent pre-encoded, untyped.
      const reply = typedReply as FastifyReply;
      // The bytes were produced from schema-shaped data when the catalogue loaded.
      return sendEncoded(
        request,
        reply,
        app.catalog.encodedList(request.query.category),
        'application/json; charset=utf-8',
      );
    },
  );
}
