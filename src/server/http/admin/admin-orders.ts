import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientItemIdParamsSchema,
  keptProofResponseSchema,
  ORDER_NOT_ARRIVED_MESSAGE,
  orderByLineResponseSchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderArrivalsQuerySchema,
  orderArrivalsResponseSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  outboxResponseSchema,
  sendProofResponseSchema,
  statusChangeRequestSchema,
} from '../../../contracts/admin';
import { listOutbox } from '../../messages/outbox-list';
import { DomainError } from '../../platform/errors';
import { getOrderDetail } from '../../orders/order-detail';
import { staffOrderDetail } from '../../privacy/photo-view';
import { orderPaymentView } from '../../payments/order-payment-view';
import { listOrders } from '../../orders/list-orders';
import { newClaimCount } from '../../claims/claim-list';
import { orderArrivals } from '../../orders/order-arrivals';
import { orderIdForLine } from '../../commerce/shopify/orders/shopify-orders';
import { keptProof } from '../../proofs/kept-proof';
import { sendProof } from '../../proofs/send-proof';
import { staff } from './admin-session';
import { errorResponses } from '../error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 502);

/** The owner's orders: list, one order, status changes, send proof, and the mail outbox. */
export default async function adminOrderRoutes(
  app: FastifyInstance,
  opts: { origin: string; proofLinkSecret: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const paymentView = (orderProvider: string) => orderPaymentView(orderProvider, app.paymentProvider);
  const owner = app.requireRole('owner');
  // Links the shop gives out name its own address (links/public-origin.ts), never the request's Host.
  const origin = (_req: FastifyRequest) => opts.origin;

  r.get(
    '/api/admin/orders',
    {
      onRequest: owner,
      schema: { querystring: orderListQuerySchema, response: { 200: orderListResponseSchema, ...errors } },
    },
    async (req) => {
      const list = await listOrders(app.db, req.query);
      // A preview drawn from a shopper's photo is reached through a signed link (issue 39).
      return {
        ...list,
        orders: list.orders.map((o) => ({
          ...o,
          previewUrl: o.previewUrl ? app.photoLinks.signUrl(o.previewUrl) : null,
        })),
      };
    },
  );

  // Polled by the open workspace (issue 45.9): what came in since its last answer.
  r.get(
    '/api/admin/orders/arrivals',
    {
      onRequest: owner,
      schema: { querystring: orderArrivalsQuerySchema, response: { 200: orderArrivalsResponseSchema, ...errors } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const arrivals = await orderArrivals(app.db, req.query.since ? new Date(req.query.since) : undefined);
      return { ...arrivals, newClaims: await newClaimCount(app.db) };
    },
  );

  r.get(
    '/api/admin/orders/:orderId',
    { onRequest: owner, schema: { params: orderIdParamsSchema, response: { 200: orderDetailSchema, ...errors } } },
    async (req) =>
      staffOrderDetail(app, await getOrderDetail(app.db, app.catalog, req.params.orderId, origin(req), paymentView)),
  );

  /*
   * Where a Shopify line's `_proof` link leads (/admin/orders/by-line/<clientItemId>, a workspace
   * page): the line's order, once Shopify's orders/create webhook has brought it.
   */
  r.get(
    '/api/admin/orders/by-line/:clientItemId',
    {
      onRequest: owner,
      schema: { params: clientItemIdParamsSchema, response: { 200: orderByLineResponseSchema, ...errors } },
    },
    async (req) => {
      const orderId = await orderIdForLine(app.db, req.params.clientItemId);
      if (!orderId) throw new DomainError('not_found', ORDER_NOT_ARRIVED_MESSAGE);
      return { orderId };
    },
  );

  r.post(
    '/api/admin/orders/:orderId/status',
    {
      onRequest: owner,
      schema: {
        params: orderIdParamsSchema,
        body: statusChangeRequestSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (req) => {
      const me = staff(req);
      const { status, note, shipment, refund } = req.body;
      const orderId = req.params.orderId;
      // The rules (dispatch needs its tracking, cancel closes the payment and may refund it) and
      // the shopper's event are the order service's.
      await app.orders.changeStatus(orderId, status, { name: me.username, userId: me.id }, { note, shipment, refund });
      return staffOrderDetail(app, await getOrderDetail(app.db, app.catalog, orderId, origin(req), paymentView));
    },
  );

  r.post(
    '/api/admin/orders/:orderId/proof',
    {
      onRequest: owner,
      schema: { params: orderIdParamsSchema, response: { 200: sendProofResponseSchema, ...errors } },
    },
    async (req) => {
      const me = staff(req);
      // 'proof_sent' is emitted by the order service as the proof's move commits.
      return sendProof(
        app,
        req.params.orderId,
        { name: me.username, userId: me.id },
        origin(req),
        opts.proofLinkSecret,
      );
    },
  );

  // The latest proof link stays on the order, to copy or resend, with when the shopper opened it (issue 45.10).
  r.get(
    '/api/admin/orders/:orderId/proof',
    {
      onRequest: owner,
      schema: { params: orderIdParamsSchema, response: { 200: keptProofResponseSchema, ...errors } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { proof: await keptProof(app.db, req.params.orderId, opts.proofLinkSecret, origin(req)) };
    },
  );

  r.get(
    '/api/admin/outbox',
    { onRequest: owner, schema: { response: { 200: outboxResponseSchema, ...errors } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return listOutbox(app.db);
    },
  );
}
