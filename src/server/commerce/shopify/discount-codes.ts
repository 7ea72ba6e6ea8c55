import type { CartDiscounts } from '../../../contracts/cart-discounts';
import type { BuyerContext } from '../types';
import { cartGone, userErrorToCommerceError } from './cart-errors';
import { updateDiscountCodesMutation } from './mutations/discount-codes';
import { toMoneyString } from './reshape';
import type { ShopifyFetch } from './shopify-fetch';
import type { ShopifyCartDiscounts, ShopifyUpdateDiscountCodesOperation } from './types';

/** The one place Shopify's answer about a cart's codes becomes ours. */
export function reshapeDiscounts(cart: ShopifyCartDiscounts): CartDiscounts {
  const paise = cart.discountAllocations.reduce((n, a) => n + Math.round(Number(a.discountedAmount.amount) * 100), 0);
  return {
    codes: cart.discountCodes.map(({ code, applicable }) => ({ code, applicable })),
    discountAmount: (paise / 100).toFixed(2),
    subtotalAmount: toMoneyString(cart.cost.subtotalAmount.amount),
    totalAmount: toMoneyString(cart.cost.totalAmount.amount),
  };
}

/**
 * Puts the shopper's code on their Shopify cart, replacing any before it (one code at a time, as
 * on our own checkout); no code removes it. Shopify decides whether it applies.
 */
export function createUpdateDiscountCodes(shopifyFetch: ShopifyFetch) {
  return async ({ cartId, codes, buyer }: { cartId: string; codes: string[]; buyer?: BuyerContext }) => {
    const data = await shopifyFetch<ShopifyUpdateDiscountCodesOperation>(
      updateDiscountCodesMutation,
      { cartId, discountCodes: codes },
      buyer,
    );
    const { cart, userErrors } = data.cartDiscountCodesUpdate;
    const [firstError] = userErrors;
    if (firstError) throw userErrorToCommerceError(firstError, 'update');
    if (!cart) throw cartGone();
    return reshapeDiscounts(cart);
  };
}
