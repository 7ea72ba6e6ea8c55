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
import { rememberAskedLanguage, requestLanguage } from '../../../platform/i18n/request-language';
import { orderPageToken } from '../../../orders/order-link';
import { paymentChoices, splitDue } from '../../../payments/payment-policy';
import { getPaymentSettings } from '../../../payments/payment-settings-store';
import { MAX_ONLINE_PAISE } from '../../../payments/payment-service';
import { formatRupeesRounded, fromPaise } from '../../../../contracts/money';
import { codRefusal, getCodSettings } from '../../../payments/cod-settings-store';
import type { CheckoutPayment } from './payment-choice';
import { confirmChannels } from './confirm-channels';
import { checkoutOffer, holdOffer } from '../../../coupons/checkout-offer';
import { CouponRefusedError } from '../../../coupons/coupon-refused';
import { removeCode } from '../../../coupons/apply-code';
import { couponIntent } from './coupon-intent';
import { discountPaiseOf } from './coupon-field';
import { pincodeFromCookies } from '../../../../contracts/delivery';
import { checkoutDelivery, deliveryRefusal, pincodeCookie } from './checkout-delivery';

/**
 * The local provider's hosted checkout at cart.checkoutUrl: server-rendered, no scripts, fast
 * on a phone. A placed order's link keeps showing its confirmation.
 */
