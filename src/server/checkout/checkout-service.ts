import type { CartLine } from '../../contracts/cart';
import type { CodSettings } from '../../contracts/cod';
import { type NEEDED_BY_MESSAGES, parseNeededBy, pincodeSchema, type DeliveryEstimate } from '../../contracts/delivery';
import { indiaDate } from '../../contracts/india-days';
import type { CatalogService } from '../catalog/catalog-service';
import { CommerceError } from '../commerce/types';
import { removeCode } from '../coupons/apply-code';
import { checkoutOffer, discountPaiseOf, type CheckoutOffer } from '../coupons/checkout-offer';
import { CouponRefusedError } from '../coupons/coupon-refused';
import { orderPageToken } from '../orders/order-link';
import type { OrderService } from '../orders/order-service';
import type { PaymentTerms, PlacedOrder } from '../orders/place-order';
import { codRefusal, getCodSettings } from '../payments/cod-settings-store';
import { MAX_ONLINE_PAISE, type PaymentService } from '../payments/payment-service';
import { getPaymentSettings } from '../payments/payment-settings-store';
import { paymentChoices, splitDue, type PaymentChoice, type PaymentSettings } from '../payments/payment-policy';
import type { Database } from '../platform/db/client';
import { priceCatalogLines } from '../pricing/catalog-lines';
import { isFree } from '../pricing/price-lines';
import type { CheckoutRecovery, ReminderContact } from '../recovery/checkout-reminders';
import type { DeliveryEstimator } from '../shipping/delivery-estimate';

/** What the checkout may offer, decided by the owner's policy and whether a provider is set up. */
export interface CheckoutPayment {
  settings: PaymentSettings;
  choices: PaymentChoice[];
  /** The online provider's name, as the shopper reads it ("… on <provider>'s secure page"). */
  providerName: string;
}

/** The delivery promise for the form: the estimate for the typed pincode and the "needed by" date. */
export interface CheckoutDeliveryPromise {
  estimate: DeliveryEstimate | null;
  neededBy: string | null;
  /** Why the "needed by" date cannot be taken; the page says it in the shopper's language. */
  neededByProblem?: keyof typeof NEEDED_BY_MESSAGES;
  /** The shopper needs it before it can arrive: warned once before the order is placed. */
  tooSoon: boolean;
}

/** Why an order cannot be placed as asked: the page says each in the shopper's language. */
export type CheckoutProblem =
  /** The form's payment choice is not one the policy offers. */
  | { problem: 'choose_payment' }
  /** Issue 28: nobody delivers to this pincode. */
  | { problem: 'not_serviceable'; pincode: string }
  /** Pay on delivery is not taken at this pincode; `online` says whether paying online is offered instead. */
  | { problem: 'no_cod'; pincode: string; online: boolean }
  /** Needed before it can arrive: said once; placing again with the same date goes ahead. */
  | { problem: 'too_soon' };

/** The contact the order is placed for, as the checkout form's details parse it. */
export interface CheckoutContact extends ReminderContact {
  email: string;
  pincode: string;
  [field: string]: string;
}

/** Issue 39: more than a payment link can be made for is due online; such an order could never be paid. */
export class TooMuchOnlineError extends CommerceError {
  constructor() {
    super('invalid_input', 'This order is more than can be paid online at once.');
  }
}

export interface CheckoutDeps {
  db: Database;
  catalog: CatalogService;
  orders: Pick<OrderService, 'place'>;
  payments: Pick<PaymentService, 'online' | 'provider' | 'startPayment'>;
  estimates: DeliveryEstimator;
  recovery: Pick<CheckoutRecovery, 'noteCheckoutContact' | 'withdraw'>;
  /**
   * The shop's own origin (links/public-origin.ts): the payment's return link is made from it,
   * never from the request's Host header, which whoever places the order writes.
   */
  shopOrigin: string;
}

