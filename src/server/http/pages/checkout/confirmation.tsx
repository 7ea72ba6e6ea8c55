import { catalogueText } from '../../../../contracts/catalogue-words';
import { Check } from 'lucide-react';
import type { CheckoutStrings, ConfirmChannels } from './strings';
import { formatRupees } from '../../../../contracts/money';

export type PlacedOrder = {
  reference: string;
  status: string;
  paymentStatus: string;
  amountDueNow: string;
  /** /order/<token>: where the shopper follows the order from here on. */
  orderPagePath: string;
  totalAmount: string;
  contact: Record<string, string>;
  lines: { productTitle: string; variantTitle: string; quantity: number; previewImageUrl: string | null }[];
  /** For an order to confirm: the channels its request went by; null when none can send (the shop calls). */
  confirmBy?: ConfirmChannels | null;
};

function paymentLine(t: CheckoutStrings, order: PlacedOrder): string {
  const call = t.callBefore(order.contact.mobile || null);
  const rupees = (amount: string) => formatRupees(amount, t.locale);
  const rest = (Number(order.totalAmount) - Number(order.amountDueNow)).toFixed(2);
  if (order.paymentStatus === 'on_delivery') return `${t.payOnDeliveryLine(rupees(order.totalAmount))} ${call}`;
  if (order.paymentStatus === 'unpaid') return t.payNowLine(rupees(order.amountDueNow));
  if (Number(order.totalAmount) === 0) return `${t.nothingToPay} ${call}`;
  const paid = t.paidOnline(rupees(order.amountDueNow));
  return Number(rest) > 0 ? `${paid}; ${t.restOnDelivery(rupees(rest))} ${call}` : `${paid}${t.fullStop} ${call}`;
}

export function Confirmation({ t, order }: { t: CheckoutStrings; order: PlacedOrder }) {
  const awaiting = order.status === 'awaiting_payment';
  const toConfirm = order.status === 'to_confirm';
  // No channel can ask them (no SMTP, no WhatsApp, or none they gave): the shop calls instead.
  const byCall = toConfirm && !order.confirmBy;
  return (
    <main>
      <section className="card done" aria-labelledby="done-title">
        {awaiting ? null : (
          <div className="tick" aria-hidden>
            <Check focusable={false} strokeWidth={3} />
          </div>
        )}
        <h1 id="done-title">
          {awaiting ? t.waitingTitle : toConfirm ? (byCall ? t.callTitle : t.confirmTitle) : t.thanksTitle}
        </h1>
        <p>
          {t.reference}{' '}
          <span className="ref" data-testid="order-reference">
            {order.reference}
          </span>
        </p>
        <p className="muted" data-testid="payment-line">
          {paymentLine(t, order)}
        </p>
        {toConfirm ? (
          <p data-testid="confirm-line">
            {order.confirmBy ? t.confirmLine(order.confirmBy) : t.callLine(order.contact.mobile ?? '')}
          </p>
        ) : null}
        {awaiting ? (
          <a className="button" href={`${order.orderPagePath}/pay`}>
            {t.payNow(formatRupees(order.amountDueNow, t.locale))}
          </a>
        ) : null}
        <a className={awaiting ? undefined : 'button'} href={order.orderPagePath}>
          {t.track}
        </a>
        {awaiting ? null : <a href="/">{t.continueShopping}</a>}
      </section>
      <section className="card">
        <h2>{t.ordered}</h2>
        <ul className="lines">
          {order.lines.map((l, i) => (
            <li className="line" key={i}>
              {l.previewImageUrl ? (
                <img src={l.previewImageUrl} alt={t.previewAlt(l.productTitle)} width={72} height={72} />
              ) : (
                <span />
              )}
              <div>
                <div className="title">{l.productTitle}</div>
                <div className="meta">{`${catalogueText(t.language, l.variantTitle)} · ${t.quantity(l.quantity)}`}</div>
              </div>
              <span />
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

export function MissingCheckout({ t }: { t: CheckoutStrings }) {
  return (
    <main>
      <section className="card done">
        <h1>{t.expiredTitle}</h1>
        <p className="muted">{t.expired}</p>
        <a className="button" href="/">
          {t.backToShop}
        </a>
      </section>
    </main>
  );
}
