import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deliveryEstimateQuerySchema,
  deliveryEstimateSchema,
  deliverySettingsResponseSchema,
  deliverySettingsSchema,
} from '../../../contracts/delivery';
import { DomainError } from '../../platform/errors';
import { loadDeliverySettings, saveDeliverySettings } from '../../shipping/delivery-settings';
import { errorResponses } from '../error-responses';

const errors = errorResponses(400, 401, 403, 404, 429);

/** The shopper's "arrives by" for a pincode, and the owner's delivery settings behind it (issue 28). */
export default async function deliveryEstimateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = app.requireRole('owner');
  // Each answer may cost a call to the courier's API: 30 a minute per address is plenty for a
  // shopper, counted together with the checkout page's (plugins/shipping.ts).
  const limit = async (req: FastifyRequest) => {
    const { allowed, retryAfterSeconds } = await app.courierBudget(req);
    if (!allowed)
      throw new DomainError(
        'rate_limited',
        `Too many requests. Please wait ${retryAfterSeconds} seconds and try again.`,
        { retryAfterSeconds },
      );
  };

  r.get(
    '/api/delivery-estimate',
    {
      onRequest: limit,
      schema: { querystring: deliveryEstimateQuerySchema, response: { 200: deliveryEstimateSchema, ...errors } },
    },
    async (req, reply) => {
      // The date moves at midnight in India and the owner may change a zone: a short private cache.
      reply.header('cache-control', 'private, max-age=300');
      return app.deliveryEstimates.estimate(req.query);
    },
  );

  r.get(
    '/api/admin/delivery-settings',
    { onRequest: owner, schema: { response: { 200: deliverySettingsResponseSchema, ...errors } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { settings: await loadDeliverySettings(app.db) };
    },
  );

  r.put(
    '/api/admin/delivery-settings',
    {
      onRequest: owner,
      schema: { body: deliverySettingsSchema, response: { 200: deliverySettingsResponseSchema, ...errors } },
    },
    async (req) => ({ settings: await saveDeliverySettings(app.db, req.body) }),
  );
}