export default async function checkoutPageRoutes(
  app: FastifyInstance,
  opts: {
    /**
     * Where links sent to the shopper point (links/public-origin.ts): PUBLIC_URL, or this machine
     * for a local try-out, never the request's Host header, which whoever places the order writes.
     * A link in a message the shop sends to a number or address typed at checkout must not be one
     * the orderer chose (the confirmation request goes out before anyone has confirmed anything).
     */
    messageOrigin: string;
    orderLimits: OrderLimits;
  },
) {
  await app.register(formBody, { bodyLimit: 16 * 1024 });
  const orderRefusal = orderRateLimits(app, opts.orderLimits);
  const handleCouponIntent = couponIntent(app);
  // The payment's return link too is made from the shop's own address, never the request's Host.
  const origin = (_req: FastifyRequest) => opts.messageOrigin;
  const checkoutPayment = async (): Promise<CheckoutPayment> => {
    const settings = await getPaymentSettings(app.db, app.payments.online);
    return {
      settings,
      choices: paymentChoices(settings, app.payments.online),
      providerName: app.payments.provider.displayName,
    };
  };
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
      const offer = await checkoutOffer(app, cartId, cart.lines);
      // The pincode the shopper typed in the store (or a checkout before) is filled in, with its date.
      const pincode = pincodeFromCookies(req.headers.cookie);
      const values: Record<string, string> = pincode ? { pincode } : {};
      const delivery = await checkoutDelivery(app, t, cartId, values, req);
      return sendPage(
        reply,
        200,
        checkoutForm(
          t,
          await checkoutPayment(),
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
    // unticked on any submit, the one waiting does not go (it is noted below, once the form is valid).
    if (cart && cart.lines.length > 0 && form.whatsappOptIn !== 'yes') await app.checkoutRecovery.withdraw(cartId);
    if (!cart || cart.lines.length === 0) {
      const order = await findOrderByCart(app.db, cartId);
      return order ? reply.redirect(`/checkout/${cartId}`, 303) : sendPage(reply, 404, missingCheckout(t));
    }
    // The form carries the version of the cart it showed: a cart changed since (another tab added
    // a line, a price moved) is shown again with a notice rather than ordered unseen.
    const payment = await checkoutPayment();
    const delivery = await checkoutDelivery(app, t, cartId, values, req);
    if (delivery.estimate) reply.header('set-cookie', pincodeCookie(delivery.estimate.pincode));
    // Apply or remove a code: the page comes back with what the shopper typed; no order is placed.
    const intent = await handleCouponIntent(req, cart, form);
    if (intent)
      return sendPage(
        reply.headers(intent.headers),
        intent.status,
        checkoutForm(t, payment, cart, app.catalog, values, {}, intent.formError, false, {}, intent.offer, delivery),
      );
    let offer = await checkoutOffer(app, cartId, cart.lines);
    if (form.intent === 'estimate')
      return sendPage(
        reply,
        200,
        checkoutForm(t, payment, cart, app.catalog, values, {}, undefined, false, {}, offer, delivery),
      );
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
    // The shopper's choice is checked against what the policy offers; the amount never comes from the form.
    const choice =
      form.payment === 'on_delivery' || form.payment === 'online'
        ? form.payment
        : (payment.choices[0] ?? 'on_delivery');
    if (!payment.choices.includes(choice))
      return sendPage(
        reply,
        422,
        checkoutForm(t, payment, cart, app.catalog, values, {}, t.choosePayment, false, {}, offer, delivery),
      );
    // Issue 28: nobody delivers to this pincode, or pay on delivery is not taken there.
    const refusedDelivery = deliveryRefusal(t, delivery, choice, payment.choices);
    if (refusedDelivery)
      return sendPage(
        reply,
        422,
        checkoutForm(t, payment, cart, app.catalog, values, {}, refusedDelivery, false, {}, offer, delivery),
      );
    // Needed before it can arrive: said once; placing again with the same date goes ahead.
    if (delivery.tooSoon && form.neededByWarned !== delivery.neededBy)
      return sendPage(
        reply,
        200,
        checkoutForm(t, payment, cart, app.catalog, values, {}, undefined, false, {}, offer, delivery),
      );
    const refused = await orderRefusal(req, parsed.details.mobile, parsed.details.email);
    if (refused)
      return sendPage(
        reply.header('retry-after', String(refused.retryAfterSeconds)),
        429,
        checkoutForm(t, payment, cart, app.catalog, values, {}, refused.message, false, {}, offer, delivery),
      );
    // Issue 39: only a valid form (name, mobile, address) that the order limits let through names
    // who may be reminded if this checkout is left (an order to pay online, or one refused below).
    await app.checkoutRecovery.noteCheckoutContact(cartId, parsed.details);
    // Issue 28: the owner's COD rules. Refused above the limit, or for a blocked number or pincode;
    // with confirmation on, a pay-on-delivery order waits "to confirm".
    const cod = choice === 'on_delivery' ? await getCodSettings(app.db) : null;
    try {
      // 'placed' is emitted by the order service once the order is committed.
      const placed = await app.orders.place(
        cartId,
        { ...parsed.details },
        {
          expectedVersion: seenVersion,
          neededBy: delivery.neededBy,
          plan: (totalPaise) => {
            const refused =
              cod &&
              codRefusal(
                cod,
                { mobile: parsed.details.mobile, pincode: parsed.details.pincode, totalPaise },
                payment.choices.includes('online'),
              );
            if (refused) throw new CommerceError('invalid_input', refused);
            const { dueNowPaise } = splitDue(totalPaise, payment.settings, choice);
            // Issue 39: a payment link cannot be made for more; such an order could never be paid.
            if (dueNowPaise > MAX_ONLINE_PAISE)
              throw new CommerceError(
                'invalid_input',
                t.tooMuchOnline(formatRupeesRounded(fromPaise(MAX_ONLINE_PAISE), t.locale)),
              );
            return {
              dueNowPaise,
              expiresAt: new Date(Date.now() + payment.settings.expiryMinutes * 60_000),
              provider: app.payments.provider.id,
            };
          },
          confirmBy: cod?.confirmEnabled ? new Date(Date.now() + cod.confirmHours * 3_600_000) : undefined,
          discount: async (tx, lines) => {
            const held = await holdOffer(tx, app.catalog, cartId, lines, parsed.details.mobile);
            if (discountPaiseOf(held) !== discountPaiseOf(offer)) throw new CartChangedError();
            return held;
          },
        },
      );
      // The payment link is made now, for the server's total; if the provider is slow or down the
      // confirmation's Pay button tries again.
      if (app.payments.online && choice === 'online') {
        const token = await orderPageToken(app.db, placed.id);
        await app.payments
          .startPayment(placed.id, `${origin(req)}/order/${token}/return`)
          .catch((err: unknown) => req.log.warn({ err }, 'could not create the payment link yet'));
      }
      const confirmToken = placed.confirmToken;
      if (confirmToken && cod) {
        const pageToken = await orderPageToken(app.db, placed.id);
        const offer = app.payments.online && cod.prepaidDiscountPercent > 0 ? `${cod.prepaidDiscountPercent}%` : null;
        app.backgroundWork.start(`request to confirm ${placed.id}`, () =>
          app.messages.codConfirmRequest(placed.id, {
            token: confirmToken,
            confirmUrl: `${opts.messageOrigin}/order/${pageToken}/confirm/${confirmToken}`,
            confirmHours: cod.confirmHours,
            prepaidOffer: offer,
          }),
        );
      }
    } catch (err) {
      if (err instanceof CouponRefusedError) {
        // The code does not apply to this order: it is taken off the cart and the page says why.
        await removeCode(app.db, cartId);
        offer = await checkoutOffer(app, cartId, cart.lines);
        offer.refusal = { reason: err.reason, code: err.couponCode, minOrderPaise: err.minOrderPaise };
        return sendPage(
          reply,
          409,
          checkoutForm(t, payment, cart, app.catalog, values, {}, undefined, false, {}, offer, delivery),
        );
      }
      if (err instanceof CartChangedError) {
        const fresh = await app.commerce.getCart(cartId);
        if (fresh && fresh.lines.length > 0) {
          offer = await checkoutOffer(app, cartId, fresh.lines);
          return sendPage(
            reply,
            409,
            checkoutForm(t, payment, fresh, app.catalog, values, {}, undefined, true, {}, offer, delivery),
          );
        }
      }
      if (err instanceof CommerceError) {
        const notes = err instanceof OutOfStockError ? lineStockNotes(err.left, cart.lines) : {};
        return sendPage(
          reply,
          httpStatusOf(err),
          checkoutForm(t, payment, cart, app.catalog, values, {}, err.message, false, notes, offer, delivery),
        );
      }
      throw err;
    }
    // Post/redirect/get: a refresh of the confirmation never submits the order twice.
    return reply.redirect(`/checkout/${cartId}`, 303);
  });
}
