import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codExpiry, orderIdForCodToken } from '../../../orders/cod-confirmation';
import { orderIdForPageToken } from '../../../orders/order-link';
import { getShopperOrder } from '../../../orders/shopper-order';
import { codConfirmPage } from './cod-confirm-view';
import { notFoundPage } from './lookup-view';
import type { OrderPageStrings } from './strings';

export interface CodConfirmRouteOptions {
  /** The order pages' per-IP rate limit hook. */
  pageLimit: FastifyInstance['rateLimit'] extends (...args: never[]) => infer H ? H : never;
  send: (reply: FastifyReply, status: number, html: string) => FastifyReply;
  stringsFor: (req: FastifyRequest, orderLanguage?: string) => OrderPageStrings;
  /** Paying online now instead (item 4): the discounted amount, or null when the shop does not offer it. */
  payOnlineOffer: (orderId: string) => Promise<{ amount: string; percent: string } | null>;
  /** Converts the order to prepaid at the discount and answers the hosted payment page to go to. */
  payOnline: (req: FastifyRequest, orderId: string, pageToken: string) => Promise<string | null>;
}

/**
 * A form from another site is refused: the browser says where a POST came from (Sec-Fetch-Site, or
 * Origin). The tokens in the path are the credential, so a forged form would need them anyway.
 */
function fromOurOwnPage(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return origin === undefined;
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false;
  }
}

/**
 * `/order/<page token>/confirm/<confirm token>`: the email link of a request to confirm a
 * pay-on-delivery order (issue 28). GET shows the order and its choices and changes nothing; the
 * answer is a POST to the same URL. Both tokens must name the same order.
 */
export function codConfirmRoutes(app: FastifyInstance, opts: CodConfirmRouteOptions) {
  type Params = { Params: { token: string; confirmToken: string } };
  const orderOf = async (params: Params['Params']) => {
    const [byPage, byConfirm] = await Promise.all([
      orderIdForPageToken(app.db, params.token),
      orderIdForCodToken(app.db, params.confirmToken),
    ]);
    return byPage && byPage === byConfirm ? byPage : null;
  };
  const render = async (
    req: FastifyRequest<Params>,
    reply: FastifyReply,
    orderId: string,
    status = 200,
    error?: string,
  ) => {
    const { token, confirmToken } = req.params;
    const order = await getShopperOrder(app.db, orderId, token);
    const t = opts.stringsFor(req, order.language);
    const html = codConfirmPage(
      {
        order,
        path: `/order/${token}/confirm/${confirmToken}`,
        orderPath: `/order/${token}`,
        expiresAt: await codExpiry(app.db, orderId),
        payOnline: order.status === 'to_confirm' ? await opts.payOnlineOffer(orderId) : null,
        error: error ? t.crossSite : undefined,
      },
      t,
    );
    return opts.send(reply, status, html);
  };

  app.get<Params>('/order/:token/confirm/:confirmToken', { onRequest: opts.pageLimit }, async (req, reply) => {
    const orderId = await orderOf(req.params);
    if (!orderId) return opts.send(reply, 404, notFoundPage(opts.stringsFor(req)));
    return render(req, reply, orderId);
  });

  app.post<Params>('/order/:token/confirm/:confirmToken', { onRequest: opts.pageLimit }, async (req, reply) => {
    const orderId = await orderOf(req.params);
    if (!orderId) return opts.send(reply, 404, notFoundPage(opts.stringsFor(req)));
    if (!fromOurOwnPage(req)) return render(req, reply, orderId, 403, 'cross-site');
    const answer = (req.body as Record<string, unknown> | null)?.answer;
    const path = `/order/${req.params.token}/confirm/${req.params.confirmToken}`;
    if (answer === 'confirm' || answer === 'cancel')
      await app.orders.answerCod(req.params.confirmToken, answer, 'email link');
    if (answer === 'pay') {
      const payUrl = await opts.payOnline(req, orderId, req.params.token);
      if (payUrl) return reply.header('cache-control', 'no-store').redirect(payUrl, 303);
    }
    return reply.redirect(path, 303);
  });
}
