import { createHash } from 'node:crypto';
import type { CartAttribute } from '../../contracts/cart';
import { DomainError } from '../platform/errors';

export interface VersionedLine {
  id: string;
  variantId: string;
  quantity: number;
  unitPrice: string;
  attributes: CartAttribute[];
}

/**
 * What the shopper saw, as a short hash: every line, its quantity, price and personalisation.
 * The checkout form carries it, and an order is placed only while the cart still has it, so a line
 * added from another tab (or a price changed) is shown before it is ordered.
 */
export function cartVersion(lines: VersionedLine[]): string {
  const canonical = [...lines]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((l) => [l.id, l.variantId, l.quantity, l.unitPrice, l.attributes.map((a) => [a.key, a.value])]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url').slice(0, 22);
}

export const CART_CHANGED_MESSAGE =
  'Your cart changed since this page was opened. Please check your order below and place it again.';

/** The cart is not the one the shopper confirmed; nothing was ordered. */
export class CartChangedError extends DomainError<'invalid_input'> {
  override name = 'CartChangedError';
  constructor() {
    super('invalid_input', CART_CHANGED_MESSAGE);
  }
}
