import { Check } from 'lucide-react';
import { formatRupees } from '../../contracts/money';

export type PlacedOrder = {
  reference: string;
  totalAmount: string;
  contact: Record<string, string>;
  lines: { productTitle: string; variantTitle: string; quantity: number; previewImageUrl: string | null }[];
};

export function Confirmation({ order }: { order: PlacedOrder }) {
  return (
    <main>
      <section className="card done" aria-labelledby="done-title">
        <div className="tick" aria-hidden>
          <Check focusable={false} strokeWidth={3} />
        </div>
        <h1 id="done-title">Thank you, your order is placed</h1>
        <p>
          Order reference{' '}
          <span className="ref" data-testid="order-reference">
            {order.reference}
          </span>
        </p>
        <p className="muted">
          {`Total ${formatRupees(order.totalAmount)}, to pay on delivery. We'll call ${
            order.contact.mobile ? `+91 ${order.contact.mobile}` : 'you'
          } before dispatch.`}
        </p>
        <a className="button" href="/">
          Continue shopping
        </a>
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
