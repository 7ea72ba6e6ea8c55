import { Check } from 'lucide-react';
import { formatRupees } from '../../contracts/money';

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
};

function paymentLine(order: PlacedOrder): string {
  const call = `We'll call ${order.contact.mobile ? `+91 ${order.contact.mobile}` : 'you'} before dispatch.`;
  const rest = (Number(order.totalAmount) - Number(order.amountDueNow)).toFixed(2);
  if (order.paymentStatus === 'on_delivery')
    return `Total ${formatRupees(order.totalAmount)}, to pay on delivery. ${call}`;
  if (order.paymentStatus === 'unpaid')
    return `${formatRupees(order.amountDueNow)} to pay now. We start making your piece once it is paid.`;
  const paid = `Paid ${formatRupees(order.amountDueNow)} online`;
  return Number(rest) > 0 ? `${paid}; ${formatRupees(rest)} to pay on delivery. ${call}` : `${paid}. ${call}`;
}

export function Confirmation({ order }: { order: PlacedOrder }) {
  const awaiting = order.status === 'awaiting_payment';
  return (
    <main>
      <section className="card done" aria-labelledby="done-title">
        {awaiting ? null : (
          <div className="tick" aria-hidden>
            <Check focusable={false} strokeWidth={3} />
          </div>
        )}
        <h1 id="done-title">{awaiting ? 'Your order is waiting for payment' : 'Thank you, your order is placed'}</h1>
        <p>
          Order reference{' '}
          <span className="ref" data-testid="order-reference">
            {order.reference}
          </span>
        </p>
        <p className="muted" data-testid="payment-line">
          {paymentLine(order)}
        </p>
        {awaiting ? (
          <a className="button" href={`${order.orderPagePath}/pay`}>
            {`Pay ${formatRupees(order.amountDueNow)} now`}
          </a>
        ) : null}
        <a className={awaiting ? undefined : 'button'} href={order.orderPagePath}>
          Track your order
        </a>
        {awaiting ? null : <a href="/">Continue shopping</a>}
      </section>
      <section className="card">
        <h2>What you ordered</h2>
        <ul className="lines">
          {order.lines.map((l, i) => (
            <li className="line" key={i}>
              {l.previewImageUrl ? (
                <img src={l.previewImageUrl} alt={`Preview of ${l.productTitle}`} width={72} height={72} />
              ) : (
                <span />
              )}
              <div>
                <div className="title">{l.productTitle}</div>
                <div className="meta">{`${l.variantTitle} · Qty ${l.quantity}`}</div>
              </div>
              <span />
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

export function MissingCheckout() {
  return (
    <main>
      <section className="card done">
        <h1>This checkout link has expired</h1>
        <p className="muted">Your cart may have been ordered already or is older than 30 days.</p>
        <a className="button" href="/">
          Back to the shop
        </a>
      </section>
    </main>
  );
}
