import type { OrderStatus } from '../../contracts/admin';

/**
 * Issue 10: placed -> proof sent -> approved -> in production -> dispatched -> delivered, and
 * cancel before production. 'proof_sent' is reached only by sending a proof (which may be
 * sent again); the owner may record an approval the shopper gave another way (a phone call).
 */
const NEXT: Record<OrderStatus, OrderStatus[]> = {
  // Issue 20: only a verified payment moves an order on to 'placed' (payments/payment-ledger.ts).
  awaiting_payment: ['cancelled'],
  // Issue 28: a pay-on-delivery order the shopper (or the owner, after a call) confirms is placed;
  // unanswered past the shop's hours, or answered Cancel, it is cancelled.
  to_confirm: ['placed', 'cancelled'],
  placed: ['cancelled'],
  proof_sent: ['approved', 'cancelled'],
  approved: ['in_production', 'cancelled'],
  in_production: ['dispatched'],
  // Issue 28: a courier's scans may skip a step (a same-day delivery has no out-for-delivery
  // scan) and a failed attempt comes back out for delivery on re-attempt, or goes home.
  dispatched: ['out_for_delivery', 'delivered', 'undelivered'],
  out_for_delivery: ['delivered', 'undelivered'],
  undelivered: ['out_for_delivery', 'delivered', 'returned'],
  delivered: [],
  returned: [],
  cancelled: [],
};

export function nextStatuses(from: OrderStatus): OrderStatus[] {
  return NEXT[from];
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/**
 * The moves no one chooses: a verified payment places an order that awaited it, and an order
 * unpaid past its time is cancelled. Neither is offered to the owner (NEXT does not list them
 * as the owner's moves out of 'awaiting_payment', apart from cancelling).
 */
export const awaitsPayment = (status: OrderStatus) => status === 'awaiting_payment';

/** A pay-on-delivery order waiting for the shopper's Confirm (issue 28): not proofed, not made. */
export const awaitsConfirmation = (status: OrderStatus) => status === 'to_confirm';

/** A proof can be sent (or sent again) until the shopper approves or the order is cancelled. */
export function canSendProof(status: OrderStatus): boolean {
  return status === 'placed' || status === 'proof_sent';
}

/** The maker's queue holds lines of orders cleared for making. */
export const MAKEABLE: OrderStatus[] = ['approved', 'in_production'];
