import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Cart } from '../../../../contracts/cart';
import { applyCode, removeCode } from '../../../coupons/apply-code';
import { checkoutOffer, type CheckoutOffer } from '../../../coupons/checkout-offer';

/**
 * The checkout form's coupon buttons (coupon-field.tsx) post to the checkout with an intent, and
 * an order posted with a code typed in the field applies it first. This answers the page to show
 * for one, or null when the post is an order. Tries to apply a code are
 * rate limited per address (a 429 with Retry-After and the form's notice).
 */
export function couponIntent(app: FastifyInstance) {
  const limited = couponAttemptLimit(app);
  return async (
    req: FastifyRequest,
    cart: Cart,
    form: Record<string, unknown>,
  ): Promise<{ status: number; headers: Record<string, string>; offer: CheckoutOffer; formError?: string } | null> => {
    if (form.intent === 'remove_coupon') {
      await removeCode(app.db, cart.id);
      return { status: 200, headers: {}, offer: await checkoutOffer(app, cart.id, cart.lines) };
    }
    const typed = typeof form.couponCode === 'string' ? form.couponCode : '';
    // Enter in the code field, or Place order with a code typed and not applied (the field is only
    // there while none is): the code is applied and the page shows the new total, since placing
    // at a total the shopper has not seen, or without the code they meant, is wrong either way.
    const typedNotApplied = form.intent === undefined && typed.trim() !== '';
    if (form.intent !== 'apply_coupon' && !typedNotApplied) return null;
    const refused = typed.trim() ? await limited(req) : null;
    if (refused)
      return {
        status: 429,
        headers: { 'retry-after': String(refused.retryAfterSeconds) },
        offer: await checkoutOffer(app, cart.id, cart.lines),
        formError: `Too many codes tried. Please try again in ${Math.max(1, Math.ceil(refused.retryAfterSeconds / 60))} minutes.`,
      };
    const offer = await applyCode(app, cart.id, cart.lines, typed);
    return { status: offer.refusal ? 422 : 200, headers: {}, offer };
  };
}

/**
 * Trying codes is guessing them: 20 tries per 10 minutes from one address (in Redis when set, so
 * every server shares the count). Answers the refusal's text, or null.
 */
function couponAttemptLimit(app: FastifyInstance) {
  const limit = app.createRateLimit({
    max: 20,
    timeWindow: '10 minutes',
    keyGenerator: (req) => `coupon-tries:${req.ip}`,
  });
  return async (req: FastifyRequest): Promise<{ retryAfterSeconds: number } | null> => {
    const r = await limit(req);
    return !r.isAllowed && r.isExceeded ? { retryAfterSeconds: r.ttlInSeconds } : null;
  };
}
