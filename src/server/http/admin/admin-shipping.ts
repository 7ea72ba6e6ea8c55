import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderIdParamsSchema } from '../../../contracts/admin';
import { courierMessagesSchema } from '../../../contracts/courier-messages';
import { failedDeliveriesSchema, ndrActionRequestSchema, shipmentViewSchema } from '../../../contracts/shipping';
import { DomainError } from '../../platform/errors';
import { courierMessageEvents, saveCourierMessageEvents } from '../../messages/courier-message-switches';
import { staff } from './admin-session';
import { errorResponses } from '../error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 502);

/** A PDF the courier made, fetched from its own (expiring) link and passed through as one of our pages. */
async function passPdf(reply: FastifyReply, url: string, name: string, what: string) {
  const res = await fetch(url, { signal: AbortSignal.timeout(20_000) }).catch(() => null);
  if (!res?.ok)
    throw new DomainError('upstream_failed', `The courier did not send the ${what}; try again in a minute.`);
  const pdf = Buffer.from(await res.arrayBuffer());
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

/**
 * The owner's shipment of an order (issue 28): see it, book it in one tap, print its label and
 * manifest, cancel the booking, answer an NDR; the failed deliveries together; and which courier
 * statuses message the shopper.
 */
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

  r.post('/api/admin/orders/:orderId/shipment/cancel', { onRequest: owner, schema }, async (req) => {
    const me = staff(req);
    await app.shipping.cancel(req.params.orderId, { name: me.username, userId: me.id });
    return app.shipping.view(req.params.orderId);
  });

  /*
   * The label and the manifest, fetched from the provider's own links and passed through, so the
   * owner's print opens one of our pages and the links Shiprocket gave (which expire) are never
   * shown or stored client-side.
   */
  const pdfSchema = { params: orderIdParamsSchema };
  r.get('/api/admin/orders/:orderId/shipment/label.pdf', { onRequest: owner, schema: pdfSchema }, async (req, reply) =>
    passPdf(reply, await app.shipping.labelUrl(req.params.orderId), 'label.pdf', 'label'),
  );
  r.get(
    '/api/admin/orders/:orderId/shipment/manifest.pdf',
    { onRequest: owner, schema: pdfSchema },
    async (req, reply) =>
      passPdf(reply, await app.shipping.manifestUrl(req.params.orderId), 'manifest.pdf', 'manifest'),
  );

  r.get(
    '/api/admin/shipments/failed',
    { onRequest: owner, schema: { response: { 200: failedDeliveriesSchema, ...errors } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { deliveries: await app.shipping.failedDeliveries() };
    },
  );

  const switches = { response: { 200: courierMessagesSchema, ...errors } };
  r.get('/api/admin/courier-messages', { onRequest: owner, schema: switches }, async () => ({
    events: await courierMessageEvents(app.db),
  }));
  r.put(
    '/api/admin/courier-messages',
    { onRequest: owner, schema: { ...switches, body: courierMessagesSchema } },
    async (req) => ({ events: await saveCourierMessageEvents(app.db, req.body.events) }),
  );
}
