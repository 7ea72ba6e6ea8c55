import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import formBody from '@fastify/formbody';
import { cartIdSchema } from '../../../../contracts/cart';
import { findOrderByCart } from '../../../orders/place-order';
import { CommerceError } from '../../../commerce/types';
import { OutOfStockError, cartShortfalls, lineStockNotes } from '../../../commerce/local/stock';
import { httpStatusOf } from '../../plugins/error-handler';
import { noStore } from '../../plugins/no-store';
import { CartChangedError, cartVersion } from '../../../orders/cart-version';
import { parseDeliveryDetails } from './delivery-details';
import { FONT_PATH, fontFile } from './fonts';
import { orderRateLimits, type OrderLimits } from './order-limits';
import { CHECKOUT_CSS } from './styles';
import { checkoutForm, confirmation, missingCheckout } from './views';
import { CHECKOUT_STRINGS, type CheckoutStrings } from './strings';
import { rememberAskedLanguage, requestLanguage } from '../../requests/request-language';
import { orderPageToken } from '../../../orders/order-link';
import { MAX_ONLINE_PAISE } from '../../../payments/payment-service';
import { formatRupeesRounded, fromPaise } from '../../../../contracts/money';
import { confirmChannels } from './confirm-channels';
import { discountPaiseOf } from '../../../coupons/checkout-offer';
import { couponIntent } from './coupon-intent';
import { pincodeFromCookies } from '../../../../contracts/delivery';
import { deliveryView, pincodeCookie } from './checkout-delivery';
import { TooMuchOnlineError, createCheckoutService, type CheckoutProblem } from '../../../checkout/checkout-service';

/**
 * The local provider's hosted checkout at cart.checkoutUrl: server-rendered, no scripts, fast
 * on a phone. A placed order's link keeps showing its confirmation.
 */
