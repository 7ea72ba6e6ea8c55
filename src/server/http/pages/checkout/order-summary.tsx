import { catalogueText } from '../../../../contracts/catalogue-words';
import type { Cart } from '../../../../contracts/cart';
import type { CheckoutStrings } from './strings';
import { formatRupees, fromPaise } from '../../../../contracts/money';
import type { CatalogService } from '../../../catalog/catalog-service';
import { ATTRIBUTE_KEYS } from '../../../commerce/line-attributes';
import type { CatalogPricing } from '../../../pricing/catalog-lines';
import type { CheckoutOffer } from '../../../coupons/checkout-offer';
import { CouponField, couponStrings } from './coupon-field';

/** What the shopper wrote; lettering choices stay on the order for the artisan but add noise here. */
const SHOWN_KEYS = new Set<string>([
  ATTRIBUTE_KEYS.name,
  ATTRIBUTE_KEYS.houseNumber,
  ATTRIBUTE_KEYS.childName,
  ATTRIBUTE_KEYS.line1,
  ATTRIBUTE_KEYS.aiPrompt,
]);

function personalisation(t: CheckoutStrings, attributes: Cart['lines'][number]['attributes']): string {
  return attributes
    .filter((a) => SHOWN_KEYS.has(a.key))
    .map((a) => `${t.attributeNames[a.key] ?? a.key}: ${a.value.length > 40 ? `${a.value.slice(0, 40)}…` : a.value}`)
    .join(' · ');
}

export function OrderSummary({
  t,
  cart,
  catalog,
  pricing,
  lineNotes,
  offer,
  couponTyped,
}: {
  t: CheckoutStrings;
  cart: Cart;
  catalog: CatalogService;
  /** The cart's lines priced once by the checkout form, so the lines, total and button agree. */
  pricing: CatalogPricing<Cart['lines'][number]>;
  lineNotes: Record<string, string>;
  offer?: CheckoutOffer;
  couponTyped?: string;
}) {
  const s = couponStrings(t);
  const count = cart.lines.length;
  return (
    <section className="card summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{t.yourOrder(count)}</h2>
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
                  alt={t.approvedPreviewAlt(found?.product.title ?? t.thisItem)}
                  width={72}
                  height={72}
                />
              ) : (
                <span />
              )}
              <div>
                <div className="title">{found?.product.title ?? t.item}</div>
                <div className="meta">
                  {`${catalogueText(t.language, found?.variant.title ?? '')} · ${t.quantity(line.quantity)} × ${formatRupees(line.unitPrice, t.locale)}`}
                </div>
                <div className="meta">{personalisation(t, line.attributes)}</div>
                {lineNotes[line.id] ? <div className="error">{lineNotes[line.id]}</div> : null}
              </div>
              <div className="price">{formatRupees(fromPaise(line.grossPaise), t.locale)}</div>
            </li>
          );
        })}
      </ul>
      <CouponField t={t} cartId={cart.id} offer={offer} typed={couponTyped} />
      <div className="totals">
        {pricing.adjustments
          .filter((a) => a.amountPaise !== 0)
          .map((a) => (
            <div className="row discount" key={a.label}>
              <span>{s.discount(offer?.title && offer.code === null ? offer.title : a.label)}</span>
              <span data-testid="checkout-discount">{`−${formatRupees(fromPaise(-a.amountPaise), t.locale)}`}</span>
            </div>
          ))}
        <div className="row muted">
          <span>{t.delivery}</span>
          <span>{t.free}</span>
        </div>
        <div className="row total">
          <span>{t.total}</span>
          <span data-testid="checkout-total">{formatRupees(fromPaise(pricing.totalPaise), t.locale)}</span>
        </div>
        <p className="muted">{t.gstNote}</p>
      </div>
    </section>
  );
}
