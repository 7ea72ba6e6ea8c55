import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { shopperOrderSchema } from '../../../contracts/order-page';
import { DomainError } from '../../platform/errors';
import { orderIdForPageToken } from '../../orders/order-link';
import { getShopperOrder } from '../../orders/shopper-order';
import { errorResponses } from '../error-responses';

/**
 * GET /api/orders/:token: the order page's data as JSON (for the SPA and other clients). The
 * token is checked in the handler so a malformed one is a 404 like an unknown one, not a 400
 * that would tell the two apart.
 */
export default async function shopperOrderRoutes(app: FastifyInstance) {
  const limit = app.rateLimit({ max: 60, timeWindow: '1 minute', keyGenerator: (req) => `order-page:${req.ip}` });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/orders/:token',
    {
      onRequest: limit,
      schema: {
        params: z.object({ token: z.string() }),
        response: { 200: shopperOrderSchema, ...errorResponses(404, 429) },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      const orderId = await orderIdForPageToken(app.db, req.params.token);
      if (!orderId) throw new DomainError('not_found', 'This order link is not valid.');
      return getShopperOrder(app.db, orderId, req.params.token, { photoLinks: app.photoLinks });
    },
  );
}
