import type { Language } from '../../../../contracts/language';
import { formatRupees, fromPaise } from '../../../../contracts/money';
import { discountPaiseOf, type CheckoutOffer } from '../../../coupons/checkout-offer';
import { refusalText } from '../../../coupons/refusal-text';
import type { CheckoutStrings } from './strings';

/** The form the checkout's fields belong to: the code field sits in the summary, outside it. */
export const CHECKOUT_FORM_ID = 'checkout';

const STRINGS = {
  en: {
    label: 'Coupon code',
    apply: 'Apply',
    remove: 'Remove',
    applied: (code: string, saved: string) => `${code} applied: you save ${saved}.`,
    offer: (title: string, saved: string) => `${title}: you save ${saved}.`,
    discount: (name: string) => `Discount (${name})`,
  },
  hi: {
    label: 'कूपन कोड',
    apply: 'लागू करें',
    remove: 'हटाएँ',
    applied: (code: string, saved: string) => `${code} लागू हो गया: आपकी बचत ${saved}।`,
    offer: (title: string, saved: string) => `${title}: आपकी बचत ${saved}।`,
    discount: (name: string) => `छूट (${name})`,
  },
} satisfies Record<Language, unknown>;

export const languageOf = (t: CheckoutStrings): Language => (t.lang === 'hi' ? 'hi' : 'en');
export const couponStrings = (t: CheckoutStrings) => STRINGS[languageOf(t)];

/**
 * The code field. Apply submits the checkout form with an intent, so what the shopper has typed in
 * the delivery fields comes back with the page (it is also the form's default button, so Enter in
 * a field applies the code or, with none typed, shows the page again: it never places the order
 * unseen). Remove is a form of its own, so Enter can never remove a code. The refusal or the
 * saving is announced (role=alert / role=status) and tied to the field.
 */
export function CouponField({
  t,
  cartId,
  offer,
  typed,
}: {
  t: CheckoutStrings;
  cartId: string;
  offer?: CheckoutOffer;
  typed?: string;
}) {
  const s = couponStrings(t);
  const saved = formatRupees(fromPaise(discountPaiseOf(offer)), t.locale);
  const refusal = offer?.refusal;
  const error = refusal ? refusalText(languageOf(t), refusal.reason, refusal.code, refusal.minOrderPaise) : null;
  const applied = offer?.code && !refusal ? offer.code : null;
  return (
    <div className="coupon">
      {applied ? (
        <div className="row">
          <p className="applied" role="status">
            {s.applied(applied, saved)}
          </p>
          <form className="inline" method="post" action={`/checkout/${cartId}`}>
            <input type="hidden" name="intent" value="remove_coupon" />
            <button className="link" type="submit">
              {s.remove}
            </button>
          </form>
        </div>
      ) : (
        <>
          {offer?.title && offer.adjustments.length > 0 ? (
            <p className="applied" role="status">
              {s.offer(offer.title, saved)}
            </p>
          ) : null}
          <label htmlFor="couponCode">{s.label}</label>
          <div className="prefix">
            <input
              id="couponCode"
              name="couponCode"
              form={CHECKOUT_FORM_ID}
              defaultValue={typed ?? refusal?.code ?? ''}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={24}
              {...(error ? { 'aria-invalid': true, 'aria-describedby': 'couponCode-error' } : {})}
            />
            <button
              className="button small"
              type="submit"
              form={CHECKOUT_FORM_ID}
              name="intent"
              value="apply_coupon"
              formNoValidate
            >
              {s.apply}
            </button>
          </div>
          {error ? (
            <span className="error" id="couponCode-error" role="alert">
              {error}
            </span>
          ) : null}
        </>
      )}
    </div>
  );
}
