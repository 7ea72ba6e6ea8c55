import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formBody from '@fastify/formbody';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import { isDomainError } from '../errors';
import { httpStatusOf } from '../plugins/error-handler';
import { approveOrderProof, requestOrderChange } from '../proofs/proof-service';
import { lookupPage, notFoundPage } from './lookup-view';
import { orderIdForPageToken, orderPageToken } from './order-link';
import { orderPage } from './order-page-view';
import { getShopperOrder } from './shopper-order';
import { ORDER_PAGE_CSS } from './styles';
import { ORDER_PAGE_STRINGS, orderPageLanguage } from './strings';
import { chosenLanguage, rememberAskedLanguage } from '../i18n/request-language';

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

/**
 * The shopper's order page, server-rendered with no script (works on any phone, under the strict
 * CSP), in both commerce modes. Everything that shows an order answers `Cache-Control: no-store`;
 * an unknown or malformed token is a real 404. The look-up and the token routes are rate-limited
 * per IP so neither order numbers nor tokens can be walked.
 */
export default async function orderPageRoutes(app: FastifyInstance, opts: { publicUrl?: string }) {
  await app.register(formBody, { bodyLimit: 8 * 1024 });
  const origin = (req: FastifyRequest) => opts.publicUrl ?? `${req.protocol}://${req.host}`;
  const limit = (name: string, max: number) =>
    app.rateLimit({ max, timeWindow: '1 minute', keyGenerator: (req) => `${name}:${req.ip}` });
  const lookupLimit = limit('order-lookup', 10);
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
    const number = Number(/^(?:KG-?)?(\d{1,9})$/i.exec(reference.replace(/\s/g, ''))?.[1] ?? NaN) - 10_000;
    const [found] =
      Number.isSafeInteger(number) && number > 0 && mobile.length === 10
        ? await app.db.select({ id: orders.id, contact: orders.contact }).from(orders).where(eq(orders.number, number))
        : [];
    if (!found || (found.contact.mobile ?? '').replace(/\D/g, '').slice(-10) !== mobile) {
      const asked = stringsFor(field(req.body, 'lang'));
      return send(reply, 404, lookupPage(asked, { reference, mobile }, asked.noMatch));
    }
    // Looked up in Hindi: the order shows in Hindi too, whatever was chosen at checkout.
    const lang = field(req.body, 'lang') === 'hi' ? '?lang=hi' : '';
    return reply.redirect(`/order/${await orderPageToken(app.db, found.id)}${lang}`, 303);
  });

  const orderFor = async (token: string) => orderIdForPageToken(app.db, token);

  app.get<{ Params: { token: string }; Querystring: { payment?: string; lang?: string } }>(
    '/order/:token',
    { onRequest: pageLimit },
    async (req, reply) => {
      const orderId = await orderFor(req.params.token);
      if (!orderId) return send(reply, 404, notFoundPage(stringsFor(langOf(req))));
      const order = await getShopperOrder(app.db, orderId, req.params.token);
      // The language the shopper chose at checkout, unless they switched here or in the storefront.
      const strings = stringsFor(langOf(req), order.language);
      rememberAskedLanguage(req, reply);
      return send(reply, 200, orderPage(order, req.params.token, strings, req.query.payment === 'unconfirmed'));
    },
  );

  /** The hosted payment page for this order (an open link, or a new one for the server's figure). */
  app.get<{ Params: { token: string } }>('/order/:token/pay', { onRequest: pageLimit }, async (req, reply) => {
    const orderId = await orderFor(req.params.token);
    if (!orderId) return send(reply, 404, notFoundPage(stringsFor(langOf(req))));
    const started = await app.payments?.startPayment(orderId, `${origin(req)}/order/${req.params.token}/return`);
    return reply.header('cache-control', 'no-store').redirect(started?.payUrl ?? `/order/${req.params.token}`, 303);
  });

  /**
   * Where Razorpay's hosted page sends the shopper back. A valid signature lets us ask Razorpay
   * about the payment now (the redirect itself marks nothing paid); a bad one changes nothing.
   */
  app.get<{ Params: { token: string }; Querystring: Record<string, unknown> }>(
    '/order/:token/return',
    { onRequest: pageLimit },
    async (req, reply) => {
      const orderId = await orderFor(req.params.token);
      if (!orderId) return send(reply, 404, notFoundPage(stringsFor(langOf(req))));
      const confirmed = (await app.payments?.handleReturn(req.query)) === orderId;
      if (!confirmed) return reply.redirect(`/order/${req.params.token}?payment=unconfirmed`, 303);
      // Back to the checkout's confirmation, which links to this page.
      const [order] = await app.db.select({ cartId: orders.cartId }).from(orders).where(eq(orders.id, orderId));
      const local = app.commerce.name === 'local' && order;
      return reply.redirect(local ? `/checkout/${order.cartId}` : `/order/${req.params.token}`, 303);
    },
  );

  app.post<{ Params: { token: string } }>('/order/:token/approve', { onRequest: pageLimit }, async (req, reply) => {
    const orderId = await orderFor(req.params.token);
    if (!orderId) return send(reply, 404, notFoundPage(stringsFor(langOf(req))));
    const approvedNow = await approveOrderProof(app.db, orderId);
    if (approvedNow) await app.orderEvents.emit({ event: 'approved', orderId });
    return reply.redirect(`/order/${req.params.token}`, 303);
  });

  app.post<{ Params: { token: string } }>('/order/:token/change', { onRequest: pageLimit }, async (req, reply) => {
    const orderId = await orderFor(req.params.token);
    if (!orderId) return send(reply, 404, notFoundPage(stringsFor(langOf(req))));
    const note = field(req.body, 'note');
    if (note) await requestOrderChange(app.db, orderId, note);
    return reply.redirect(`/order/${req.params.token}`, 303);
  });
}
