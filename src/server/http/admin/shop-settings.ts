import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicShopSchema, shopSettingsResponseSchema, shopSettingsSchema } from '../../../contracts/settings';
import { loadShopSettings, publicShop, saveShopSettings } from '../../shop-settings/settings-service';
import { errorResponses } from '../error-responses';

const errors = errorResponses(400, 401, 403);

/** The owner's shop settings, and the public part the storefront's footer and policy pages read. */
export default async function shopSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = app.requireRole('owner');

  r.get(
    '/api/admin/settings',
    { onRequest: owner, schema: { response: { 200: shopSettingsResponseSchema, ...errors } } },
    async () => ({ settings: await loadShopSettings(app.db) }),
  );

  r.put(
    '/api/admin/settings',
    {
      onRequest: owner,
      schema: { body: shopSettingsSchema, response: { 200: shopSettingsResponseSchema, ...errors } },
    },
    async (req) => ({ settings: await saveShopSettings(app.db, req.body) }),
  );

  r.get('/api/shop', { schema: { response: { 200: publicShopSchema } } }, async (_req, reply) => {
    // Short-lived: an owner's edit shows within a minute, and the footer costs one small request.
    reply.header('cache-control', 'public, max-age=60');
    return publicShop(await loadShopSettings(app.db));
  });
}
