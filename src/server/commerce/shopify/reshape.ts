import type { Cart } from '../../../contracts/cart';
import type { ShopifyCart, ShopifyConnection } from './types';

export function removeEdgesAndNodes<T>(connection: ShopifyConnection<T>): T[] {
  return connection.edges.map((edge) => edge.node);
}

/** Shopify sends '649.0' or '649'; our contract always carries two decimal places. */
export function toMoneyString(amount: string): string {
  const match = /^(-?\d+)(?:\.(\d{0,2}))?$/.exec(amount.trim());
  if (!match) return Number(amount).toFixed(2);
  const [, whole = '0', fraction = ''] = match;
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** The one place a Storefront API cart becomes ours. */
export function reshapeCart(cart: ShopifyCart): Cart {
  return {
    id: cart.id,
    checkoutUrl: cart.checkoutUrl,
    lines: removeEdgesAndNodes(cart.lines).map((line) => ({
      id: line.id,
      quantity: line.quantity,
      attributes: line.attributes.map(({ key, value }) => ({ key, value: value ?? '' })),
      variantId: line.merchandise.id,
      unitPrice: toMoneyString(line.merchandise.price.amount),
    })),
    totalAmount: toMoneyString(cart.cost.totalAmount.amount),
  };
}
