import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { orders, paymentEvents } from '../platform/db/schema';
import type { Tx } from '../orders/order-transaction';
import { markPaid, markRefunded } from '../orders/order-payments';
import type { OrderService } from '../orders/order-service';
import { toPaise, formatRupees, fromPaise } from '../../contracts/money';
import type { PaymentAction } from './types';

/** A refund webhook for a payment we have not recorded yet: kept queued and tried again later. */
export class PaymentNotYetKnownError extends Error {}

export type PaidOutcome =
  | { kind: 'recorded'; orderId: string; placedNow: boolean; lateForCancelled: boolean }
  | { kind: 'duplicate' | 'unknown_order' | 'amount_mismatch'; orderId?: string };

/** Adds one payment event; false when its idempotency key was already recorded. */
async function addEvent(tx: Tx | Database, row: typeof paymentEvents.$inferInsert): Promise<boolean> {
  const added = await tx
    .insert(paymentEvents)
    .values(row)
    .onConflictDoNothing({ target: paymentEvents.idempotencyKey })
    .returning({ id: paymentEvents.id });
  return added.length > 0;
}

export async function recordLinkCreated(db: Database, orderId: string, providerRef: string, amountPaise: number) {
  await addEvent(db, {
    orderId,
    kind: 'link_created',
    amount: amountPaise,
    reference: providerRef,
    idempotencyKey: `link_created:${providerRef}`,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order a paid link belongs to: any link the shop made for it (an older one the order no longer
 * points at too), else the order the link's notes name (a link made but not yet recorded).
 */
async function orderOfLink(tx: Tx, paid: Extract<PaymentAction, { kind: 'paid' }>): Promise<string | null> {
  const [made] = await tx
    .select({ orderId: paymentEvents.orderId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.kind, 'link_created'), eq(paymentEvents.reference, paid.providerRef)))
    .limit(1);
  if (made) return made.orderId;
  const [current] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentRef, paid.providerRef));
  if (current) return current.id;
  return paid.orderId && UUID.test(paid.orderId) ? paid.orderId : null;
}

/**
 * A payment the provider confirmed (verified webhook or its API's answer). Recorded once per
 * payment id however often it is told; an amount other than what was due is recorded as a
 * mismatch and does not mark the order paid (Saleor: same reference, different amount is an error).
 * Payment moves forward only: a refunded order is never marked paid again.
 */
export async function recordPaid(
  orderService: OrderService,
  paid: Extract<PaymentAction, { kind: 'paid' }>,
  /** The provider that took it (its id), named on the order's timeline. */
  providerId: string,
): Promise<PaidOutcome> {
  return orderService.transaction(async (o) => {
    const { tx } = o;
    const orderId = await orderOfLink(tx, paid);
    if (!orderId) return { kind: 'unknown_order' };
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return { kind: 'unknown_order' };
    const due = toPaise(order.amountDueNow);
    if (paid.amountPaise !== due) {
      await addEvent(tx, {
        orderId: order.id,
        kind: 'amount_mismatch',
        amount: paid.amountPaise,
        reference: paid.paymentId,
        idempotencyKey: `amount_mismatch:${paid.paymentId}`,
      });
      return { kind: 'amount_mismatch', orderId: order.id };
    }
    const fresh = await addEvent(tx, {
      orderId: order.id,
      kind: 'paid',
      amount: paid.amountPaise,
      reference: paid.paymentId,
      idempotencyKey: `paid:${paid.paymentId}`,
    });
    if (!fresh) return { kind: 'duplicate', orderId: order.id };
    const { placedNow } = await markPaid(o, order, {
      by: providerId,
      note: `Paid ${formatRupees(fromPaise(paid.amountPaise))} online (${paid.paymentId})`,
    });
    return { kind: 'recorded', orderId: order.id, placedNow, lateForCancelled: order.status === 'cancelled' };
  });
}

/** Paise refunded or asked to be refunded per order, one figure per refund (its request and outcome share its id). */
function refundedSoFar(rows: (typeof paymentEvents.$inferSelect)[]) {
  const failed = new Set(rows.filter((r) => r.kind === 'refund_failed').map((r) => r.reference));
  const byRefund = new Map<string, number>();
  for (const r of rows)
    if ((r.kind === 'refund_requested' || r.kind === 'refunded') && !failed.has(r.reference))
      byRefund.set(r.reference, Math.max(byRefund.get(r.reference) ?? 0, r.amount));
  return [...byRefund.values()].reduce((a, b) => a + b, 0);
}

/**
 * The order's payment captured through the provider `providerId` and what is left of it to refund
 * (after a partial refund, the rest), if any. A Shopify order's payment is recorded too
 * (commerce/shopify/orders/shopify-orders.ts) but is Shopify's to refund (its payment_provider says so).
 */
export async function refundablePayment(db: Database, orderId: string, providerId: string) {
  const [order] = await db
    .select({ paymentProvider: orders.paymentProvider })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.paymentProvider !== providerId) return null;
  const rows = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(desc(paymentEvents.id));
  const paid = rows.find((r) => r.kind === 'paid');
  if (!paid) return null;
  const left = paid.amount - refundedSoFar(rows);
  return left > 0 ? { ...paid, amount: left } : null;
}

export async function recordRefundRequested(db: Database, orderId: string, refundId: string, amountPaise: number) {
  await addEvent(db, {
    orderId,
    kind: 'refund_requested',
    amount: amountPaise,
    reference: refundId,
    idempotencyKey: `refund_requested:${refundId}`,
  });
}

/**
 * A refund's outcome from a verified webhook. The payment it refunds must be known: a refund for
 * a payment whose own webhook has not arrived yet throws, and the queue tries it again later.
 * Only refunds that add up to everything paid mark the order refunded; a partial refund is
 * recorded with its amount and the order carries on as paid. Returns the order when this call
 * recorded something, and whether the order is now wholly refunded.
 */
export async function recordRefundOutcome(
  orderService: OrderService,
  refund: Extract<PaymentAction, { kind: 'refunded' | 'refund_failed' }>,
): Promise<{ orderId: string; fullyRefunded: boolean } | null> {
  return orderService.transaction(async (o) => {
    const { tx } = o;
    const [paid] = await tx
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.kind, 'paid'), eq(paymentEvents.reference, refund.paymentId)));
    if (!paid) throw new PaymentNotYetKnownError(`no payment ${refund.paymentId} recorded yet`);
    const fresh = await addEvent(tx, {
      orderId: paid.orderId,
      kind: refund.kind,
      amount: refund.amountPaise,
      reference: refund.refundId,
      idempotencyKey: `${refund.kind}:${refund.refundId}`,
    });
    if (!fresh) return null;
    if (refund.kind === 'refund_failed') return { orderId: paid.orderId, fullyRefunded: false };
    const rows = await tx.select().from(paymentEvents).where(eq(paymentEvents.orderId, paid.orderId));
    const paidTotal = rows.filter((r) => r.kind === 'paid').reduce((sum, r) => sum + r.amount, 0);
    const refundedTotal = rows.filter((r) => r.kind === 'refunded').reduce((sum, r) => sum + r.amount, 0);
    if (refundedTotal < paidTotal) return { orderId: paid.orderId, fullyRefunded: false };
    await markRefunded(o, paid.orderId);
    return { orderId: paid.orderId, fullyRefunded: true };
  });
}
