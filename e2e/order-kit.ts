import type { APIRequestContext } from '@playwright/test';
import staff from './staff-accounts.json' with { type: 'json' };
import { expect } from './fixtures';

/**
 * The steps journeys take by the store's own routes rather than by clicks, when the journey is
 * about what comes after them: the owner's session, a cart line, the hosted checkout's form as a
 * shopper's browser posts it, the order as the workspace lists it, and an approved proof.
 */

/** The owner signed in by the workspace's session route: the CSRF header its calls need. */
export async function ownerHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const session = await request.post('/api/admin/session', { data: staff.owner });
  expect(session.ok()).toBe(true);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  return { 'x-csrf-token': csrfToken };
}

/** A cart line as the cart's add route takes it. */
export interface CartLine {
  product: { id: string; selectedVariantId: string };
  customization: Record<string, unknown>;
  quantity: number;
  clientItemId: string;
}

/** Adds `line` to a new cart; the cart's id. */
export async function addToNewCart(request: APIRequestContext, line: CartLine): Promise<string> {
  const added = await request.post('/api/cart/add', { data: line });
  expect(added.ok(), await added.text()).toBe(true);
  return ((await added.json()) as { cart: { id: string } }).cart.id;
}

/** Who the parcel is for and where it goes, as the hosted checkout's form asks. */
export interface Delivery {
  fullName: string;
  mobile: string;
  email: string;
  address1: string;
  city: string;
  state: string;
  pincode: string;
}

/** Places the cart through the hosted checkout, posting its form with the version it showed. */
export async function checkoutCart(request: APIRequestContext, cartId: string, delivery: Delivery): Promise<void> {
  const form = await (await request.get(`/checkout/${cartId}`)).text();
  const placed = await request.post(`/checkout/${cartId}`, {
    form: { cartVersion: /name="cartVersion" value="([^"]+)"/.exec(form)?.[1] ?? '', ...delivery },
    maxRedirects: 0,
  });
  expect(placed.status()).toBe(303);
}

/** The first order the workspace's search finds for `query` (a shopper's name): its id and reference. */
export async function findOrder(request: APIRequestContext, query: string): Promise<{ id: string; reference: string }> {
  const list = (await (await request.get(`/api/admin/orders?q=${encodeURIComponent(query)}`)).json()) as {
    orders: Array<{ id: string; reference: string }>;
  };
  return list.orders[0]!;
}

/** The owner sends the order's proof and the shopper approves it by the proof link's token. */
export async function approveProof(request: APIRequestContext, headers: Record<string, string>, orderId: string) {
  const proof = await request.post(`/api/admin/orders/${orderId}/proof`, { headers });
  expect(proof.ok(), await proof.text()).toBe(true);
  const token = /\/proof\/([\w-]+)$/.exec(((await proof.json()) as { proofUrl: string }).proofUrl)![1];
  expect((await request.post(`/api/proofs/${token}/approve`)).ok()).toBe(true);
}

/** The cart placed through the hosted checkout, and its proof approved: the order as the workspace lists it. */
export async function placeApprovedOrder(
  request: APIRequestContext,
  headers: Record<string, string>,
  cartId: string,
  delivery: Delivery,
): Promise<{ id: string; reference: string }> {
  await checkoutCart(request, cartId, delivery);
  const order = await findOrder(request, delivery.fullName);
  await approveProof(request, headers, order.id);
  return order;
}
