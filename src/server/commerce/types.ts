import type { Cart, CartAttribute } from '../../contracts/cart';
import type { CartDiscounts } from '../../contracts/cart-discounts';
import type { Database } from '../platform/db/client';
import type { orderLines } from '../platform/db/schema';
import { DomainError, type DomainErrorCode } from '../platform/errors';

/** Who the call is for: Shopify throttles server-side calls by the buyer's IP when it is sent. */
export interface BuyerContext {
  buyerIp?: string;
}

/**
 * Where carts live and who runs checkout. `local` keeps them in our database with our own
 * hosted checkout page; `shopify` uses the Storefront API and Shopify's checkout.
 * Prices never come from the caller: each provider reads them from its catalogue.
 */
export interface CommerceProvider {
  readonly name: 'local' | 'shopify';
  /** Adds a line; creates a cart first when cartId is missing. */
  addLine(input: {
    cartId?: string | null;
    variantId: string;
    quantity: number;
    attributes: CartAttribute[];
    buyer?: BuyerContext;
  }): Promise<Cart>;
  updateLineQuantity(input: { cartId: string; lineId: string; quantity: number; buyer?: BuyerContext }): Promise<Cart>;
  removeLines(input: { cartId: string; lineIds: string[]; buyer?: BuyerContext }): Promise<Cart>;
  /** The cart, or null when it does not exist, expired or was already ordered. */
  getCart(cartId: string, buyer?: BuyerContext): Promise<Cart | null>;
  /** The hosted checkout URL for a cart that exists and has lines. */
  getCheckoutUrl(cartId: string, buyer?: BuyerContext): Promise<string>;
  /**
   * Shopify only: its codes, on its cart (issue 29 item 3). The local provider has none here: its
   * codes are our own, applied on our checkout page (coupons/).
   */
  updateDiscountCodes?(input: { cartId: string; codes: string[]; buyer?: BuyerContext }): Promise<CartDiscounts>;
}

export type CommerceErrorCode = Extract<
  DomainErrorCode,
  | 'cart_not_found'
  | 'line_not_found'
  | 'variant_not_found'
  | 'variant_unavailable'
  | 'cart_empty'
  | 'invalid_input'
  | 'provider_unavailable'
>;

/** A commerce failure whose message is safe to show the shopper. */
export class CommerceError extends DomainError<CommerceErrorCode> {
  override name = 'CommerceError';

  constructor(code: CommerceErrorCode, message: string) {
    super(code, message);
  }
}

/** An order taken by another checkout (Shopify's): what it was, what it cost, and whether it was paid there. */
export interface ExternalOrder {
  cartId: string;
  contact: Record<string, string>;
  paymentMethod: string;
  paymentProvider: string;
  totalAmount: string;
  /** Set when the other checkout took the money: the order shows paid, with that payment on its ledger. */
  paid?: { amountPaise: number; reference: string; idempotencyKey: string };
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[];
}

/**
 * Stores an external order inside the caller's transaction and answers its id. The orders table
 * is written only under src/server/orders/, which supplies this (orders/record-external-order.ts);
 * a vendor's order recording is handed it, so commerce never imports the folder above it.
 */
export type RecordExternalOrder = (
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  order: ExternalOrder,
) => Promise<string>;
