import { formatRupees, fromPaise } from '../../contracts/money';
import { splitDue, type PaymentChoice, type PaymentSettings } from '../payments/payment-policy';

/** What the checkout may offer, decided by the owner's policy and whether a provider is set up. */
export interface CheckoutPayment {
  settings: PaymentSettings;
  choices: PaymentChoice[];
}

const rupees = (paise: number) => formatRupees(fromPaise(paise));

function explain(totalPaise: number, settings: PaymentSettings, choice: PaymentChoice): string {
  const { dueNowPaise, dueOnDeliveryPaise } = splitDue(totalPaise, settings, choice);
  if (choice === 'on_delivery') return `Pay ${rupees(dueOnDeliveryPaise)} by cash or UPI when your piece arrives.`;
  if (dueOnDeliveryPaise > 0)
    return `Pay ${rupees(dueNowPaise)} now as an advance by UPI, card or netbanking, and ${rupees(dueOnDeliveryPaise)} on delivery.`;
  return `Pay ${rupees(dueNowPaise)} now by UPI, card or netbanking on Razorpay's secure page. Nothing to pay on delivery.`;
}

/**
 * The payment part of the checkout form: says plainly what is due now and what on delivery. With
 * one way to pay it is a statement; with two, a choice (radio buttons in a fieldset).
 */
export function PaymentChoiceField({
  payment,
  totalPaise,
  selected,
}: {
  payment: CheckoutPayment;
  totalPaise: number;
  selected?: string;
}) {
  const { choices, settings } = payment;
  const only = choices.length === 1 ? choices[0] : undefined;
  if (only === 'on_delivery') {
    // No provider configured: the shop takes pay on delivery only.
    return (
      <div className="pay">
        <strong>Pay on delivery</strong>
        <span className="muted">Pay by cash or UPI when your piece arrives.</span>
        <input type="hidden" name="payment" value="on_delivery" />
      </div>
    );
  }
  if (only) {
    return (
      <div className="pay" data-testid="payment-due">
        <strong>{settings.policy === 'advance' ? 'Advance online' : 'Pay online'}</strong>
        <span className="muted">{explain(totalPaise, settings, only)}</span>
        <input type="hidden" name="payment" value={only} />
      </div>
    );
  }
  const current = selected === 'on_delivery' ? 'on_delivery' : 'online';
  return (
    <fieldset className="pay">
      <legend>
        <strong>How would you like to pay?</strong>
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
            {choice === 'online' ? ' Pay online now' : ' Pay on delivery'}
          </span>
          <span className="muted">{explain(totalPaise, settings, choice)}</span>
        </label>
      ))}
    </fieldset>
  );
}
