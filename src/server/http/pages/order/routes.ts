import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formBody from '@fastify/formbody';
import { proofChangeRequestSchema } from '../../../../contracts/admin';
import { withoutHiddenControls } from '../../../../contracts/shopper-text';
import { parseOrderReference } from '../../../../contracts/order-reference';
import { isDomainError } from '../../../platform/errors';
import { httpStatusOf } from '../../plugins/error-handler';
import { requestOrderChange } from '../../../proofs/proof-service';
import { lookupPage, notFoundPage } from './lookup-view';
import { orderIdForPageToken, orderPageToken } from '../../../orders/order-link';
import { findOrderByNumber, orderCartId } from '../../../orders/order-lookups';
import { orderPage } from './order-page-view';
import { codConfirmRoutes } from './cod-confirm-routes';
import { claimRoutes, claimSection } from './claim-routes';
import { formatRupees, fromPaise, toPaise } from '../../../../contracts/money';
import { getCodSettings } from '../../../payments/cod-settings-store';
import { getPaymentSettings } from '../../../payments/payment-settings-store';
import { prepaidDiscount } from '../../../pricing/prepaid-discount';
import { getShopperOrder } from '../../../orders/shopper-order';
import { requestErasure } from '../../../privacy/erasure';
import { ORDER_PAGE_CSS } from './styles';
import { ORDER_PAGE_STRINGS, orderPageLanguage } from './strings';
import { chosenLanguage, rememberAskedLanguage } from '../../requests/request-language';

/** The strings a request asked for with `?lang=` (or a form's `lang`), else the fallback's. */
const stringsFor = (asked: unknown, fallback?: unknown) => ORDER_PAGE_STRINGS[orderPageLanguage(asked, fallback)];
/** `?lang=`, else the storefront's language cookie: the shopper's own choice, before the order's. */
const langOf = (req: FastifyRequest) => chosenLanguage(req) ?? undefined;
const field = (body: unknown, name: string) => {
  const v = (body as Record<string, unknown> | null)?.[name];
  return typeof v === 'string'
    ? v
        .replace(/\p{Cc}/gu, '')
        .trim()
        .slice(0, 500)
    : '';
};
/** The order number a look-up asks for ('KG-10024', 'kg 10024' or '10024'), or null. */
const orderNumberOf = (body: unknown) => parseOrderReference(field(body, 'reference'));

/**
 * The shopper's order page, server-rendered with no script (works on any phone, under the strict
 * CSP), in both commerce modes. Everything that shows an order answers `Cache-Control: no-store`;
 * an unknown or malformed token is a real 404. The look-up and the token routes are rate-limited
 * per IP, and the look-up per order number too, so neither order numbers nor tokens can be walked.
 */
