import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderIdParamsSchema } from '../../contracts/admin';
import { errorResponseSchema } from '../../contracts/errors';
import { ndrActionRequestSchema, shipmentViewSchema } from '../../contracts/shipping';
import { DomainError } from '../errors';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
};

/** The owner's shipment of an order (issue 28): see it, book it in one tap, print its label, answer an NDR. */
export default async function adminShippingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = app.requireRole('owner');
  const schema = { params: orderIdParamsSchema, response: { 200: shipmentViewSchema, ...errors } };

  r.get('/api/admin/orders/:orderId/shipment', { onRequest: owner, schema }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return app.shipping.view(req.params.orderId);
  });

  r.post('/api/admin/orders/:orderId/shipment', { onRequest: owner, schema }, async (req) =>
    app.shipping.book(req.params.orderId),
  );

  r.post(
    '/api/admin/orders/:orderId/shipment/ndr',
    { onRequest: owner, schema: { ...schema, body: ndrActionRequestSchema } },
    async (req) => app.shipping.ndr(req.params.orderId, req.body.action, req.body.comment ?? ''),
  );

  /*
   * The label, fetched from the provider's own link and passed through, so the owner's print opens
   * one of our pages and the link Shiprocket gave (which expires) is never shown or stored client-side.
   */
  r.get(
    '/api/admin/orders/:orderId/shipment/label.pdf',
    { onRequest: owner, schema: { params: orderIdParamsSchema } },
    async (req, reply) => {
      const url = await app.shipping.labelUrl(req.params.orderId);
      const res = await fetch(url, { signal: AbortSignal.timeout(20_000) }).catch(() => null);
      if (!res?.ok)
        throw new DomainError('upstream_failed', 'The courier did not send the label; try again in a minute.');
      const pdf = Buffer.from(await res.arrayBuffer());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="label.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
