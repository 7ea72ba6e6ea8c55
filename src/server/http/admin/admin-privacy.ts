import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderIdParamsSchema } from '../../../contracts/admin';
import { orderReference } from '../../../contracts/order-reference';
import { eraseResponseSchema, erasureRequestsResponseSchema } from '../../../contracts/privacy';
import { DomainError } from '../../platform/errors';
import { erasureState } from '../../orders/order-erasure';
import { eraseOrderData, openErasureRequests } from '../../privacy/erasure';
import { staff } from './admin-session';
import { errorResponses } from '../error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Issue 39 item 13: the shoppers' erasure requests the owner has not acted on yet (shown at the
 * top of Orders), and the owner's erase of one order's photos and personal fields. Owner only.
 */
export default async function adminPrivacyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = app.requireRole('owner');

  r.get(
    '/api/admin/erasure-requests',
    { onRequest: owner, schema: { response: { 200: erasureRequestsResponseSchema, ...errors } } },
    async () => ({
      requests: (await openErasureRequests(app.db)).map((q) => ({
        orderId: q.orderId,
        reference: orderReference(q.number),
        requestedAt: q.requestedAt.toISOString(),
      })),
    }),
  );

  r.post(
    '/api/admin/orders/:orderId/erase',
    { onRequest: owner, schema: { params: orderIdParamsSchema, response: { 200: eraseResponseSchema, ...errors } } },
    async (req) => {
      const deps = { db: app.db, store: app.objectStore, catalog: app.catalog };
      await eraseOrderData(deps, req.params.orderId, staff(req).username);
      const erasure = await erasureState(app.db, req.params.orderId);
      if (!erasure) throw new DomainError('not_found', 'There is no such order.');
      req.log.info({ orderId: req.params.orderId }, 'erased an order’s personal data');
      return { erasure };
    },
  );
}
