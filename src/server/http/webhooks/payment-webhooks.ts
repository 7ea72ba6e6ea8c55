import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { DomainError } from '../../platform/errors';
import { headerOf, keepJsonRaw, rawBodyOf } from '../requests/raw-body';
import { errorResponses } from '../error-responses';

const receivedSchema = z.object({
  success: z.literal(true),
  duplicate: z.boolean(),
  /** Why a signed delivery will never be acted on (kept in the queue, answered 2xx so it is not resent). */
  ignored: z.optional(z.string()),
});
const paramsSchema = z.object({ provider: z.string().check(z.maxLength(40)) });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const responses = {
  200: receivedSchema,
  ...errorResponses(400, 401, 404),
};

/**
 * POST /api/webhooks/payments/:provider, the one webhook route of every payment provider (and
 * each provider's older URL, its webhookAliases, as an alias: docs/payments.md). The signature is
 * an HMAC of the exact bytes the provider sent, so this context keeps JSON bodies raw and parses
 * them only once it holds. A verified delivery is queued under (provider, its event-id header) and
 * answered at once (providers want a 2xx within seconds and retry for hours otherwise); the queue
 * acts on it.
 *
 * A signed body that is not an event object (`null`, a number, not JSON) came from the provider (or
 * whoever holds the secret) and will never become valid: it is answered 200 and kept as ignored
 * with the reason. A 4xx would only be retried for a while, after which a provider may disable the
 * webhook (docs/payments.md) and every payment after it goes unheard.
 */
export default async function paymentWebhookRoutes(app: FastifyInstance) {
  keepJsonRaw(app, 1024 * 1024);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const provider = app.paymentProvider;

  async function receive(req: FastifyRequest, providerId: string) {
    const payments = app.payments;
    if (!payments.online || providerId !== provider.id)
      throw new DomainError('not_found', 'Online payment is not set up in this shop.');
    const raw = rawBodyOf(req);
    if (!provider.verifyWebhook(raw, headerOf(req, provider.webhookHeaders.signature)))
      throw new DomainError('unauthenticated', 'The webhook signature does not match.');
    const eventId = headerOf(req, provider.webhookHeaders.eventId);
    if (!eventId || eventId.length > 100)
      throw new DomainError('invalid_input', `${provider.webhookHeaders.eventId} is missing.`);
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
    req.log.info({ provider: providerId, eventId, event, duplicate: !fresh, ignored }, 'payment webhook received');
    return { success: true as const, duplicate: !fresh, ...(ignored ? { ignored } : {}) };
  }

  r.post('/api/webhooks/payments/:provider', { schema: { params: paramsSchema, response: responses } }, (req) =>
    receive(req, req.params.provider),
  );
  for (const alias of provider.webhookAliases ?? [])
    r.post(alias, { schema: { response: responses } }, (req) => receive(req, provider.id));
}
