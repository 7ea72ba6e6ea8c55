import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PINCODE_COOKIE,
  PINCODE_COOKIE_MAX_AGE_S,
  formatDeliveryDate,
  parseNeededBy,
  pincodeSchema,
  type DeliveryEstimate,
} from '../../../../contracts/delivery';
import { indiaDate } from '../../../../contracts/india-days';
import type { PaymentChoice } from '../../../payments/payment-policy';
import type { CheckoutStrings } from './strings';

/** What the checkout says about delivery: the estimate for the typed pincode and the "needed by" date. */
export interface CheckoutDelivery {
  estimate: DeliveryEstimate | null;
  neededBy: string | null;
  neededByError?: string;
  /** The shopper needs it before it can arrive: warned once before the order is placed. */
  tooSoon: boolean;
}

/**
 * The estimate for the cart and the pincode in the form (none for a pincode not yet 6 digits).
 * Each one counts against the asker's budget of courier questions, as the estimate route's do
 * (issue 39); past it the page still answers, from kept answers and the shop's own rules.
 */
export async function checkoutDelivery(
  app: FastifyInstance,
  t: CheckoutStrings,
  cartId: string,
  values: Record<string, string>,
  req: FastifyRequest,
  now = new Date(),
): Promise<CheckoutDelivery> {
  const pin = pincodeSchema.safeParse(values.pincode ?? '');
  const estimate = pin.success
    ? await app.deliveryEstimates
        .estimate({ cart: cartId, pincode: pin.data }, now, {
          mayCallCourier: (await app.courierBudget(req)).allowed,
        })
        .catch(() => null)
    : null;
  const needed = parseNeededBy(values.neededBy ?? '', indiaDate(now));
  if (!needed.ok)
    return { estimate, neededBy: null, neededByError: t.neededByProblems[needed.problem], tooSoon: false };
  const tooSoon = !!needed.date && !!estimate?.arrivesBy && needed.date < estimate.arrivesBy;
  return { estimate, neededBy: needed.date, tooSoon };
}

/**
 * Why this order cannot be placed for its pincode: nobody delivers there, or the shopper chose to
 * pay on delivery where it is not taken. The server decides, whatever the form showed.
 */
export function deliveryRefusal(
  t: CheckoutStrings,
  d: CheckoutDelivery,
  choice: PaymentChoice,
  choices: readonly PaymentChoice[],
): string | null {
  const e = d.estimate;
  if (!e) return null;
  if (e.status === 'not_serviceable') return t.notServiceable(e.pincode);
  if (choice === 'on_delivery' && !e.codAvailable)
    return choices.includes('online') ? t.noCod(e.pincode) : t.noCodAtAll(e.pincode);
  return null;
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
