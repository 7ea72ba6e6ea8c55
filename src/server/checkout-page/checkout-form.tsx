import type { ComponentProps, ReactNode } from 'react';
import type { Cart } from '../../contracts/cart';
import { formatRupees, fromPaise } from '../../contracts/money';
import { POLICY_PAGES } from '../../contracts/settings';
import type { CatalogService } from '../catalog/catalog-service';
import { CART_CHANGED_MESSAGE, cartVersion } from './cart-version';
import { INDIAN_STATES } from './delivery-details';
import { priceCatalogLines } from '../pricing/catalog-lines';
import { OrderSummary } from './order-summary';
import { PaymentChoiceField, type CheckoutPayment } from './payment-choice';

type Values = Record<string, string>;

/** A field's error sits beside it and is tied to it, so a screen reader reads it with the field. */
function invalid(name: string, errors: Values) {
  return errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {};
}

function FieldError({ name, errors }: { name: string; errors: Values }) {
  return errors[name] ? (
    <span className="error" id={`${name}-error`}>
      {errors[name]}
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
  name,
  label,
  hint,
  values,
  errors,
  ...input
}: { name: string; label: string; hint?: string; values: Values; errors: Values } & ComponentProps<'input'>) {
  return (
    <label htmlFor={name}>
      <LabelText label={label} hint={hint} />
      <input id={name} name={name} defaultValue={values[name] ?? ''} {...input} {...invalid(name, errors)} />
      <FieldError name={name} errors={errors} />
    </label>
  );
}

function Notices({ errors, formError, cartChanged }: { errors: Values; formError?: string; cartChanged: boolean }) {
  const notice: ReactNode =
    formError ?? (Object.keys(errors).length > 0 ? 'Please check the highlighted fields.' : null);
  return (
    <>
      {cartChanged ? (
        <p className="alert" role="alert">
          {CART_CHANGED_MESSAGE}
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
  cart,
  catalog,
  values,
  errors,
  formError,
  cartChanged,
  payment,
}: {
  payment: CheckoutPayment;
  cart: Cart;
  catalog: CatalogService;
  values: Values;
  errors: Values;
  formError?: string;
  cartChanged: boolean;
}) {
  const fieldProps = { values, errors };
  const pricing = priceCatalogLines(catalog, cart.lines);
  const totalShown = formatRupees(fromPaise(pricing.totalPaise));
  return (
    <main className="two">
      <OrderSummary cart={cart} catalog={catalog} pricing={pricing} />
      <section className="card" aria-labelledby="details-title">
        <h1 id="details-title">Delivery details</h1>
        <p className="muted">We&apos;ll call before dispatch to confirm your personalisation.</p>
        <Notices errors={errors} formError={formError} cartChanged={cartChanged} />
        <form method="post" action={`/checkout/${cart.id}`} noValidate>
          <input type="hidden" name="cartVersion" value={cartVersion(cart.lines)} />
          <Field name="fullName" label="Full name" autoComplete="name" required maxLength={80} {...fieldProps} />
          <label htmlFor="mobile">
            <LabelText label="Mobile number" hint="for delivery updates" />
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
            <FieldError name="mobile" errors={errors} />
          </label>
          <Field
            name="email"
            label="Email"
            hint="(optional, for the receipt)"
            type="email"
            autoComplete="email"
            maxLength={120}
            {...fieldProps}
          />
          <Field
            name="address1"
            label="House, building and street"
            autoComplete="address-line1"
            required
            maxLength={120}
            {...fieldProps}
          />
          <Field
            name="address2"
            label="Area and landmark"
            hint="(optional)"
            autoComplete="address-line2"
            maxLength={120}
            {...fieldProps}
          />
          <div className="grid2">
            <Field name="city" label="City" autoComplete="address-level2" required maxLength={60} {...fieldProps} />
            <Field
              name="pincode"
              label="PIN code"
              inputMode="numeric"
              autoComplete="postal-code"
              required
              maxLength={6}
              {...fieldProps}
            />
          </div>
          <label htmlFor="state">
            State
            <select
              id="state"
              name="state"
              autoComplete="address-level1"
              required
              defaultValue={values.state ?? ''}
              {...invalid('state', errors)}
            >
              <option value="">Choose your state</option>
              {INDIAN_STATES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
            <FieldError name="state" errors={errors} />
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
            <span>Send me order updates on WhatsApp</span>
          </label>
          <fieldset>
            <legend>Language for your order updates</legend>
            <div className="choices">
              <label className="choice" htmlFor="language-en">
                <input
                  id="language-en"
                  type="radio"
                  name="language"
                  value="en"
                  defaultChecked={values.language !== 'hi'}
                />
                <span>English</span>
              </label>
              <label className="choice" htmlFor="language-hi">
                <input
                  id="language-hi"
                  type="radio"
                  name="language"
                  value="hi"
                  defaultChecked={values.language === 'hi'}
                />
                <span lang="hi">हिन्दी (Hindi)</span>
              </label>
            </div>
          </fieldset>
          <PaymentChoiceField payment={payment} totalPaise={pricing.totalPaise} selected={values.payment} />
          <button className="button" type="submit">{`Place order · ${totalShown}`}</button>
          <p className="muted">
            Read our <a href={POLICY_PAGES.shipping.path}>shipping</a>,{' '}
            <a href={POLICY_PAGES.cancellation.path}>cancellation and refund</a> and{' '}
            <a href={POLICY_PAGES.privacy.path}>privacy</a> policies.
          </p>
        </form>
      </section>
    </main>
  );
}
