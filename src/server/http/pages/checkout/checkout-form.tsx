import type { ComponentProps, ReactNode } from 'react';
import type { Cart } from '../../../../contracts/cart';
import { formatRupees, fromPaise } from '../../../../contracts/money';
import { POLICY_PAGES } from '../../../../contracts/settings';
import type { CatalogService } from '../../../catalog/catalog-service';
import { cartVersion } from '../../../orders/cart-version';
import { INDIAN_STATES } from './delivery-details';
import { stateName } from '../../../../contracts/indian-states-hi';
import { priceCatalogLines } from '../../../pricing/catalog-lines';
import { OrderSummary } from './order-summary';
import { discountPaiseOf, type CheckoutOffer } from '../../../coupons/checkout-offer';
import type { CheckoutPayment } from '../../../checkout/checkout-service';
import { CHECKOUT_FORM_ID } from './coupon-field';
import { PaymentChoiceField } from './payment-choice';
import { fieldError, type CheckoutStrings } from './strings';
import type { CheckoutDelivery } from './checkout-delivery';
import { DeliveryEstimateNote, NeededByField } from './delivery-date-field';

type Values = Record<string, string>;

/** A field's error sits beside it and is tied to it, so a screen reader reads it with the field. */
function invalid(name: string, errors: Values) {
  return errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {};
}

function FieldError({ t, name, errors }: { t: CheckoutStrings; name: string; errors: Values }) {
  const message = errors[name];
  return message ? (
    <span className="error" id={`${name}-error`}>
      {fieldError(t, name, message)}
    </span>
  ) : null;
}

function LabelText({ label, hint }: { label: string; hint?: string }) {
  return (
    <>
      {label}
      {hint ? <span className="hint">{` ${hint}`}</span> : null}
    </>
  );
}

function Field({
  t,
  name,
  label,
  hint,
  values,
  errors,
  ...input
}: {
  t: CheckoutStrings;
  name: string;
  label: string;
  hint?: string;
  values: Values;
  errors: Values;
} & ComponentProps<'input'>) {
  return (
    <label htmlFor={name}>
      <LabelText label={label} hint={hint} />
      <input id={name} name={name} defaultValue={values[name] ?? ''} {...input} {...invalid(name, errors)} />
      <FieldError t={t} name={name} errors={errors} />
    </label>
  );
}

function Notices({
  t,
  errors,
  formError,
  cartChanged,
}: {
  t: CheckoutStrings;
  errors: Values;
  formError?: string;
  cartChanged: boolean;
}) {
  const notice: ReactNode = formError ?? (Object.keys(errors).length > 0 ? t.checkFields : null);
  return (
    <>
      {cartChanged ? (
        <p className="alert" role="alert">
          {t.cartChanged}
        </p>
      ) : null}
      {notice ? (
        <p className="alert" role="alert">
          {notice}
        </p>
      ) : null}
    </>
  );
}

