import type { Cart } from '../../contracts/cart';
import type { CatalogService } from '../catalog/catalog-service';
import { ATTRIBUTE_KEYS } from '../commerce/line-attributes';
import { CART_CHANGED_MESSAGE, cartVersion } from './cart-version';
import { INDIAN_STATES } from './delivery-details';
import { formatRupees, html, type SafeHtml } from './html';

const LOGO = html`<svg viewBox="0 0 64 64" aria-hidden="true">
  <rect width="64" height="64" rx="16" fill="#9a4220" />
  <path
    d="M19 45c0-11 4.5-23 13-27 8.5 4 13 16 13 27"
    fill="none"
    stroke="#fffcf7"
    stroke-width="5"
    stroke-linecap="round"
  />
  <circle cx="32" cy="46" r="4.5" fill="#f2b544" />
</svg>`;

export function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en-IN">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Kaarigar</title>
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/checkout/assets/checkout.css" />
      </head>
      <body>
        <header>
          <div class="bar">
            <a class="brand" href="/">${LOGO}Kaarigar</a><span class="secure">🔒 Secure checkout</span>
          </div>
        </header>
        ${body}
      </body>
    </html>`.value;
}

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

export function orderSummary(cart: Cart, catalog: CatalogService): SafeHtml {
  const lines = cart.lines.map((line) => {
    const found = catalog.findVariant(line.variantId);
    const preview =
      line.attributes.find((a) => a.key === ATTRIBUTE_KEYS.previewImage)?.value ??
      found?.variant.image?.url ??
      found?.product.images[0]?.url;
    const subtotal = Number(line.unitPrice) * line.quantity;
    return html`<li class="line">
      ${preview ? html`<img src="${preview}" alt="Your approved preview of ${found?.product.title ?? 'this item'}" width="72" height="72" />` : html`<span></span>`}
      <div>
        <div class="title">${found?.product.title ?? 'Item'}</div>
        <div class="meta">${found?.variant.title ?? ''} · Qty ${line.quantity} × ${formatRupees(line.unitPrice)}</div>
        <div class="meta">${personalisation(line.attributes)}</div>
      </div>
      <div class="price">${formatRupees(subtotal)}</div>
    </li>`;
  });
  return html`<section class="card summary" aria-labelledby="summary-title">
    <h2 id="summary-title">Your order (${cart.lines.length} ${cart.lines.length === 1 ? 'item' : 'items'})</h2>
    <ul class="lines">
      ${lines}
    </ul>
    <div class="totals">
      <div class="row muted"><span>Delivery</span><span>Free</span></div>
      <div class="row total">
        <span>Total</span><span data-testid="checkout-total">${formatRupees(cart.totalAmount)}</span>
      </div>
      <p class="muted">Prices include GST. Each piece is hand-finished after your approval.</p>
    </div>
  </section>`;
}

function field(
  name: string,
  label: string,
  values: Record<string, string>,
  errors: Record<string, string>,
  attrs: SafeHtml,
  hint = '',
): SafeHtml {
  const error = errors[name];
  return html`<label for="${name}"
    >${label}${hint ? html` <span class="hint">${hint}</span>` : ''}
    <input
      id="${name}"
      name="${name}"
      value="${values[name] ?? ''}"
      ${attrs}
      ${error ? html`aria-invalid="true" aria-describedby="${name}-error"` : ''}
    />
    ${error ? html`<span class="error" id="${name}-error">${error}</span>` : ''}</label
  >`;
}

export function checkoutForm(
  cart: Cart,
  catalog: CatalogService,
  values: Record<string, string>,
  errors: Record<string, string>,
  formError?: string,
  cartChanged = false,
): string {
  const stateError = errors.state;
  const states = INDIAN_STATES.map((s) => html`<option ${values.state === s ? html`selected` : ''}>${s}</option>`);
  return page(
    'Checkout',
    html`<main class="two">
      ${orderSummary(cart, catalog)}
      <section class="card" aria-labelledby="details-title">
        <h1 id="details-title">Delivery details</h1>
        <p class="muted">We'll call before dispatch to confirm your personalisation.</p>
        ${cartChanged ? html`<p class="alert" role="alert">${CART_CHANGED_MESSAGE}</p>` : ''}
        ${formError ? html`<p class="alert" role="alert">${formError}</p>` : Object.keys(errors).length > 0 ? html`<p class="alert" role="alert">Please check the highlighted fields.</p>` : ''}
        <form method="post" action="/checkout/${cart.id}" novalidate>
          <input type="hidden" name="cartVersion" value="${cartVersion(cart.lines)}" />
          ${field('fullName', 'Full name', values, errors, html`autocomplete="name" required maxlength="80"`)}
          <label for="mobile"
            >Mobile number <span class="hint">for delivery updates</span>
            <span class="prefix"
              ><span aria-hidden="true">+91</span
              ><input
                id="mobile"
                name="mobile"
                value="${values.mobile ?? ''}"
                inputmode="tel"
                autocomplete="tel-national"
                required
                maxlength="16"
                ${errors.mobile ? html`aria-invalid="true" aria-describedby="mobile-error"` : ''}
            /></span>
            ${errors.mobile ? html`<span class="error" id="mobile-error">${errors.mobile}</span>` : ''}</label
          >
          ${field('email', 'Email', values, errors, html`type="email" autocomplete="email" maxlength="120"`, '(optional, for the receipt)')}
          ${field('address1', 'House, building and street', values, errors, html`autocomplete="address-line1" required maxlength="120"`)}
          ${field('address2', 'Area and landmark', values, errors, html`autocomplete="address-line2" maxlength="120"`, '(optional)')}
          <div class="grid2">
            ${field('city', 'City', values, errors, html`autocomplete="address-level2" required maxlength="60"`)}
            ${field('pincode', 'PIN code', values, errors, html`inputmode="numeric" autocomplete="postal-code" required maxlength="6"`)}
          </div>
          <label for="state"
            >State
            <select
              id="state"
              name="state"
              autocomplete="address-level1"
              required
              ${stateError ? html`aria-invalid="true" aria-describedby="state-error"` : ''}
            >
              <option value="">Choose your state</option>
              ${states}
            </select>
            ${stateError ? html`<span class="error" id="state-error">${stateError}</span>` : ''}</label
          >
          <div class="pay">
            <strong>Pay on delivery</strong
            ><span class="muted">Pay by cash or UPI when your piece arrives. Online payment is coming soon.</span>
          </div>
          <button type="submit">Place order · ${formatRupees(cart.totalAmount)}</button>
        </form>
      </section>
    </main>`,
  );
}

export function confirmation(order: {
  reference: string;
  totalAmount: string;
  contact: Record<string, string>;
  lines: { productTitle: string; variantTitle: string; quantity: number; previewImageUrl: string | null }[];
}): string {
  const lines = order.lines.map(
    (l) =>
      html`<li class="line">
        ${l.previewImageUrl ? html`<img src="${l.previewImageUrl}" alt="Preview of ${l.productTitle}" width="72" height="72" />` : html`<span></span>`}
        <div>
          <div class="title">${l.productTitle}</div>
          <div class="meta">${l.variantTitle} · Qty ${l.quantity}</div>
        </div>
        <span></span>
      </li>`,
  );
  return page(
    'Order placed',
    html`<main>
      <section class="card done" aria-labelledby="done-title">
        <div class="tick" aria-hidden="true">✓</div>
        <h1 id="done-title">Thank you, your order is placed</h1>
        <p>Order reference <span class="ref" data-testid="order-reference">${order.reference}</span></p>
        <p class="muted">
          Total ${formatRupees(order.totalAmount)}, to pay on delivery. We'll call
          ${order.contact.mobile ? `+91 ${order.contact.mobile}` : 'you'} before dispatch.
        </p>
        <a class="btn-link" href="/">Continue shopping</a>
      </section>
      <section class="card">
        <h2>What you ordered</h2>
        <ul class="lines">
          ${lines}
        </ul>
      </section>
    </main>`,
  );
}

export function missingCheckout(): string {
  return page(
    'Checkout not found',
    html`<main>
      <section class="card done">
        <h1>This checkout link has expired</h1>
        <p class="muted">Your cart may have been ordered already or is older than 30 days.</p>
        <a class="btn-link" href="/">Back to the shop</a>
      </section>
    </main>`,
  );
}
