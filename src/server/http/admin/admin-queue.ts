import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lineIdParamsSchema, queueItemSchema, queueResponseSchema } from '../../../contracts/admin';
import { markLineMade, productionQueue } from '../../orders/production-queue';
import { signedLine } from '../../privacy/photo-view';
import { staff } from './admin-session';
import { errorResponses } from '../error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The maker's production queue; the owner may use it too. */
export default async function adminQueueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const makers = app.requireRole('owner', 'maker');

  r.get(
    '/api/admin/queue',
    { onRequest: makers, schema: { response: { 200: queueResponseSchema, ...errors } } },
    async () => ({
      items: (await productionQueue(app.db, app.catalog)).map((i) => ({
        ...i,
        line: signedLine(i.line, app.photoLinks),
      })),
    }),
  );

  r.post(
    '/api/admin/queue/:lineId/made',
    { onRequest: makers, schema: { params: lineIdParamsSchema, response: { 200: queueItemSchema, ...errors } } },
    async (req) => {
      const item = await markLineMade(app.db, app.catalog, req.params.lineId, { userId: staff(req).id });
      return { ...item, line: signedLine(item.line, app.photoLinks) };
    },
  );
}