export default async function orderPageRoutes(app: FastifyInstance, opts: { origin: string }) {
  await app.register(formBody, { bodyLimit: 8 * 1024 });
  // Links the shop gives out name its own address (links/public-origin.ts), never the request's Host.
  const origin = (_req: FastifyRequest) => opts.origin;
  const limit = (name: string, max: number) =>
    app.rateLimit({ max, timeWindow: '1 minute', keyGenerator: (req) => `${name}:${req.ip}` });
  const lookupLimit = limit('order-lookup', 10);
  // Per IP alone, many addresses could still walk the mobile numbers of one known order: each
  // order number gets its own count too, taken in the handler (a second limit hook would not run).
  const lookupsOfNumber = app.createRateLimit({
    max: 10,
    timeWindow: '1 hour',
    keyGenerator: (req) => `order-lookup-number:${orderNumberOf(req.body)}`,
  });
  const pageLimit = limit('order-page', 60);

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

  // The pages answer in HTML, a refused or failed request too (a rate limit, a conflict).
  app.setErrorHandler((err, req, reply) => {
    if (isDomainError(err)) {
      const strings = stringsFor(langOf(req) ?? field(req.body, 'lang'));
      const message = err.code === 'rate_limited' ? strings.tooMany : err.message;
      return send(reply, httpStatusOf(err), lookupPage(strings, {}, message));
    }
    req.log.error({ err }, 'order page failed');
    return send(reply, 500, notFoundPage(stringsFor(langOf(req))));
  });

  app.get('/order/assets/order.css', (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(ORDER_PAGE_CSS),
  );

  app.get('/order', (req, reply) => send(reply, 200, lookupPage(stringsFor(langOf(req)), {})));

  // The same answer, in the same time, for a wrong number and a wrong order: both are one query.
  app.post('/order', { onRequest: lookupLimit }, async (req, reply) => {
    const reference = field(req.body, 'reference');
    const mobile = field(req.body, 'mobile').replace(/\D/g, '').slice(-10);
    const number = orderNumberOf(req.body);
    const tries = number !== null ? await lookupsOfNumber(req) : null;
    if (tries && !tries.isAllowed && tries.isExceeded) {
      const asked = stringsFor(field(req.body, 'lang'));
      reply.header('retry-after', String(tries.ttlInSeconds));
      return send(reply, 429, lookupPage(asked, { reference, mobile }, asked.tooManyForOrder));
    }
    const found = number !== null && mobile.length === 10 ? await findOrderByNumber(app.db, number) : null;
    if (!found || (found.contact.mobile ?? '').replace(/\D/g, '').slice(-10) !== mobile) {
      const asked = stringsFor(field(req.body, 'lang'));
      return send(reply, 404, lookupPage(asked, { reference, mobile }, asked.noMatch));
    }
    // Looked up in Hindi: the order shows in Hindi too, whatever was chosen at checkout.
    const lang = field(req.body, 'lang') === 'hi' ? '?lang=hi' : '';
    return reply.redirect(`/order/${await orderPageToken(app.db, found.id)}${lang}`, 303);
  });

  const orderFor = async (token: string) => orderIdForPageToken(app.db, token);

  codConfirmRoutes(app, {
    pageLimit,
    send,
    stringsFor: (req, orderLanguage) => stringsFor(langOf(req), orderLanguage),
    payOnlineOffer: async (orderId) => {
      const percent = (await getCodSettings(app.db)).prepaidDiscountPercent;
      if (!app.payments.online || percent <= 0) return null;
      const order = await getShopperOrder(app.db, orderId, '');
      const total = toPaise(order.totalAmount);
      return {
        amount: formatRupees(fromPaise(total + prepaidDiscount([total], percent).discountPaise)),
        percent: `${percent}%`,
      };
    },
    payOnline: async (req, orderId, token) => {
      const cod = await getCodSettings(app.db);
      if (!app.payments.online || cod.prepaidDiscountPercent <= 0) return null;
      const policy = await getPaymentSettings(app.db, app.payments.online);
      await app.orders.payOnlineInstead(orderId, cod.prepaidDiscountPercent, {
        expiresAt: new Date(Date.now() + policy.expiryMinutes * 60_000),
        provider: app.payments.provider.id,
      });
      // The order page's Pay button makes the link again if the provider is slow or down now.
      const started = await app.payments
        .startPayment(orderId, `${origin(req)}/order/${token}/return`)
        .catch((err: unknown) => req.log.warn({ err }, 'could not create the payment link yet'));
      return started ? started.payUrl : `/order/${token}`;
    },
  });

  await claimRoutes(
    app,
    {
      send,
      orderFor,
      stringsFor: (req, asked, orderLanguage) => stringsFor(langOf(req) ?? asked, orderLanguage),
      notFound: (req, reply) => send(reply, 404, notFoundPage(stringsFor(langOf(req)))),
    },
    pageLimit,
  );

  app.get<{ Params: { token: string }; Querystring: { payment?: string; lang?: string; claim?: string } }>(
    '/order/:token',
    { onRequest: pageLimit },
    async (req, reply) => {
      const orderId = await orderFor(req.params.token);
      if (!orderId) return send(reply, 404, notFoundPage(stringsFor(langOf(req))));
      const order = await getShopperOrder(app.db, orderId, req.params.token, {
        photoLinks: app.photoLinks,
        estimates: app.deliveryEstimates,
        reach: app.messages.channelsThatReach,
      });
      // The language the shopper chose at checkout, unless they switched here or in the storefront.
      const strings = stringsFor(langOf(req), order.language);
      rememberAskedLanguage(req, reply);
      const claims = await claimSection(app, orderId, strings, { sent: req.query.claim === 'sent' });
      const unconfirmed = req.query.payment === 'unconfirmed';
      return send(reply, 200, orderPage(order, req.params.token, strings, unconfirmed, undefined, undefined, claims));
    },
  );

  /**
   * The hosted payment page for this order (an open link, or a new one for the server's figure).
   * When the provider refuses or is down (502), or the amount cannot be paid online (409), the order
   * page answers with the reason and its Pay button to try again; the order is unchanged.
   */
  app.get<{ Params: { token: string } }>('/order/:token/pay', { onRequest: pageLimit }, async (req, reply) => {
    const token = req.params.token;
    const orderId = await orderFor(token);
    if (!orderId) return send(reply, 404, notFoundPage(stringsFor(langOf(req))));
    let started;
    try {
      started = app.payments.online
        ? await app.payments.startPayment(orderId, `${origin(req)}/order/${token}/return`)
        : null;
    } catch (err) {
      if (!isDomainError(err) || (err.code !== 'upstream_failed' && err.code !== 'conflict')) throw err;
      req.log.warn({ err }, 'could not start the payment');
      const order = await getShopperOrder(app.db, orderId, token, {
        photoLinks: app.photoLinks,
        estimates: app.deliveryEstimates,
        reach: app.messages.channelsThatReach,
      });
      const strings = stringsFor(langOf(req), order.language);
      const why = err.code === 'upstream_failed' ? strings.payUnavailable : strings.payNotPossible;
      return send(reply, httpStatusOf(err), orderPage(order, token, strings, false, undefined, why));
    }
    return reply.header('cache-control', 'no-store').redirect(started?.payUrl ?? `/order/${token}`, 303);
  });

  /**
   * Where the provider's hosted page sends the shopper back. A valid signature lets us ask the
   * provider about the payment now (the redirect itself marks nothing paid); a bad one changes nothing.
   */
  app.get<{ Params: { token: string }; Querystring: Record<string, unknown> }>(
    '/order/:token/return',
    { onRequest: pageLimit },
    async (req, reply) => {
      const orderId = await orderFor(req.params.token);
      if (!orderId) return send(reply, 404, notFoundPage(stringsFor(langOf(req))));
      const confirmed = (await app.payments.handleReturn(req.query)) === orderId;
      if (!confirmed) return reply.redirect(`/order/${req.params.token}?payment=unconfirmed`, 303);
      // Back to the checkout's confirmation, which links to this page.
      const cartId = app.commerce.name === 'local' ? await orderCartId(app.db, orderId) : null;
      return reply.redirect(cartId ? `/checkout/${cartId}` : `/order/${req.params.token}`, 303);
    },
  );

  app.post<{ Params: { token: string } }>('/order/:token/approve', { onRequest: pageLimit }, async (req, reply) => {
    const orderId = await orderFor(req.params.token);
    if (!orderId) return send(reply, 404, notFoundPage(stringsFor(langOf(req))));
    await app.orders.approveProof(orderId);
    return reply.redirect(`/order/${req.params.token}`, 303);
  });

  app.post<{ Params: { token: string } }>('/order/:token/change', { onRequest: pageLimit }, async (req, reply) => {
    const orderId = await orderFor(req.params.token);
    if (!orderId) return send(reply, 404, notFoundPage(stringsFor(langOf(req))));
    // The proof API's contract, so a note is checked the same however it arrives (a bidi override
    // stored here was refused there). A refused note comes back with why, without the hidden
    // characters, so the shopper reads it in its real order and can send it again.
    const typed = (req.body as Record<string, unknown> | null)?.note;
    const note = typeof typed === 'string' ? typed : '';
    const parsed = proofChangeRequestSchema.safeParse({ note });
    if (!parsed.success) {
      const order = await getShopperOrder(app.db, orderId, req.params.token, {
        photoLinks: app.photoLinks,
        estimates: app.deliveryEstimates,
        reach: app.messages.channelsThatReach,
      });
      const message = parsed.error.issues[0]?.message ?? 'Please check your note.';
      const typedBack = withoutHiddenControls(note, { multiline: true });
      const strings = stringsFor(langOf(req), order.language);
      const page = orderPage(order, req.params.token, strings, false, { message, note: typedBack });
      return send(reply, 400, page);
    }
    await requestOrderChange(app.db, orderId, parsed.data.note);
    return reply.redirect(`/order/${req.params.token}`, 303);
  });

  // Issue 39: the shopper asks the shop to erase their data; the owner sees it in the workspace.
  app.post<{ Params: { token: string } }>('/order/:token/erase', { onRequest: pageLimit }, async (req, reply) => {
    const orderId = await orderFor(req.params.token);
    if (!orderId) return send(reply, 404, notFoundPage(stringsFor(langOf(req))));
    await requestErasure(app.db, orderId);
    req.log.info({ orderId }, 'a shopper asked for their data to be erased');
    const lang = field(req.body, 'lang') === 'hi' ? '?lang=hi' : '';
    return reply.redirect(`/order/${req.params.token}${lang}#your-data`, 303);
  });
}