/**
 * Placing an order from the local checkout (issue 40): the decisions between a filled-in form and
 * the order service. Which ways to pay the policy offers, the delivery promise for the pincode,
 * the shop's pay-on-delivery rules and its request to confirm, the coupon held under its lock, what
 * is due online now and the payment link. The page (http/pages/checkout/) parses the form, calls
 * this and renders what it answers; messages send the request to confirm on the order's
 * 'to_confirm' event, whose terms this decides.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { db, catalog, payments } = deps;

  async function paymentOptions(): Promise<CheckoutPayment> {
    const settings = await getPaymentSettings(db, payments.online);
    return {
      settings,
      choices: paymentChoices(settings, payments.online),
      providerName: payments.provider.displayName,
    };
  }

  /** The discount the cart gets now (its code's, or the best automatic offer). */
  const offer = (cartId: string, lines: readonly CartLine[]) => checkoutOffer({ db, catalog }, cartId, lines);

  /**
   * The estimate for the cart and the typed pincode (none for a pincode not yet 6 digits) and the
   * "needed by" date. `mayCallCourier`: the asker is within its budget of courier questions (issue
   * 39); past it the estimate comes from kept answers and the shop's own rules.
   */
  async function delivery(
    cartId: string,
    typed: { pincode?: string; neededBy?: string },
    mayCallCourier: boolean,
    now = new Date(),
  ): Promise<CheckoutDeliveryPromise> {
    const pin = pincodeSchema.safeParse(typed.pincode ?? '');
    const estimate = pin.success
      ? await deps.estimates.estimate({ cart: cartId, pincode: pin.data }, now, { mayCallCourier }).catch(() => null)
      : null;
    const needed = parseNeededBy(typed.neededBy ?? '', indiaDate(now));
    if (!needed.ok) return { estimate, neededBy: null, neededByProblem: needed.problem, tooSoon: false };
    const tooSoon = !!needed.date && !!estimate?.arrivesBy && needed.date < estimate.arrivesBy;
    return { estimate, neededBy: needed.date, tooSoon };
  }

  /**
   * The way to pay, checked against what the policy offers (the amount never comes from the form),
   * and whether the pincode takes the order: the server decides, whatever the form showed.
   */
  function review(input: {
    askedPayment: unknown;
    payment: CheckoutPayment;
    delivery: CheckoutDeliveryPromise;
    /** The "needed by" date the shopper was already warned about, from the form. */
    neededByWarned: unknown;
  }): { ok: true; choice: PaymentChoice } | ({ ok: false } & CheckoutProblem) {
    const { payment, delivery: d } = input;
    const asked = input.askedPayment;
    const choice: PaymentChoice =
      asked === 'on_delivery' || asked === 'online' ? asked : (payment.choices[0] ?? 'on_delivery');
    if (!payment.choices.includes(choice)) return { ok: false, problem: 'choose_payment' };
    const e = d.estimate;
    if (e?.status === 'not_serviceable') return { ok: false, problem: 'not_serviceable', pincode: e.pincode };
    if (e && choice === 'on_delivery' && !e.codAvailable)
      return { ok: false, problem: 'no_cod', pincode: e.pincode, online: payment.choices.includes('online') };
    if (d.tooSoon && input.neededByWarned !== d.neededBy) return { ok: false, problem: 'too_soon' };
    return { ok: true, choice };
  }

  /**
   * How an order at this total is paid: what is due online now under the owner's policy, or why it
   * may not be placed as asked (the shop's pay-on-delivery rules, more than a link can take). The
   * order service applies the refusal only after its own checks of the cart, stock and coupon.
   */
  function paymentTerms(
    pricing: { totalPaise: number; subtotalPaise: number },
    {
      choice,
      payment,
      cod,
      contact,
    }: { choice: PaymentChoice; payment: CheckoutPayment; cod: CodSettings | null; contact: CheckoutContact },
  ): PaymentTerms {
    const totalPaise = pricing.totalPaise;
    // A free order is placed paid whatever the policy says (pricing's isFree): nothing to plan or refuse.
    if (isFree(pricing)) return { totalPaise, online: null, refusal: null };
    const codRefused =
      cod &&
      codRefusal(
        cod,
        { mobile: contact.mobile, pincode: contact.pincode, totalPaise },
        payment.choices.includes('online'),
      );
    if (codRefused) return { totalPaise, online: null, refusal: new CommerceError('invalid_input', codRefused) };
    const { dueNowPaise } = splitDue(totalPaise, payment.settings, choice);
    // Issue 39: a payment link cannot be made for more; such an order could never be paid.
    if (dueNowPaise > MAX_ONLINE_PAISE) return { totalPaise, online: null, refusal: new TooMuchOnlineError() };
    if (dueNowPaise === 0) return { totalPaise, online: null, refusal: null };
    return {
      totalPaise,
      online: {
        dueNowPaise,
        expiresAt: new Date(Date.now() + payment.settings.expiryMinutes * 60_000),
        provider: payments.provider.id,
      },
      refusal: null,
    };
  }

  /**
   * Places the order. Throws the order service's refusals (out of stock, the cart changed, a COD
   * rule, TooMuchOnlineError) with nothing written; a coupon that no longer applies is taken off
   * the cart and answered with the new offer and why.
   */
  async function place(input: {
    cartId: string;
    /** The cart's lines as the page showed them: the new offer after a refused coupon is priced on them. */
    lines: readonly CartLine[];
    contact: CheckoutContact;
    choice: PaymentChoice;
    payment: CheckoutPayment;
    /** The cart's version and the discount the page showed: the order is placed only at those. */
    seenVersion: string;
    seenOffer: CheckoutOffer;
    neededBy: string | null;
    /** Where a payment link that could not be made yet is reported (the confirmation's Pay button tries again). */
    log: { warn(obj: object, msg: string): void };
  }): Promise<{ placed: PlacedOrder } | { couponRefused: CheckoutOffer }> {
    const { cartId, contact, choice, payment } = input;
    // Issue 39: only a valid form that the order limits let through names who may be reminded if
    // this checkout is left (an order to pay online, or one refused below).
    await deps.recovery.noteCheckoutContact(cartId, contact);
    // Issue 28: the owner's COD rules. Refused above the limit, or for a blocked number or pincode;
    // with confirmation on, a pay-on-delivery order waits "to confirm".
    const cod = choice === 'on_delivery' ? await getCodSettings(db) : null;
    const discountPaise = discountPaiseOf(input.seenOffer);
    // The total the page showed, from the one pricing module: the plan below is made for it, and
    // the order service places the order only if it prices the cart at the same total inside its
    // transaction (else the page shows the cart again).
    const pricing = priceCatalogLines(catalog, input.lines, input.seenOffer.adjustments);
    let placed: PlacedOrder;
    try {
      // 'placed' (and 'to_confirm') are emitted by the order service once the order is committed.
      placed = await deps.orders.place(
        cartId,
        { ...contact },
        {
          expectedVersion: input.seenVersion,
          neededBy: input.neededBy,
          offer: { phone: contact.mobile, discountPaise },
          terms: paymentTerms(pricing, { choice, payment, cod, contact }),
          confirm: cod?.confirmEnabled
            ? {
                hours: cod.confirmHours,
                prepaidPercent: payments.online && cod.prepaidDiscountPercent > 0 ? cod.prepaidDiscountPercent : null,
              }
            : undefined,
        },
      );
    } catch (err) {
      if (!(err instanceof CouponRefusedError)) throw err;
      // The code does not apply to this order: it is taken off the cart and the page says why.
      await removeCode(db, cartId);
      const fresh = await offer(cartId, input.lines);
      fresh.refusal = { reason: err.reason, code: err.couponCode, minOrderPaise: err.minOrderPaise };
      return { couponRefused: fresh };
    }
    // The payment link is made now, for the server's total; if the provider is slow or down the
    // confirmation's Pay button tries again.
    if (payments.online && choice === 'online')
      await payments
        .startPayment(placed.id, `${deps.shopOrigin}/order/${await orderPageToken(db, placed.id)}/return`)
        .catch((err: unknown) => input.log.warn({ err }, 'could not create the payment link yet'));
    return { placed };
  }

  return { paymentOptions, offer, delivery, review, place };
}
