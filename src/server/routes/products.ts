import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productListQuerySchema, productListSchema } from '../../contracts/products';
import { errorResponseSchema } from '../../contracts/errors';
import { pickEncoding } from '../catalog/encoded-json';

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
        response: { 200: productListSchema, 400: errorResponseSchema },
      },
    },
    async (request, typedReply) => {
      // The schema documents the body; the bytes themselves are sent pre-encoded, untyped.
      const reply = typedReply as FastifyReply;
      const encoded = app.catalog.encodedList(request.query.category);
      reply.header('etag', encoded.etag).header('vary', 'accept-encoding').header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === encoded.etag) return reply.code(304).send();
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // A Buffer skips the response serialiser: the bytes were produced from schema-shaped data.
      return reply.type('application/json; charset=utf-8').send(encoded[encoding]);
    },
  );
}
