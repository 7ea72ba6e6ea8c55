import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { DomainError } from '../../platform/errors';
import { headerOf, keepJsonRaw, rawBodyOf } from '../requests/raw-body';
import { applyProviderStatus } from '../../messages/outbox-store';
import { handshakeChallenge, isSignedByMeta } from '../../messages/whatsapp/signature';
import { statusError, statusesIn } from '../../messages/whatsapp/status-updates';
import { buttonRepliesIn } from '../../messages/whatsapp/button-replies';
import { inboundSendersIn } from '../../messages/whatsapp/interactive';
import { recordInbound } from '../../messages/whatsapp-window';
import { parseCodButtonPayload } from '../../messages/message-content';
import { errorResponses } from '../error-responses';

const receivedSchema = z.object({ success: z.literal(true), statuses: z.number(), replies: z.number() });

/**
 * The WhatsApp webhook (`/api/webhooks/whatsapp`). GET is Meta's subscription handshake: echo
 * hub.challenge when hub.verify_token is ours. POST carries message statuses, signed with the app
 * secret over the exact bytes sent: this context keeps JSON raw, checks X-Hub-Signature-256, then
 * answers at once and applies the statuses after (Meta retries a slow or failed answer).
 */
export default async function whatsappWebhookRoutes(
  app: FastifyInstance,
  opts: { appSecret: string | undefined; verifyToken: string | undefined },
) {
  keepJsonRaw(app, 1024 * 1024);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/webhooks/whatsapp', async (req, reply) => {
    const challenge = handshakeChallenge(req.query as Record<string, unknown>, opts.verifyToken);
    if (challenge === null) return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden');
    return reply.type('text/plain; charset=utf-8').send(challenge);
  });

  r.post(
    '/api/webhooks/whatsapp',
    {
      schema: { response: { 200: receivedSchema, ...errorResponses(400, 401) } },
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (req) => {
      const raw = rawBodyOf(req);
      if (!opts.appSecret || !isSignedByMeta(raw, headerOf(req, 'x-hub-signature-256'), opts.appSecret))
        throw new DomainError('unauthenticated', 'The webhook signature does not match.');
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new DomainError('invalid_input', 'The webhook body is not JSON.');
      }
      const statuses = statusesIn(json);
      if (!statuses)
        throw new DomainError('invalid_input', 'The webhook body is not a WhatsApp Business Account update.');
      const replies = buttonRepliesIn(json);
      const senders = inboundSendersIn(json);
      app.backgroundWork.start('WhatsApp statuses', async () => {
        for (const s of statuses) await applyProviderStatus(app.db, s.id, s.status, statusError(s));
      });
      // Any message the shopper sends opens their 24-hour customer service window: kept per number.
      if (senders.length) app.backgroundWork.start('WhatsApp inbound', () => recordInbound(app.db, senders));
      // Issue 28: Confirm or Cancel tapped on a request to confirm. Meta delivers a webhook again
      // when unsure it arrived: an order answered already stays as the first answer left it.
      app.backgroundWork.start('WhatsApp button replies', async () => {
        for (const reply of replies) {
          const cod = parseCodButtonPayload(reply.payload);
          if (!cod) continue;
          const done = await app.orders.answerCod(cod.token, cod.answer, 'WhatsApp', reply.from);
          if (!done) req.log.warn({ wamid: reply.wamid }, 'a WhatsApp confirm button named no order');
        }
      });
      return { success: true as const, statuses: statuses.length, replies: replies.length };
    },
  );
}