export default async function checkoutPageRoutes(
  app: FastifyInstance,
  opts: {
    /**
     * The shop's own address (links/public-origin.ts): PUBLIC_URL, or this machine for a local
     * try-out, never the request's Host header, which whoever places the order writes. The
     * payment's return link is made from it.
     */
    shopOrigin: string;
    orderLimits: OrderLimits;
  },
) {
  await app.register(formBody, { bodyLimit: 16 * 1024 });
  const orderRefusal = orderRateLimits(app, opts.orderLimits);
  const handleCouponIntent = couponIntent(app);
  // The decisions of placing an order live in checkout/; this page parses the form and renders.
  const checkout = createCheckoutService({
    db: app.db,
    catalog: app.catalog,
    orders: app.orders,
    payments: app.payments,
    estimates: app.deliveryEstimates,
    recovery: app.checkoutRecovery,
    shopOrigin: opts.shopOrigin,
  });
  const confirmationOf = async (t: CheckoutStrings, order: NonNullable<Awaited<ReturnType<typeof findOrderByCart>>>) =>
    confirmation(t, {
      ...order,
      // A preview drawn from the shopper's photo is reached through a short-lived link (issue 39).
      lines: order.lines.map((l) => ({
        ...l,
        previewImageUrl: l.previewImageUrl && app.photoLinks.signUrl(l.previewImageUrl),
      })),
      orderPagePath: `/order/${await orderPageToken(app.db, order.id)}`,
      confirmBy: confirmChannels(app.messages.channelsThatReach(order.contact)),
    });

  app.get('/checkout/assets/checkout.css', (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CHECKOUT_CSS),
  );

  // Only the files the stylesheet names: the parameter never reaches the file system unchecked.
  app.get<{ Params: { file: string } }>(`${FONT_PATH}:file`, (req, reply) => {
    const path = fontFile(req.params.file);
    if (!path) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type('font/woff2').header('cache-control', 'public, max-age=86400').send(createReadStream(path));
  });

  const sendPage = (reply: FastifyReply, status: number, body: string) =>
    noStore(reply.code(status).type('text/html; charset=utf-8')).send(body);

  // The page is in the shopper's language: the storefront's cookie, or a `?lang=` link.
  const stringsOf = (req: FastifyRequest) => CHECKOUT_STRINGS[requestLanguage(req)];

  /**
   * The delivery promise for the typed pincode and date. Each estimate counts against the asker's
   * budget of courier questions, as the estimate route's do (issue 39); past it the page still
   * answers, from kept answers and the shop's own rules.
   */
  const deliveryFor = async (req: FastifyRequest, t: CheckoutStrings, cartId: string, values: Record<string, string>) =>
    deliveryView(t, await checkout.delivery(cartId, values, (await app.courierBudget(req)).allowed));

  /** What the checkout service refused, in the shopper's language. */
  const problemText = (t: CheckoutStrings, p: CheckoutProblem): string | undefined => {
    if (p.problem === 'choose_payment') return t.choosePayment;
    if (p.problem === 'not_serviceable') return t.notServiceable(p.pincode);
    if (p.problem === 'no_cod') return p.online ? t.noCod(p.pincode) : t.noCodAtAll(p.pincode);
    // Too soon: the date field says it, beside the date.
    return undefined;
  };

  app.get<{ Params: { cartId: string } }>('/checkout/:cartId', async (req, reply) => {
    const cartId = req.params.cartId;
    const t = stringsOf(req);
    rememberAskedLanguage(req, reply);
    if (!cartIdSchema.safeParse(cartId).success) return sendPage(reply, 404, missingCheckout(t));
    // An open cart is checked out (again, when an unpaid order expired and reopened it).
    const cart = await app.commerce.getCart(cartId);
    if (cart && cart.lines.length > 0) {
      // A piece sold out since it was added is said beside its line before the form is filled in.
      const notes = lineStockNotes(await cartShortfalls(app.db, cart.lines), cart.lines);
      const offer = await checkout.offer(cartId, cart.lines);
      // The pincode the shopper typed in the store (or a checkout before) is filled in, with its date.
      const pincode = pincodeFromCookies(req.headers.cookie);
      const values: Record<string, string> = pincode ? { pincode } : {};
      const delivery = await deliveryFor(req, t, cartId, values);
      return sendPage(
        reply,
        200,
        checkoutForm(
          t,
          await checkout.paymentOptions(),
          cart,
          app.catalog,
          values,
          {},
          undefined,
          false,
          notes,
          offer,
          delivery,
        ),
      );
    }
    const order = await findOrderByCart(app.db, cartId);
    if (order) return sendPage(reply, 200, await confirmationOf(t, order));
    return sendPage(reply, 404, missingCheckout(t));
  });

  app.post<{ Params: { cartId: string }; Body: Record<string, unknown> }>('/checkout/:cartId', async (req, reply) => {
    const cartId = req.params.cartId;
    const t = stringsOf(req);
    if (!cartIdSchema.safeParse(cartId).success) return sendPage(reply, 404, missingCheckout(t));
    const form = typeof req.body === 'object' && req.body !== null ? req.body : {};
    // Echoed back into the form: control characters (NUL included) are dropped, never rendered.
    const values = Object.fromEntries(
      Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v.replace(/\p{Cc}/gu, '').slice(0, 200) : '']),
    );
    const cart = await app.commerce.getCart(cartId);
    // Issue 29: a number with the WhatsApp opt-in may get one reminder if the checkout is left;
    // unticked on any submit, the one waiting does not go (it is noted once the form is valid).
    if (cart && cart.lines.length > 0 && form.whatsappOptIn !== 'yes') await app.checkoutRecovery.withdraw(cartId);
    if (!cart || cart.lines.length === 0) {
      const order = await findOrderByCart(app.db, cartId);
      return order ? reply.redirect(`/checkout/${cartId}`, 303) : sendPage(reply, 404, missingCheckout(t));
    }
    const payment = await checkout.paymentOptions();
    const delivery = await deliveryFor(req, t, cartId, values);
    if (delivery.estimate) reply.header('set-cookie', pincodeCookie(delivery.estimate.pincode));
    // Apply or remove a code: the page comes back with what the shopper typed; no order is placed.
    const intent = await handleCouponIntent(req, cart, form);
    if (intent)
      return sendPage(
        reply.headers(intent.headers),
        intent.status,
        checkoutForm(t, payment, cart, app.catalog, values, {}, intent.formError, false, {}, intent.offer, delivery),
      );
    const offer = await checkout.offer(cartId, cart.lines);
    if (form.intent === 'estimate')
      return sendPage(
        reply,
        200,
        checkoutForm(t, payment, cart, app.catalog, values, {}, undefined, false, {}, offer, delivery),
      );
    // The form carries the version of the cart it showed: a cart changed since (another tab added
    // a line, a price moved) is shown again with a notice rather than ordered unseen.
    const seenVersion = typeof form.cartVersion === 'string' ? form.cartVersion : '';
    const changed = seenVersion !== cartVersion(cart.lines);
    const parsed = parseDeliveryDetails(form);
    if (!parsed.ok || delivery.neededByError) {
      const errors = {
        ...(parsed.ok ? {} : parsed.errors),
        ...(delivery.neededByError ? { neededBy: delivery.neededByError } : {}),
      };
      return sendPage(
        reply,
        422,
        checkoutForm(t, payment, cart, app.catalog, values, errors, undefined, changed, {}, offer, delivery),
      );
    }
    // The discount shown is part of what the shopper agreed to, like the lines.
    const discountChanged = String(discountPaiseOf(offer)) !== (form.discountSeen ?? '0');
    if (changed || discountChanged)
      return sendPage(
        reply,
        409,
        checkoutForm(t, payment, cart, app.catalog, values, {}, undefined, true, {}, offer, delivery),
      );
    const reviewed = checkout.review({
      askedPayment: form.payment,
      payment,
      delivery,
      neededByWarned: form.neededByWarned,
    });
    if (!reviewed.ok)
      return sendPage(
        reply,
        reviewed.problem === 'too_soon' ? 200 : 422,
        checkoutForm(t, payment, cart, app.catalog, values, {}, problemText(t, reviewed), false, {}, offer, delivery),
      );
    const refused = await orderRefusal(req, parsed.details.mobile, parsed.details.email);
    if (refused)
      return sendPage(
        reply.header('retry-after', String(refused.retryAfterSeconds)),
        429,
        checkoutForm(t, payment, cart, app.catalog, values, {}, refused.message, false, {}, offer, delivery),
      );
    try {
      const outcome = await checkout.place({
        cartId,
        lines: cart.lines,
        contact: parsed.details,
        choice: reviewed.choice,
        payment,
        seenVersion,
        seenOffer: offer,
        neededBy: delivery.neededBy,
        log: req.log,
      });
      if ('couponRefused' in outcome)
        return sendPage(
          reply,
          409,
          checkoutForm(
            t,
            payment,
            cart,
            app.catalog,
            values,
            {},
            undefined,
            false,
            {},
            outcome.couponRefused,
            delivery,
          ),
        );
    } catch (err) {
      if (err instanceof CartChangedError) {
        const fresh = await app.commerce.getCart(cartId);
        if (fresh && fresh.lines.length > 0)
          return sendPage(
            reply,
            409,
            checkoutForm(
              t,
              payment,
              fresh,
              app.catalog,
              values,
              {},
              undefined,
              true,
              {},
              await checkout.offer(cartId, fresh.lines),
              delivery,
            ),
          );
      }
      if (err instanceof CommerceError) {
        const notes = err instanceof OutOfStockError ? lineStockNotes(err.left, cart.lines) : {};
        const message =
          err instanceof TooMuchOnlineError
            ? t.tooMuchOnline(formatRupeesRounded(fromPaise(MAX_ONLINE_PAISE), t.locale))
            : err.message;
        return sendPage(
          reply,
          httpStatusOf(err),
          checkoutForm(t, payment, cart, app.catalog, values, {}, message, false, notes, offer, delivery),
        );
      }
      throw err;
    }
    // Post/redirect/get: a refresh of the confirmation never submits the order twice.
    return reply.redirect(`/checkout/${cartId}`, 303);
  });
}
