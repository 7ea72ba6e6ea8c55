import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recoverySettingsSchema } from '../../../contracts/recovery';
import { findCouponByCode } from '../../coupons/coupon-store';
import { DomainError } from '../../platform/errors';
import { getRecoverySettings, saveRecoverySettings } from '../../recovery/recovery-settings';
import { CHECKOUT_STRINGS } from '../pages/checkout/strings';
import { missingCheckout } from '../pages/checkout/views';
import { reminderOrderPage } from '../pages/checkout/reminder-order';
import { findOrderByCart } from '../../orders/place-order';
import { chosenLanguage } from '../requests/request-language';
import { errorResponses } from '../error-responses';

const adminFailures = errorResponses(400, 401, 403);

/** The reminder's link back to the shopper's own checkout, and the owner's reminder settings. */
export default async function checkoutRecoveryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Per IP: the token space is not walked.
  const linkLimit = app.rateLimit({
    max: 30,
    timeWindow: '1 minute',
    keyGenerator: (req) => `reminder-link:${req.ip}`,
  });

  app.get<{ Params: { token: string } }>('/checkout/back/:token', { onRequest: linkLimit }, async (req, reply) => {
    const token = /^[\w-]{43}$/.test(req.params.token) ? req.params.token : null;
    const link = token ? await app.checkoutRecovery.cartOfLink(token) : null;
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (!link)
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('This link is not valid. Your cart is still on the shop: open it from the cart button.');
    const t = CHECKOUT_STRINGS[chosenLanguage(req) ?? link.language];
    const page = (status: number, html: string) => reply.code(status).type('text/html; charset=utf-8').send(html);
    // Issue 39: the link lives as long as its cart.
    if (link.expired) return page(410, missingCheckout(t));
    // An open cart: the checkout page shows it with each piece's preview (and nothing the shopper typed).
    const cart = await app.commerce.getCart(link.cartId);
    if (cart && cart.lines.length > 0) return reply.redirect(`/checkout/${link.cartId}`, 303);
    // Placed since: its number only; the details are behind the order page's own token.
    const order = await findOrderByCart(app.db, link.cartId);
    if (order) return page(200, reminderOrderPage(t, order.reference));
    return page(410, missingCheckout(t));
  });

  r.get(
    '/api/admin/recovery-settings',
    { onRequest: app.requireRole('owner'), schema: { response: { 200: recoverySettingsSchema, ...adminFailures } } },
    async () => getRecoverySettings(app.db),
  );
  r.put(
    '/api/admin/recovery-settings',
    {
      onRequest: app.requireRole('owner'),
      schema: { body: recoverySettingsSchema, response: { 200: recoverySettingsSchema, ...adminFailures } },
    },
    async (req) => {
      // The owner picks from their own codes; one typed by hand must be one of them.
      if (req.body.offerCode && !(await findCouponByCode(app.db, req.body.offerCode)))
        throw new DomainError('invalid_input', `There is no code ${req.body.offerCode}.`, { field: 'offerCode' });
      await saveRecoverySettings(app.db, req.body);
      return getRecoverySettings(app.db);
    },
  );
}
