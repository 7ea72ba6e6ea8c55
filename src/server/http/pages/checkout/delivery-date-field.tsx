import { formatDeliveryDate } from '../../../../contracts/delivery';
import { deliverySentence, type CheckoutDelivery } from './checkout-delivery';
import type { CheckoutStrings } from './strings';

/**
 * Under the pincode: "Made in N days, arrives by <date>", or why not, read out when the page
 * comes back (role=status). "Check delivery date" posts the form with an intent: no order is placed.
 */
export function DeliveryEstimateNote({ t, delivery }: { t: CheckoutStrings; delivery?: CheckoutDelivery }) {
  const e = delivery?.estimate;
  const warn = e && (e.status === 'not_serviceable' || !e.codAvailable);
  return (
    <div className="estimate">
      <p id="delivery-estimate" className={warn ? 'error' : 'arrives'} role="status" aria-live="polite">
        {e ? deliverySentence(t, e) : null}
        {e && e.status !== 'not_serviceable' && !e.codAvailable ? ` ${t.noCodAtAll(e.pincode)}` : null}
      </p>
      <button className="link" type="submit" name="intent" value="estimate" formNoValidate>
        {t.checkDelivery}
      </button>
    </div>
  );
}

/** The optional "needed by" date, with a warning when it is before the piece can arrive. */
export function NeededByField({
  t,
  values,
  delivery,
}: {
  t: CheckoutStrings;
  values: Record<string, string>;
  delivery?: CheckoutDelivery;
}) {
  const error = delivery?.neededByError;
  const arrives = delivery?.estimate?.arrivesBy;
  const warning = delivery?.tooSoon && arrives ? t.neededByTooSoon(formatDeliveryDate(arrives, t.locale)) : null;
  const describedBy = error ? 'neededBy-error' : warning ? 'neededBy-warning' : undefined;
  return (
    <label htmlFor="neededBy">
      <span>
        {t.neededBy}
        <span className="hint">{` ${t.neededByHint}`}</span>
      </span>
      <input
        id="neededBy"
        name="neededBy"
        type="date"
        defaultValue={delivery?.neededBy ?? values.neededBy ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {/* Placing again with the same date after the warning is the shopper's go-ahead. */}
      {warning && delivery?.neededBy ? <input type="hidden" name="neededByWarned" value={delivery.neededBy} /> : null}
      {error ? (
        <span className="error" id="neededBy-error">
          {error}
        </span>
      ) : null}
      {warning ? (
        <span className="warning" id="neededBy-warning" role="alert">
          {warning}
        </span>
      ) : null}
    </label>
  );
}