export function CheckoutForm({
  t,
  cart,
  catalog,
  values,
  errors,
  formError,
  cartChanged,
  payment,
  lineNotes,
  offer,
  delivery,
}: {
  t: CheckoutStrings;
  delivery?: CheckoutDelivery;
  payment: CheckoutPayment;
  offer?: CheckoutOffer;
  lineNotes: Record<string, string>;
  cart: Cart;
  catalog: CatalogService;
  values: Values;
  errors: Values;
  formError?: string;
  cartChanged: boolean;
}) {
  const fieldProps = { t, values, errors };
  const pricing = priceCatalogLines(catalog, cart.lines, offer?.adjustments);
  const totalShown = formatRupees(fromPaise(pricing.totalPaise), t.locale);
  return (
    <main className="two">
      {/* Enter in a field submits with the form's first submit button in the page's order, which
          would be the summary's Apply (above the form): this one comes first and places the order,
          and a code typed and not applied is applied first (coupon-intent.ts). Out of sight and
          out of the tab order: the Place order button below is the one people see and use. */}
      <button className="implicit-submit" type="submit" form={CHECKOUT_FORM_ID} tabIndex={-1} aria-hidden="true">
        {t.placeOrder(totalShown)}
      </button>
      <OrderSummary
        t={t}
        cart={cart}
        catalog={catalog}
        pricing={pricing}
        lineNotes={lineNotes}
        offer={offer}
        couponTyped={values.couponCode}
      />
      <section className="card" aria-labelledby="details-title">
        <h1 id="details-title">{t.detailsTitle}</h1>
        <p className="muted">{t.callNote}</p>
        <Notices t={t} errors={errors} formError={formError} cartChanged={cartChanged} />
        <form id={CHECKOUT_FORM_ID} method="post" action={`/checkout/${cart.id}`} noValidate>
          <input type="hidden" name="cartVersion" value={cartVersion(cart.lines)} />
          <input type="hidden" name="discountSeen" value={String(discountPaiseOf(offer))} />
          <Field name="fullName" label={t.fullName} autoComplete="name" required maxLength={80} {...fieldProps} />
          <label htmlFor="mobile">
            <LabelText label={t.mobile} hint={t.mobileHint} />
            <span className="prefix">
              <span aria-hidden>+91</span>
              <input
                id="mobile"
                name="mobile"
                defaultValue={values.mobile ?? ''}
                inputMode="tel"
                autoComplete="tel-national"
                required
                maxLength={16}
                {...invalid('mobile', errors)}
              />
            </span>
            <FieldError t={t} name="mobile" errors={errors} />
          </label>
          <Field
            name="email"
            label={t.email}
            hint={t.emailHint}
            type="email"
            autoComplete="email"
            maxLength={120}
            {...fieldProps}
          />
          <Field
            name="address1"
            label={t.address1}
            autoComplete="address-line1"
            required
            maxLength={120}
            {...fieldProps}
          />
          <Field
            name="address2"
            label={t.address2}
            hint={t.optional}
            autoComplete="address-line2"
            maxLength={120}
            {...fieldProps}
          />
          <div className="grid2">
            <Field name="city" label={t.city} autoComplete="address-level2" required maxLength={60} {...fieldProps} />
            <Field
              name="pincode"
              label={t.pincode}
              inputMode="numeric"
              autoComplete="postal-code"
              required
              maxLength={6}
              {...fieldProps}
            />
          </div>
          <DeliveryEstimateNote t={t} delivery={delivery} />
          <label htmlFor="state">
            {t.state}
            <select
              id="state"
              name="state"
              autoComplete="address-level1"
              required
              defaultValue={values.state ?? ''}
              {...invalid('state', errors)}
            >
              <option value="">{t.chooseState}</option>
              {/* The value stays the name the GST state code is keyed by; a Hindi page shows its Hindi name. */}
              {INDIAN_STATES.map((s) => (
                <option key={s} value={s}>
                  {stateName(t.language, s)}
                </option>
              ))}
            </select>
            <FieldError t={t} name="state" errors={errors} />
          </label>
          {/* Business-initiated WhatsApp needs the shopper's opt-in: unticked until they tick it. */}
          <label className="choice" htmlFor="whatsappOptIn">
            <input
              id="whatsappOptIn"
              name="whatsappOptIn"
              type="checkbox"
              value="yes"
              defaultChecked={values.whatsappOptIn === 'yes'}
            />
            <span>{t.whatsapp}</span>
          </label>
          <fieldset>
            <legend>{t.updatesLanguage}</legend>
            <div className="choices">
              <label className="choice" htmlFor="language-en">
                <input
                  id="language-en"
                  type="radio"
                  name="language"
                  value="en"
                  defaultChecked={(values.language ?? t.lang) !== 'hi'}
                />
                <span>English</span>
              </label>
              <label className="choice" htmlFor="language-hi">
                <input
                  id="language-hi"
                  type="radio"
                  name="language"
                  value="hi"
                  defaultChecked={(values.language ?? t.lang) === 'hi'}
                />
                <span lang="hi">हिन्दी (Hindi)</span>
              </label>
            </div>
          </fieldset>
          <NeededByField t={t} values={values} delivery={delivery} />
          <PaymentChoiceField t={t} payment={payment} totalPaise={pricing.totalPaise} selected={values.payment} />
          <button className="button" type="submit">
            {t.placeOrder(totalShown)}
          </button>
          <p className="muted">
            {t.policies.before}
            <a href={POLICY_PAGES.shipping.path}>{t.policies.shipping}</a>,{' '}
            <a href={POLICY_PAGES.cancellation.path}>{t.policies.cancellation}</a>
            {t.policies.and}
            <a href={POLICY_PAGES.privacy.path}>{t.policies.privacy}</a>
            {t.policies.after}
          </p>
        </form>
      </section>
    </main>
  );
}
