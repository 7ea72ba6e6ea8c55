import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { reshapeShopifyOrder, shopifyOrderSchema } from '../../commerce/shopify/webhooks/order-payload';
import { isSignedByShopify } from '../../commerce/shopify/webhooks/verify-hmac';
import { recordShopifyOrder } from '../../commerce/shopify/orders/shopify-orders';
import { withExistingOwnImages } from '../../commerce/line-attributes';
import { DomainError } from '../../platform/errors';
import type { RecordExternalOrder } from '../../commerce/types';
import { headerOf, keepJsonRaw, rawBodyOf } from '../requests/raw-body';
import { errorResponses } from '../error-responses';

const receivedSchema = z.object({ success: z.literal(true), duplicate: z.boolean() });

/**
 * POST /api/webhooks/shopify/orders-create: Shopify's orders/create webhook. The HMAC is over
 * the exact bytes Shopify sent, so this context keeps JSON bodies raw (a Buffer) and parses them
 * only after the signature holds. An unsigned or wrongly signed call is a 401 and stores nothing.
 */
export default async function shopifyWebhookRoutes(
  app: FastifyInstance,
  opts: { secret: string | undefined; publicUrl?: string; recordExternalOrder: RecordExternalOrder },
) {
  keepJsonRaw(app, 2 * 1024 * 1024);
  // loadConfig refuses to start in Shopify mode without the secret; an empty one here still signs nothing.

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/webhooks/shopify/orders-create',
      { schema: { response: { 200: receivedSchema, ...errorResponses(400, 401) } } },
      async (req) => {
        const raw = rawBodyOf(req);
        if (!isSignedByShopify(raw, headerOf(req, 'x-shopify-hmac-sha256'), opts.secret ?? ''))
          throw new DomainError('unauthenticated', 'The webhook signature does not match.');
        const webhookId = headerOf(req, 'x-shopify-webhook-id');
        const topic = headerOf(req, 'x-shopify-topic') ?? 'orders/create';
        if (!webhookId) throw new DomainError('invalid_input', 'X-Shopify-Webhook-Id is missing.');
        if (topic !== 'orders/create')
          throw new DomainError('invalid_input', `This endpoint takes orders/create, not ${topic}.`);
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new DomainError('invalid_input', 'The webhook body is not JSON.');
        }
        const parsed = shopifyOrderSchema.safeParse(json);
        if (!parsed.success)
          throw new DomainError('invalid_input', 'The webhook body is not an orders/create payload.');
        const order = reshapeShopifyOrder(parsed.data);
        // Line properties are the shopper's to write: an image that is not a real one of ours is dropped.
        for (const line of order.lines) line.attributes = await withExistingOwnImages(line.attributes, app);
        const { orderId, duplicate } = await recordShopifyOrder(
          app.db,
          { webhookId, topic },
          order,
          opts.recordExternalOrder,
        );
        req.log.info({ webhookId, orderId, duplicate, shopifyOrder: parsed.data.name }, 'Shopify order received');
        return { success: true as const, duplicate };
      },
    );
}
