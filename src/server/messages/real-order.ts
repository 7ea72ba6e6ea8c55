import { toPaise } from '../../contracts/money';
import type { orders } from '../platform/db/schema';

type OrderPayment = Pick<typeof orders.$inferSelect, 'paymentStatus' | 'amountDueNow'>;

/**
 * Whether the shop writes to the shopper about this order at all. Anyone can fill the checkout
 * with a stranger's number or address (issue 26), so an order that owes a payment online (all of
 * it, or the advance) is not real until that payment is recorded; one with nothing due online is
 * pay on delivery, which the checkout only takes where the payment policy offers it
 * (payments/payment-policy.ts), or a Shopify order, whose checkout is Shopify's.
 */
export function isRealOrder(order: OrderPayment): boolean {
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return true;
  return order.paymentStatus === 'on_delivery' && toPaise(order.amountDueNow) === 0;
}
