import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientItemIdParamsSchema,
  ORDER_NOT_ARRIVED_MESSAGE,
  orderByLineResponseSchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  outboxResponseSchema,
  sendProofResponseSchema,
  statusChangeRequestSchema,
} from '../../contracts/admin';
import { errorResponseSchema } from '../../contracts/errors';
import { listOutbox } from '../messages/outbox-list';
import { orders } from '../db/schema';
import { eq } from 'drizzle-orm';
import { trackingUrl } from '../../contracts/couriers';
import type { Shipment } from '../../contracts/admin';
import { DomainError } from '../errors';
import { moveOrder } from '../orders/change-status';
import { getOrderDetail } from '../orders/order-detail';
import { orderPaymentView } from '../payments/order-payment-view';
import { canMove } from '../orders/order-status';
import { listOrders } from '../orders/list-orders';
import { isShopperOrderEvent } from '../orders/order-events';
import { orderIdForLine } from '../commerce/shopify/orders/shopify-orders';
import { sendProof } from '../proofs/send-proof';
import { staff } from './admin-session';

/** The owner's message when a cancel asks for a refund of money the shop's provider did not take. */
export const notPaidThrough = (provider: string) =>
  `This order has no payment through ${provider} to refund: refund it where it was paid (a Shopify order in Shopify admin).`;

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
};

/** The order columns a dispatch sets, or a refusal naming what is missing. */
function shipmentFields(shipment: Shipment | undefined) {
  if (!shipment) throw new DomainError('invalid_input', 'Choose the courier and enter the tracking (AWB) number.');
  const url = trackingUrl(shipment.courier, shipment.trackingNumber, shipment.trackingUrl);
  if (shipment.courier === 'other' && !url)
    throw new DomainError('invalid_input', "Enter the courier's tracking link, starting with https://");
  return { courier: shipment.courier, trackingNumber: shipment.trackingNumber, trackingUrl: url };
}

/** The owner's orders: list, one order, status changes, send proof, and the mail outbox. */
export default async function adminOrderRoutes(app: FastifyInstance, opts: { publicUrl?: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const paymentView = (orderProvider: string) => orderPaymentView(orderProvider, app.paymentProvider);
  const owner = app.requireRole('owner');
  const origin = (req: FastifyRequest) => opts.publicUrl ?? `${req.protocol}://${req.host}`;

  r.get(
    '/api/admin/orders',
    {
      onRequest: owner,
      schema: { querystring: orderListQuerySchema, response: { 200: orderListResponseSchema, ...errors } },
    },
    async (req) => listOrders(app.db, req.query),
  );

  r.get(
    '/api/admin/orders/:orderId',
    { onRequest: owner, schema: { params: orderIdParamsSchema, response: { 200: orderDetailSchema, ...errors } } },
    async (req) => getOrderDetail(app.db, app.catalog, req.params.orderId, origin(req), paymentView),
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
      const { status, note } = req.body;
      const orderId = req.params.orderId;
      // Dispatch needs the courier and AWB; they are saved with the status, so the 'dispatched'
      // event is emitted only once the tracking is stored.
      const shipment = status === 'dispatched' ? shipmentFields(req.body.shipment) : null;
      // A refund goes back through the shop's online provider only: one paid elsewhere (at Shopify's
      // checkout, or in cash) is refused before the order is touched, so the owner refunds it where it was paid.
      if (status === 'cancelled' && req.body.refund && !(await app.payments.refundable(orderId)))
        throw new DomainError('conflict', notPaidThrough(app.payments.provider.displayName));
      await moveOrder(app.db, orderId, status, { name: me.username, userId: me.id }, (from) => canMove(from, status), {
        note,
        alsoIn: shipment
          ? async (tx) => {
              await tx.update(orders).set(shipment).where(eq(orders.id, orderId));
            }
          : undefined,
      });
      if (isShopperOrderEvent(status)) await app.orderEvents.emit({ event: status, orderId });
      // A cancelled order's open payment link is cancelled too; a payment that beat it is refunded.
      if (status === 'cancelled' && app.payments.online) await app.payments.closePayment(orderId);
      // The order is cancelled whatever the provider says; a refused refund is reported and can be retried.
      if (status === 'cancelled' && req.body.refund && app.payments.online) await app.payments.refundOrder(orderId);
      return getOrderDetail(app.db, app.catalog, orderId, origin(req), paymentView);
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
      const sent = await sendProof(app, req.params.orderId, { name: me.username, userId: me.id }, origin(req));
      await app.orderEvents.emit({ event: 'proof_sent', orderId: req.params.orderId });
      return sent;
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
