import type { CartLine } from '../../../contracts/cart';
import { CommerceError } from '../types';
import type { ShopifyCartUserError, ShopifyCartWarning } from './types';

export const cartGone = () =>
  new CommerceError('cart_not_found', 'This cart no longer exists. Please add your items again.');
const lineGone = () => new CommerceError('line_not_found', 'This item is no longer in your cart.');
const variantUnknown = () => new CommerceError('variant_not_found', 'This product option is not in our catalogue.');
const outOfStock = () => new CommerceError('variant_unavailable', 'This combination is currently out of stock');

const STOCK_CODES = /OUT_OF_STOCK|NOT_ENOUGH_STOCK|MERCHANDISE_NOT_APPLICABLE/;

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
  const code = error.code ?? '';
  const field = (error.field ?? []).join('.');
  if (STOCK_CODES.test(code)) return outOfStock();
  if (code === 'MERCHANDISE_NOT_FOUND' || field.endsWith('merchandiseId')) return variantUnknown();
  if (field === 'cartId' || /\bcart (does not exist|not found)/i.test(error.message)) return cartGone();
  const aboutLine =
    code === 'INVALID_MERCHANDISE_LINE' ||
    code.includes('LINE_NOT_FOUND') ||
    field.startsWith('lineIds') ||
    /^lines\.\d+\.id$/.test(field);
  if (aboutLine) return operation === 'add' ? variantUnknown() : lineGone();
  return new CommerceError('invalid_input', error.message);
}

/**
 * Since 2024-10 a stock shortfall is a warning on a mutation that otherwise succeeded: the line
 * was not added, or its quantity was lowered. Only a warning about what this call touched fails
 * it; one about another line the shopper already had is left for the cart view to show.
 */
export function stockWarningError(
  warnings: ShopifyCartWarning[],
  lines: CartLine[],
  touched: { variantId?: string; lineId?: string },
): CommerceError | null {
  const relevant = warnings.find((warning) => {
    if (!STOCK_CODES.test(warning.code)) return false;
    if (warning.target === touched.variantId || warning.target === touched.lineId) return true;
    const line = lines.find((l) => l.id === warning.target);
    // A target that is no line of the cart is the line this call could not create.
    return !line || line.variantId === touched.variantId;
  });
  if (!relevant) return null;
  // Shopify's own text says how many it could add ("Only 2 items were added…"); keep it.
  return relevant.code.includes('NOT_ENOUGH')
    ? new CommerceError('variant_unavailable', relevant.message)
    : outOfStock();
}
