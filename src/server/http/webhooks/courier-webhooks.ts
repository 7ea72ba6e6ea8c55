import type { FastifyInstance } from 'fastify';

/**
 * The courier's tracking webhook (issue 28). Shiprocket's panel refuses a URL containing
 * "shiprocket", "kartrocket", "sr" or "kr", so the path names none of them. It sends its security
 * token as x-api-key: a wrong one is refused 401 with nothing changed; a verified delivery answers
 * 200 whatever it holds (an unknown AWB is logged and ignored), since Shiprocket wants 200 only.
 */
export const COURIER_WEBHOOK_PATH = '/api/webhooks/courier-tracking';

export default async function courierWebhookRoutes(app: FastifyInstance) {
  app.post(COURIER_WEBHOOK_PATH, { bodyLimit: 256 * 1024 }, async (req, reply) => {
    if (!app.courier.verifyWebhook(req.headers)) return reply.code(401).send({ error: 'unauthorized' });
    const update = app.courier.parseWebhook(req.body);
    if (!update) {
      req.log.warn('courier webhook without a tracking update; ignored');
      return { ok: true };
    }
    await app.shipping.applyTracking(update);
    return { ok: true };
  });
}
