import { cartDiscountResponseSchema, type CartDiscountRequest } from '../../../../contracts/cart-discounts';
import { sendJson } from '../../../lib/api-client';

/** Shopify mode: the shopper's code on their Shopify cart, and what Shopify made of it. */
export const updateDiscountCode = (body: CartDiscountRequest) =>
  sendJson('PUT', '/api/cart/discount-codes', body, cartDiscountResponseSchema).then((r) => r.discounts);

/** Shopify's carts are its GIDs; a local cart's codes are entered on our checkout page instead. */
export const isShopifyCart = (cartId: string | null): cartId is string =>
  !!cartId && cartId.startsWith('gid://shopify/Cart/');
