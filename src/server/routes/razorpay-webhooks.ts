import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { errorResponseSchema } from '../../contracts/errors';
import { DomainError } from '../errors';

const receivedSchema = z.object({ success: z.literal(true), duplicate: z.boolean() });
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /api/webhooks/razorpay. The signature (X-Razorpay-Signature) is an HMAC of the exact bytes
 * Razorpay sent, so this context keeps JSON bodies raw and parses them only once it holds. A
 * verified delivery is queued under its x-razorpay-event-id and answered at once (Razorpay wants a
 * 2xx within seconds and retries for 24 hours otherwise); the queue acts on it.
 */
export default async function razorpayWebhookRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/webhooks/razorpay',
    {
      schema: {
        response: {
          200: receivedSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (req) => {
      const payments = app.payments;
      if (!payments) throw new DomainError('not_found', 'Online payment is not set up in this shop.');
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!app.paymentProvider?.verifyWebhook(raw, header(req.headers['x-razorpay-signature'])))
        throw new DomainError('unauthenticated', 'The webhook signature does not match.');
      const eventId = header(req.headers['x-razorpay-event-id']);
      if (!eventId || eventId.length > 100) throw new DomainError('invalid_input', 'x-razorpay-event-id is missing.');
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new DomainError('invalid_input', 'The webhook body is not JSON.');
      }
      const event = (body as { event?: unknown }).event;
      if (typeof event !== 'string') throw new DomainError('invalid_input', 'The webhook body names no event.');
      const fresh = await payments.acceptWebhook(eventId, event, body);
      req.log.info({ eventId, event, duplicate: !fresh }, 'Razorpay webhook received');
      return { success: true as const, duplicate: !fresh };
    },
  );
}
