import { and, count, eq, isNotNull, lt } from 'drizzle-orm';
import type { BaseLogger } from 'pino';
import type { Database } from '../platform/db/client';
import { orders, paymentEvents } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import type { OrderService } from '../orders/order-service';
import { orderReference } from '../../contracts/order-reference';
import { formatRupees, fromPaise, toPaise } from '../../contracts/money';
import type { PaymentAction, PaymentProvider } from './types';
import {
  PaymentNotYetKnownError,
  recordLinkCreated,
  recordPaid,
  recordRefundOutcome,
  recordRefundRequested,
  refundablePayment,
} from './payment-ledger';
import { enqueueWebhook, markWebhookDone, markWebhookFailed, MAX_ATTEMPTS, pendingWebhooks } from './webhook-queue';
import { LEAST_CHARGE_PAISE } from '../pricing/price-lines';

export interface PaymentServiceDeps {
  db: Database;
  provider: PaymentProvider;
  /** Every change to an order goes through it, and it emits the order's events after commit. */
  orders: OrderService;
  log: Pick<BaseLogger, 'warn' | 'error'>;
}

/** A webhook may lag the shopper's return by seconds; the reconciler asks only after this. */
const RECONCILE_AFTER_MS = 60_000;

/** The least amount asked online, ₹1: a payment provider takes no less, and pricing's floor is the same one. */
const MIN_ONLINE_PAISE = LEAST_CHARGE_PAISE;
/**
 * The most we ask a shopper to pay online at once, ₹50,00,000: far above any order this shop takes
 * (a total beyond it is a mistake or an attack), and below what payment accounts in India are usually allowed.
 */
export const MAX_ONLINE_PAISE = 5_000_000_00;

/** The shopper's message when the provider refuses or cannot be reached; nothing about the order changed. */
export const PAY_UNAVAILABLE =
  'Online payment is not available right now. Your order is saved: please try again in a few minutes.';

/**
 * Online payment for orders: start it, act on what the provider tells us (webhooks, fetches),
 * expire what is never paid, refund on cancel. Every shopper-visible change is emitted once,
 * after its transaction committed.
 */
