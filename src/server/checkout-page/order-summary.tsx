import type { Cart } from '../../contracts/cart';
import { formatRupees, fromPaise } from '../../contracts/money';
import type { CatalogService } from '../catalog/catalog-service';
import { ATTRIBUTE_KEYS } from '../commerce/line-attributes';
import type { CatalogPricing } from '../pricing/catalog-lines';

/** What the shopper wrote; lettering choices stay on the order for the artisan but add noise here. */
const SHOWN_KEYS = new Set<string>([
  ATTRIBUTE_KEYS.name,
  ATTRIBUTE_KEYS.houseNumber,
  ATTRIBUTE_KEYS.childName,
  ATTRIBUTE_KEYS.line1,
  ATTRIBUTE_KEYS.aiPrompt,
]);

function personalisation(attributes: Cart['lines'][number]['attributes']): string {
  return attributes
    .filter((a) => SHOWN_KEYS.has(a.key))
    .map((a) => `${a.key}: ${a.value.length > 40 ? `${a.value.slice(0, 40)}…` : a.value}`)
    .join(' · ');
}

export function OrderSummary({
  cart,
  catalog,
  pricing,
}: {
  cart: Cart;
  catalog: CatalogService;
  /** The cart's lines priced once by the checkout form, so the lines, total and button agree. */
  pricing: CatalogPricing<Cart['lines'][number]>;
}) {
  const count = cart.lines.length;
  return (
    <section className="card summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{`Your order (${count} ${count === 1 ? 'item' : 'items'})`}</h2>
      <ul className="lines">
        {pricing.lines.map((line) => {
          const found = catalog.findVariant(line.variantId);
          const preview =
            line.attributes.find((a) => a.key === ATTRIBUTE_KEYS.previewImage)?.value ??
            found?.variant.image?.url ??
            found?.product.images[0]?.url;
          return (
            <li className="line" key={line.id}>
              {preview ? (
                <img
                  src={preview}
                  alt={`Your approved preview of ${found?.product.title ?? 'this item'}`}
                  width={72}
                  height={72}
                />
              ) : (
                <span />
              )}
              <div>
                <div className="title">{found?.product.title ?? 'Item'}</div>
                <div className="meta">
                  {`${found?.variant.title ?? ''} · Qty ${line.quantity} × ${formatRupees(line.unitPrice)}`}
                </div>
                <div className="meta">{personalisation(line.attributes)}</div>
              </div>
              <div className="price">{formatRupees(fromPaise(line.grossPaise))}</div>
            </li>
          );
        })}
      </ul>
      <div className="totals">
        <div className="row muted">
          <span>Delivery</span>
          <span>Free</span>
        </div>
        <div className="row total">
          <span>Total</span>
          <span data-testid="checkout-total">{formatRupees(fromPaise(pricing.totalPaise))}</span>
        </div>
        <p className="muted">Prices include GST. Each piece is hand-finished after your approval.</p>
      </div>
    </section>
  );
}
