import type { Cart } from '../../contracts/cart';
import type { CatalogService } from '../catalog/catalog-service';
import { CheckoutForm } from './checkout-form';
import { Confirmation, MissingCheckout, type PlacedOrder } from './confirmation';
import { renderPage } from './page';
import type { CheckoutPayment } from './payment-choice';

/** The checkout's documents as strings, rendered once on the server by React (no hydration). */
export function checkoutForm(
  payment: CheckoutPayment,
  cart: Cart,
  catalog: CatalogService,
  values: Record<string, string>,
  errors: Record<string, string>,
  formError?: string,
  cartChanged = false,
  /** A note beside a cart line, by line id: a piece sold out or short. */
  lineNotes: Record<string, string> = {},
): string {
  return renderPage(
    'Checkout',
    <CheckoutForm
      cart={cart}
      catalog={catalog}
      values={values}
      errors={errors}
      formError={formError}
      cartChanged={cartChanged}
      payment={payment}
      lineNotes={lineNotes}
    />,
  );
}

export function confirmation(order: PlacedOrder): string {
  return renderPage('Order placed', <Confirmation order={order} />);
}

export function missingCheckout(): string {
  return renderPage('Checkout not found', <MissingCheckout />);
}