export function createPaymentService({ db, provider, orders: orderService, log }: PaymentServiceDeps) {
  let draining: Promise<void> | undefined;
  /** A drain run that has not started yet. */
  let waiting: Promise<void> | undefined;

  /** Acts on what the provider told us; returns why, when it can never be applied. */
  async function actOn(action: PaymentAction): Promise<string | undefined> {
    if (action.kind === 'ignored') return action.reason;
    if (action.kind === 'paid') {
      const outcome = await recordPaid(orderService, action, provider.id);
      if (outcome.kind !== 'recorded') {
        if (outcome.kind === 'duplicate') return undefined;
        log.warn({ outcome, action }, 'payment not applied');
        return outcome.kind === 'unknown_order'
          ? `payment ${action.paymentId} is on a link this shop did not make`
          : `payment ${action.paymentId} of ${action.amountPaise} paise is not what the order owes`;
      }
      // Paid after the order expired or was cancelled: the money goes straight back.
      if (outcome.lateForCancelled)
        await refundOrder(outcome.orderId).catch((err: unknown) => log.error({ err }, 'late payment refund failed'));
      return undefined;
    }
    // A refund that makes the order wholly refunded emits 'refunded' as it commits.
    await recordRefundOutcome(orderService, action);
    return undefined;
  }

  async function drainOnce() {
    for (const row of await pendingWebhooks(db, provider.id)) {
      try {
        const ignored = await actOn(provider.webhookAction(row.payload));
        await markWebhookDone(db, provider.id, row.eventId, ignored);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        // A refund of a payment never recorded here (taken elsewhere on the account) stops being
        // retried after MAX_ATTEMPTS tries and is kept as ignored, with its reason.
        if (err instanceof PaymentNotYetKnownError && row.attempts + 1 >= MAX_ATTEMPTS) {
          await markWebhookDone(db, provider.id, row.eventId, `${message} after ${MAX_ATTEMPTS} tries`);
          continue;
        }
        if (!(err instanceof PaymentNotYetKnownError)) log.error({ err, eventId: row.eventId }, 'webhook failed');
        await markWebhookFailed(db, provider.id, row.eventId, row.attempts, message);
      }
    }
  }

  /** The order's next payment attempt: one more than the links already made for it. */
  async function nextAttempt(orderId: string) {
    const [made] = await db
      .select({ n: count() })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.kind, 'link_created')));
    return (made?.n ?? 0) + 1;
  }

  /**
   * The hosted page for an unpaid order: its open payment link, or a new one for the server's
   * figure. A link already paid is recorded instead and null returned (nothing left to pay).
   * Taps at once share one link: each attempt's link has a key the provider refuses to reuse.
   * An amount that cannot be taken online is refused before any link is made; the provider refusing or
   * down is an upstream failure the shopper can retry (nothing about the order changes).
   */
  async function startPayment(orderId: string, returnUrl: string) {
    // Counted before the order is read: a link another tap records after this count was set on the
    // order before it was recorded, so this tap either sees it on the order or asks for the same
    // attempt (and the provider hands back that link).
    const attempt = await nextAttempt(orderId);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new DomainError('not_found', 'There is no such order.');
    if (order.status !== 'awaiting_payment') return null;
    const amountPaise = toPaise(order.amountDueNow);
    if (amountPaise < MIN_ONLINE_PAISE || amountPaise > MAX_ONLINE_PAISE)
      throw new DomainError(
        'conflict',
        `This order cannot be paid online: the amount must be between ${formatRupees(fromPaise(MIN_ONLINE_PAISE))} and ${formatRupees(fromPaise(MAX_ONLINE_PAISE))}. Please contact the shop.`,
      );
    try {
      return await linkFor(order, attempt, amountPaise, returnUrl);
    } catch (err) {
      if (err instanceof DomainError) throw err;
      throw new DomainError('upstream_failed', PAY_UNAVAILABLE, { cause: err });
    }
  }

  async function linkFor(order: typeof orders.$inferSelect, attempt: number, amountPaise: number, returnUrl: string) {
    const orderId = order.id;
    if (order.paymentRef) {
      if (await checkOrder(order)) return null;
      const open = await provider.payUrlIfOpen(order.paymentRef);
      if (open) return { providerRef: order.paymentRef, payUrl: open };
    }
    const started = await provider.startPayment({
      orderId,
      reference: orderReference(order.number),
      attempt,
      amountPaise,
      customer: {
        name: order.contact.fullName ?? '',
        mobile: order.contact.mobile ?? '',
        email: order.contact.email || undefined,
      },
      returnUrl,
      expiresAt: order.paymentExpiresAt ?? new Date(Date.now() + 60 * 60_000),
    });
    // On the order first, then recorded: startPayment's attempt count relies on this order.
    await orderService.setPaymentRef(orderId, started.providerRef);
    await recordLinkCreated(db, orderId, started.providerRef, amountPaise);
    return started;
  }

  /** Asks the provider about one unpaid order; true when it turned out paid. */
  async function checkOrder(order: { id: string; paymentRef: string | null }) {
    if (!order.paymentRef) return false;
    const paid = await provider.fetchPaid(order.paymentRef);
    if (!paid) return false;
    await actOn(paid);
    return true;
  }

  async function refundOrder(orderId: string) {
    const paid = await refundablePayment(db, orderId, provider.id);
    if (!paid) throw new DomainError('conflict', 'This order has no online payment left to refund.');
    const [order] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
    let refund;
    try {
      refund = await provider.refund(paid.reference, paid.amount, `${orderReference(order?.number ?? 0)}-refund`);
    } catch (err) {
      throw new DomainError('upstream_failed', `${provider.displayName} did not accept the refund. Please try again.`, {
        cause: err,
      });
    }
    await recordRefundRequested(db, orderId, refund.refundId, paid.amount);
    return refund;
  }

  /**
   * Issue 44: part of an order's online payment given back (a claim on one piece). Never more than
   * is left of the payment after earlier refunds; the refund is recorded as requested, and its
   * outcome arrives by webhook like any refund.
   */
  async function refundPart(orderId: string, amountPaise: number, receipt: string) {
    const paid = await refundablePayment(db, orderId, provider.id);
    if (!paid || amountPaise > paid.amount)
      throw new DomainError('conflict', 'The refund is more than is left of the online payment.');
    let refund;
    try {
      refund = await provider.refund(paid.reference, amountPaise, receipt);
    } catch (err) {
      throw new DomainError('upstream_failed', `${provider.displayName} did not accept the refund. Please try again.`, {
        cause: err,
      });
    }
    await recordRefundRequested(db, orderId, refund.refundId, amountPaise);
    return refund;
  }

  /**
   * The order was cancelled by hand: its open link is cancelled too, so it cannot be paid. A
   * payment that beat the cancel is recorded, and (the order being cancelled) refunded.
   */
  async function closePayment(orderId: string) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order?.paymentRef || order.paymentStatus !== 'unpaid') return;
    try {
      await provider.cancel(order.paymentRef);
    } catch (err) {
      // A provider refuses to cancel a link that was paid (or expired): ask which.
      if (await checkOrder(order).catch(() => false)) return;
      log.warn({ err, orderId }, 'could not cancel the payment link of a cancelled order');
    }
  }

  return {
    /** The shop's provider (pay on delivery when none online is set up). */
    provider,
    /** True when the shop takes money online. */
    online: provider.online,
    startPayment,
    refundOrder,
    refundPart,
    closePayment,

    /** Paise of the order's online payment through this provider not yet refunded (0 when none). */
    async refundableLeft(orderId: string) {
      return provider.online ? ((await refundablePayment(db, orderId, provider.id))?.amount ?? 0) : 0;
    },

    /** True when the order's money was taken by this shop's online provider, so it can be refunded from here. */
    async refundable(orderId: string) {
      return provider.online && (await refundablePayment(db, orderId, provider.id)) !== null;
    },

    /**
     * Records a verified delivery and lets the queue act on it; false for a delivery seen before.
     * One that can never be applied is recorded as ignored, with the reason.
     */
    async acceptWebhook(eventId: string, event: string, payload: unknown, ignoredReason?: string) {
      const fresh = await enqueueWebhook(db, provider.id, eventId, event, payload, ignoredReason);
      if (!ignoredReason) void this.drain();
      return fresh;
    },

    /**
     * Acts on queued deliveries; calls run one after another, so a delivery queued mid-run is not
     * missed. A call while a run waits to start joins it (that run will see this delivery too), so
     * a burst of deliveries makes one run, not one per delivery each retrying all the others.
     */
    drain(): Promise<void> {
      if (waiting) return waiting;
      const run = (draining ?? Promise.resolve())
        .then(() => {
          waiting = undefined;
          return drainOnce();
        })
        .catch((err: unknown) => log.error({ err }, 'webhook queue failed'));
      waiting = run;
      draining = run;
      return run;
    },

    /** The shopper came back from the hosted page: a valid signature lets us ask the provider now. */
    async handleReturn(query: Record<string, unknown>) {
      const ref = provider.returnRef(query);
      if (!ref) return null;
      const [order] = await db.select().from(orders).where(eq(orders.paymentRef, ref));
      if (!order || !provider.verifyReturn(query, ref)) return null;
      await checkOrder(order).catch((err: unknown) => log.warn({ err }, 'payment check on return failed'));
      return order.id;
    },

    /**
     * For webhooks that never came: asks the provider about unpaid orders older than a minute,
     * acts on queued deliveries, and cancels orders unpaid past their time, reopening their carts.
     */
    async reconcile(now = new Date()) {
      await this.drain();
      const unpaid = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'awaiting_payment'),
            isNotNull(orders.paymentRef),
            lt(orders.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
          ),
        );
      for (const order of unpaid) {
        await checkOrder(order).catch((err: unknown) => log.warn({ err, orderId: order.id }, 'payment check failed'));
      }
      const expired = await db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.paymentExpiresAt, now)));
      for (const order of expired) await expireOrder(order);
    },
  };

  async function expireOrder(order: typeof orders.$inferSelect) {
    if (order.paymentRef) {
      try {
        if (await checkOrder(order)) return;
        await provider.cancel(order.paymentRef);
      } catch (err) {
        // A link the provider already expired cannot be cancelled; ask once more whether it was paid.
        log.warn({ err, orderId: order.id }, 'could not cancel the payment link');
        if (await checkOrder(order).catch(() => false)) return;
      }
    }
    // Paid or cancelled meanwhile: nothing to do. Otherwise 'cancelled' is emitted as it commits.
    await orderService.expireUnpaid(order.id, 'Not paid in time; the cart was reopened');
  }
}
export type PaymentService = ReturnType<typeof createPaymentService>;
