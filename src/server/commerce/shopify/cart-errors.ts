import type { CartLine } from '../../../contracts/cart';
import { CommerceError } from '../types';
import type { ShopifyCartUserError, ShopifyCartWarning } from './types';

export const cartGone = () =>
  new CommerceError('cart_not_found', 'This cart no longer exists. Please add your items again.');
const lineGone = () => new CommerceError('line_not_found', 'This item is no longer in your cart.');
const variantUnknown = () => new CommerceError('variant_not_found', 'This product option is not in our catalogue.');
const outOfStock = () => new CommerceError('variant_unavailable', 'This combination is currently out of stock');
// "Item cannot be purchased as configured" (a selling plan or bundle it needs): not a stock problem.
const notPurchasable = () =>
  new CommerceError('variant_unavailable', 'This item cannot be bought as chosen. Please pick another option.');
const unavailable = () =>
  new CommerceError('provider_unavailable', 'The store is not reachable right now. Please try again.');

/** Since 2024-10 stock shortfalls are CartWarningCodes; CartErrorCode has no stock value. */
const STOCK_WARNINGS = new Set<ShopifyCartWarning['code']>([
  'MERCHANDISE_OUT_OF_STOCK',
  'MERCHANDISE_NOT_ENOUGH_STOCK',
]);

/**
 * Maps the first userError of a cart mutation. Shopify mostly answers `INVALID` and says what
 * was invalid in `field` (['cartId'], ['lines','0','merchandiseId']), so field decides before code.
 * INVALID_MERCHANDISE_LINE means "line not in cart"; an add sends no line ids, so there it can
 * only be about the variant.
 */
export function userErrorToCommerceError(
  error: ShopifyCartUserError,
  operation: 'add' | 'update' | 'remove',
): CommerceError {
  const field = (error.field ?? []).join('.');
  if (error.code === 'MERCHANDISE_NOT_APPLICABLE' || error.code === 'VARIANT_REQUIRES_SELLING_PLAN')
    return notPurchasable();
  if (error.code === 'SERVICE_UNAVAILABLE') return unavailable();
  if (field.endsWith('merchandiseId')) return variantUnknown();
  if (field === 'cartId' || /\bcart (does not exist|not found)/i.test(error.message)) return cartGone();
  const aboutLine =
    error.code === 'INVALID_MERCHANDISE_LINE' || field.startsWith('lineIds') || /^lines\.\d+\.id$/.test(field);
  if (aboutLine) return operation === 'add' ? variantUnknown() : lineGone();
  return new CommerceError('invalid_input', error.message);
}

/**
 * A stock shortfall is a warning on a mutation that otherwise succeeded: the line was not added,
 * or its quantity was lowered. Only a warning about what this call touched fails it; one about
 * another line the shopper already had is left for the cart view to show.
 */
export function stockWarningError(
  warnings: ShopifyCartWarning[],
  lines: CartLine[],
  touched: { variantId?: string; lineId?: string },
): CommerceError | null {
  const relevant = warnings.find((warning) => {
    if (!STOCK_WARNINGS.has(warning.code)) return false;
    if (warning.target === touched.variantId || warning.target === touched.lineId) return true;
    const line = lines.find((l) => l.id === warning.target);
    // A target that is no line of the cart is the line this call could not create.
    return !line || line.variantId === touched.variantId;
  });
  if (!relevant) return null;
  // Shopify's own text says how many it could add ("Only 2 items were added…"); keep it.
  return relevant.code === 'MERCHANDISE_NOT_ENOUGH_STOCK'
    ? new CommerceError('variant_unavailable', relevant.message)
    : outOfStock();
}
