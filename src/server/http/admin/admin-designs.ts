import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { designResponseSchema } from '../../../contracts/admin-designs';
import { productIdParamsSchema } from '../../../contracts/admin-products';
import { designInputSchema } from '../../../contracts/personalisation-design';
import { STARTER_DESIGNS } from '../../../contracts/personalisation-starters';
import { currentDesignOf, saveDesign } from '../../personalisation/design-store';
import { errorResponses } from '../error-responses';

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
}
