import type { CheckoutStrings } from './strings';
import { formatRupees, fromPaise } from '../../../../contracts/money';
import { splitDue, type PaymentChoice } from '../../../payments/payment-policy';
import type { CheckoutPayment } from '../../../checkout/checkout-service';

function explain(t: CheckoutStrings, totalPaise: number, payment: CheckoutPayment, choice: PaymentChoice): string {
  const { settings } = payment;
  const { dueNowPaise, dueOnDeliveryPaise } = splitDue(totalPaise, settings, choice);
  const rupees = (paise: number) => formatRupees(fromPaise(paise), t.locale);
  if (choice === 'on_delivery') return t.explainOnDelivery(rupees(dueOnDeliveryPaise));
  if (dueOnDeliveryPaise > 0) return t.explainAdvance(rupees(dueNowPaise), rupees(dueOnDeliveryPaise));
  return t.explainOnline(rupees(dueNowPaise), payment.providerName);
}

/**
 * The payment part of the checkout form: says plainly what is due now and what on delivery. With
 * one way to pay it is a statement; with two, a choice (radio buttons in a fieldset).
 */
export function PaymentChoiceField({
  t,
  payment,
  totalPaise,
  selected,
}: {
  t: CheckoutStrings;
  payment: CheckoutPayment;
  totalPaise: number;
  selected?: string;
}) {
  const { choices, settings } = payment;
  const only = choices.length === 1 ? choices[0] : undefined;
  // A discount covers the order (pricing's isFree): there is no way to pay to choose.
  if (totalPaise === 0)
    return (
      <div className="pay" data-testid="payment-due">
        <strong>{t.nothingToPay}</strong>
        <input type="hidden" name="payment" value={choices[0] ?? 'on_delivery'} />
      </div>
    );
  if (only === 'on_delivery') {
    // No provider configured: the shop takes pay on delivery only.
    return (
      <div className="pay">
        <strong>{t.payOnDelivery}</strong>
        <span className="muted">{t.payOnDeliveryNote}</span>
        <input type="hidden" name="payment" value="on_delivery" />
      </div>
    );
  }
  if (only) {
    return (
      <div className="pay" data-testid="payment-due">
        <strong>{settings.policy === 'advance' ? t.advanceOnline : t.payOnline}</strong>
        <span className="muted">{explain(t, totalPaise, payment, only)}</span>
        <input type="hidden" name="payment" value={only} />
      </div>
    );
  }
  const current = selected === 'on_delivery' ? 'on_delivery' : 'online';
  return (
    <fieldset className="pay">
      <legend>
        <strong>{t.howToPay}</strong>
      </legend>
      {choices.map((choice) => (
        <label key={choice} className="choice" htmlFor={`payment-${choice}`}>
          <span>
            <input
              type="radio"
              id={`payment-${choice}`}
              name="payment"
              value={choice}
              defaultChecked={choice === current}
            />
            {` ${choice === 'online' ? t.payOnlineNow : t.payOnDelivery}`}
          </span>
          <span className="muted">{explain(t, totalPaise, payment, choice)}</span>
        </label>
      ))}
    </fieldset>
  );
}
