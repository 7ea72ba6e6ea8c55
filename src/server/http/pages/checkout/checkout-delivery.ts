import {
  PINCODE_COOKIE,
  PINCODE_COOKIE_MAX_AGE_S,
  formatDeliveryDate,
  type DeliveryEstimate,
} from '../../../../contracts/delivery';
import type { CheckoutDeliveryPromise } from '../../../checkout/checkout-service';
import type { CheckoutStrings } from './strings';

/** What the checkout says about delivery: the estimate for the typed pincode and the "needed by" date. */
export interface CheckoutDelivery {
  estimate: DeliveryEstimate | null;
  neededBy: string | null;
  neededByError?: string;
  /** The shopper needs it before it can arrive: warned once before the order is placed. */
  tooSoon: boolean;
}

/** The checkout service's delivery promise, its "needed by" problem said in the shopper's language. */
export function deliveryView(t: CheckoutStrings, promise: CheckoutDeliveryPromise): CheckoutDelivery {
  const { neededByProblem, ...rest } = promise;
  return neededByProblem ? { ...rest, neededByError: t.neededByProblems[neededByProblem] } : rest;
}

/**
 * The sentence the page shows under the pincode. While the courier does not answer (issue 39) a
 * date is only what usually happens, and the shop says it will confirm delivery to the PIN.
 */
export function deliverySentence(t: CheckoutStrings, e: DeliveryEstimate): string {
  if (e.status === 'not_serviceable') return t.notServiceable(e.pincode);
  if (e.confirmed === false)
    return e.arrivesBy
      ? t.madeAndUsuallyArrives(e.makingDays, formatDeliveryDate(e.arrivesBy, t.locale))
      : t.willConfirmDelivery;
  if (!e.arrivesBy) return t.noEstimate;
  return t.madeAndArrives(e.makingDays, formatDeliveryDate(e.arrivesBy, t.locale));
}

/** Remembers a pincode the shopper typed, as the storefront does, so the next checkout starts with it. */
export const pincodeCookie = (pincode: string) =>
  `${PINCODE_COOKIE}=${pincode}; Path=/; Max-Age=${PINCODE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
