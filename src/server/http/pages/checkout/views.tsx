import type { Cart } from '../../../../contracts/cart';
import type { CatalogService } from '../../../catalog/catalog-service';
import type { CheckoutOffer } from '../../../coupons/checkout-offer';
import { CheckoutForm } from './checkout-form';
import { Confirmation, MissingCheckout, type PlacedOrder } from './confirmation';
import { renderPage } from './page';
import type { CheckoutPayment } from '../../../checkout/checkout-service';
import type { CheckoutStrings } from './strings';
import type { CheckoutDelivery } from './checkout-delivery';

/** The checkout's documents as strings, rendered once on the server by React (no hydration). */
export function checkoutForm(
  t: CheckoutStrings,
  payment: CheckoutPayment,
  cart: Cart,
  catalog: CatalogService,
  values: Record<string, string>,
  errors: Record<string, string>,
  formError?: string,
  cartChanged = false,
  /** A note beside a cart line, by line id: a piece sold out or short. */
  lineNotes: Record<string, string> = {},
  /** The cart's coupon or automatic offer (coupons/checkout-offer.ts). */
  offer?: CheckoutOffer,
  /** The delivery date for the typed pincode and the "needed by" date (checkout-delivery.ts). */
  delivery?: CheckoutDelivery,
): string {
  return renderPage(
    t.checkoutTitle,
    <CheckoutForm
      t={t}
      cart={cart}
      catalog={catalog}
      values={values}
      errors={errors}
      formError={formError}
      cartChanged={cartChanged}
      payment={payment}
      lineNotes={lineNotes}
      offer={offer}
      delivery={delivery}
    />,
    { lang: t.lang, secureLabel: t.secure },
  );
}

export function confirmation(t: CheckoutStrings, order: PlacedOrder): string {
  return renderPage(t.placedTitle, <Confirmation t={t} order={order} />, { lang: t.lang, secureLabel: t.secure });
}

export function missingCheckout(t: CheckoutStrings): string {
  return renderPage(t.missingTitle, <MissingCheckout t={t} />, { lang: t.lang, secureLabel: t.secure });
}
