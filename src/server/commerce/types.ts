import type { Cart, CartAttribute } from '../../contracts/cart';
import { DomainError, type DomainErrorCode } from '../errors';

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
  }): Promise<Cart>;
  updateLineQuantity(input: { cartId: string; lineId: string; quantity: number }): Promise<Cart>;
  removeLines(input: { cartId: string; lineIds: string[] }): Promise<Cart>;
  /** The cart, or null when it does not exist, expired or was already ordered. */
  getCart(cartId: string): Promise<Cart | null>;
  /** The hosted checkout URL for a cart that exists and has lines. */
  getCheckoutUrl(cartId: string): Promise<string>;
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
