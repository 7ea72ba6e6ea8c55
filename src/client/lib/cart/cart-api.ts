import { cartResponseSchema, createCheckoutResponseSchema, type Cart } from '../../../contracts/cart';
import type { AddToCartRequest } from '../../../contracts/cart-requests';
import { getJson, sendJson } from '../api-client';

/** The spec's cart calls, one function each, answers checked against the contract. */
export async function addToCartRequest(body: AddToCartRequest): Promise<Cart> {
  const res = await sendJson('POST', '/api/cart/add', body, cartResponseSchema);
  if (!res.success || !res.cart) throw new Error(res.error ?? 'Please try again.');
  return res.cart;
}

export async function updateCartLineRequest(
  cartId: string,
  lineId: string,
  quantity: number,
): Promise<Cart | undefined> {
  return (await sendJson('PUT', '/api/cart/update', { cartId, lineId, quantity }, cartResponseSchema)).cart;
}

export async function removeCartLinesRequest(cartId: string, lineIds: string[]): Promise<Cart | undefined> {
  return (await sendJson('DELETE', '/api/cart/remove', { cartId, lineIds }, cartResponseSchema)).cart;
}

export async function getCartRequest(cartId: string): Promise<Cart | undefined> {
  return (await getJson(`/api/cart?cartId=${encodeURIComponent(cartId)}`, cartResponseSchema)).cart;
}

export async function createCheckoutRequest(cartId: string, checkoutUrl: string | null): Promise<string> {
  const res = await sendJson('POST', '/api/checkout/create', { cartId, checkoutUrl }, createCheckoutResponseSchema);
  if (!res.success || !res.checkoutUrl) throw new Error(res.error ?? 'Failed to create checkout');
  return res.checkoutUrl;
}
