import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { errorResponseSchema } from '../../contracts/errors';
import { DomainError } from '../errors';

const receivedSchema = z.object({
  success: z.literal(true),
  duplicate: z.boolean(),
  /** Why a signed delivery will never be acted on (kept in the queue, answered 2xx so it is not resent). */
  ignored: z.optional(z.string()),
});
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /api/webhooks/razorpay. The signature (X-Razorpay-Signature) is an HMAC of the exact bytes
 * Razorpay sent, so this context keeps JSON bodies raw and parses them only once it holds. A
 * verified delivery is queued under its x-razorpay-event-id and answered at once (Razorpay wants a
 * 2xx within seconds and retries for 24 hours otherwise); the queue acts on it.
 *
 * A signed body that is not an event object (`null`, a number, not JSON) came from Razorpay (or
 * whoever holds the secret) and will never become valid: it is answered 200 and kept as ignored
 * with the reason. A 4xx would only be retried for 24 hours, after which Razorpay disables the
 * webhook and every payment after it goes unheard.
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
      const text = raw.toString('utf8');
      let body: unknown;
      let ignored: string | undefined;
      try {
        body = JSON.parse(text);
      } catch {
        ignored = 'the body is not JSON';
      }
      const event = isObject(body) && typeof body.event === 'string' ? body.event.slice(0, 100) : '';
      if (!ignored && !event) ignored = 'the body is not an event object';
      // An unusable body is kept as the text it came as (a JSON null cannot fill the payload column;
      // PostgreSQL's jsonb takes no NUL character).
      const kept = ignored ? text.slice(0, 2000).replace(/\0/g, '') : body;
      const fresh = await payments.acceptWebhook(eventId, event || '(none)', kept, ignored);
      req.log.info({ eventId, event, duplicate: !fresh, ignored }, 'Razorpay webhook received');
      return { success: true as const, duplicate: !fresh, ...(ignored ? { ignored } : {}) };
    },
  );
}
