import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  orderDetailSchema,
  orderIdParamsSchema,
  paymentSettingsResponseSchema,
  paymentSettingsSchema,
} from '../../../contracts/admin';
import { DomainError } from '../../platform/errors';
import { getOrderDetail } from '../../orders/order-detail';
import { staffOrderDetail } from '../../privacy/photo-view';
import { orderPaymentView } from '../../payments/order-payment-view';
import { onlineProviderNames } from '../../payments/create-payments';
import { getPaymentSettings, savePaymentSettings } from '../../payments/payment-settings-store';
import { staff } from './admin-session';
import { errorResponses } from '../error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 502);

/** The owner's payment policy, and a refund retried by hand (when the provider refused one on cancel). */
export default async function adminPaymentRoutes(app: FastifyInstance, opts: { origin: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const paymentView = (orderProvider: string) => orderPaymentView(orderProvider, app.paymentProvider);
  const owner = app.requireRole('owner');
  // Links the shop gives out name its own address (links/public-origin.ts), never the request's Host.
  const origin = (_req: FastifyRequest) => opts.origin;
  const answer = async () => ({
    ...(await getPaymentSettings(app.db, app.payments.online)),
    providerConfigured: app.payments.online,
    connectableProviders: onlineProviderNames(),
  });

  r.get(
    '/api/admin/payment-policy',
    { onRequest: owner, schema: { response: { 200: paymentSettingsResponseSchema, ...errors } } },
    answer,
  );

  r.put(
    '/api/admin/payment-policy',
    {
      onRequest: owner,
      schema: { body: paymentSettingsSchema, response: { 200: paymentSettingsResponseSchema, ...errors } },
    },
    async (req) => {
      await savePaymentSettings(app.db, req.body, staff(req).id);
      return answer();
    },
  );

  r.post(
    '/api/admin/orders/:orderId/refund',
    { onRequest: owner, schema: { params: orderIdParamsSchema, response: { 200: orderDetailSchema, ...errors } } },
    async (req) => {
      if (!app.payments.online) throw new DomainError('conflict', 'Online payment is not set up in this shop.');
      const order = await getOrderDetail(app.db, app.catalog, req.params.orderId, '', paymentView);
      if (order.status !== 'cancelled') throw new DomainError('conflict', 'Cancel the order before refunding it.');
      await app.payments.refundOrder(req.params.orderId);
      return staffOrderDetail(
        app,
        await getOrderDetail(app.db, app.catalog, req.params.orderId, origin(req), paymentView),
      );
    },
  );
}
