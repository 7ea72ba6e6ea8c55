import { eq } from 'drizzle-orm';
import type { OrderStatus, Shipment } from '../../contracts/admin';
import type { CatalogService } from '../catalog/catalog-service';
import { keepApprovedLayouts } from './approved-layout';
import { CART_LIFETIME_MS } from '../commerce/local/cart-ids';
import type { Database } from '../platform/db/client';
import { carts, orderEvents, orderLines, orders } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import { lockOrder, moveOrder, type Actor } from './change-status';
import { shipmentFields } from './dispatch';
import type { OrderEvents } from './order-events';
import { awaitsConfirmation, awaitsPayment, canMove, canSendProof } from './order-status';
import { orderIdForCodToken, recordCodAnswer, unconfirmedPast } from './cod-confirmation';
import { inOrderTransaction, type OrderTx, type Tx } from './order-transaction';
import { moveForCourierScan, undoCourierDispatch, type CourierStep } from './courier-move';
import { FREE_PAYMENT_METHOD, placeOrder, type PlaceOptions } from './place-order';
import { fromPaise, toPaise } from '../../contracts/money';
import { prepaidDiscount } from '../pricing/prepaid-discount';

/** What cancelling needs from the payments seam (never null: pay on delivery is a provider too). */
export interface OrderRefunds {
  /** False for pay on delivery: no payment link to close and nothing to refund from here. */
  online: boolean;
  provider: { displayName: string };
  /** Whether the shop's online provider took money for the order that it can refund. */
  refundable(orderId: string): Promise<boolean>;
  /** Closes the order's open payment link; a payment that beat the cancel is recorded and refunded. */
  closePayment(orderId: string): Promise<void>;
  refundOrder(orderId: string): Promise<unknown>;
}

export interface OrderServiceDeps {
  db: Database;
  catalog: CatalogService;
  events: OrderEvents;
  /** Read when an order is cancelled: the payments seam is made after this service. */
  payments: () => OrderRefunds;
}

/** The owner's message when a cancel asks for a refund of money the shop's provider did not take. */
export const notPaidThrough = (provider: string) =>
  `This order has no payment through ${provider} to refund: refund it where it was paid (a Shopify order in Shopify admin).`;

const SHOPPER: Actor = { name: 'shopper', userId: null };
const SYSTEM: Actor = { name: 'system', userId: null };

/**
 * The one owner of an order's life. Every change is one transaction (orders/order-transaction.ts)
 * and emits its event after commit; nothing outside src/server/orders/ writes the orders table.
 * The transition rule is order-status.ts.
 */
export function createOrderService({ db, catalog, events, payments }: OrderServiceDeps) {
  const transaction = <T>(work: (o: OrderTx) => Promise<T>) => inOrderTransaction(db, events, work);

  /** Cancels: the pieces go back to stock in the same transaction; then the payment is closed and, if asked, refunded. */
  async function cancel(
    orderId: string,
    actor: Actor,
    { note, refund = false }: { note?: string; refund?: boolean } = {},
  ) {
    const pay = payments();
    // A refund goes back through the payment provider only: one paid elsewhere (at Shopify's
    // checkout, or in cash) is refused before the order is touched, so the owner refunds it where it was paid.
    if (refund && !(await pay.refundable(orderId)))
      throw new DomainError('conflict', notPaidThrough(pay.provider.displayName));
    await transaction(async (o) => {
      const was = await moveOrder(o, orderId, 'cancelled', actor, (from) => canMove(from, 'cancelled'), { note });
      if (awaitsConfirmation(was.status)) await recordCodAnswer(o.tx, orderId, 'cancelled');
    });
    if (!pay.online) return;
    await pay.closePayment(orderId);
    // The order is cancelled whatever the provider says; a refused refund is reported and can be retried.
    if (refund) await pay.refundOrder(orderId);
  }

  /** Dispatch needs the courier and AWB: saved with the status, so 'dispatched' goes out with its tracking. */
  async function dispatch(orderId: string, actor: Actor, shipment: Shipment | undefined, note?: string) {
    const fields = shipmentFields(shipment);
    await transaction(async (o) => {
      await moveOrder(o, orderId, 'dispatched', actor, (from) => canMove(from, 'dispatched'), { note });
      await o.tx.update(orders).set(fields).where(eq(orders.id, orderId));
    });
  }

  /**
   * A pay-on-delivery order to confirm is confirmed (issue 28): placed, so the proof and the maker
   * follow. Answering twice, or after it was cancelled, changes nothing: true when this call confirmed it.
   */
  const confirmCod = (orderId: string, actor: Actor, note?: string) =>
    transaction(async (o) => {
      const order = await lockOrder(o, orderId);
      if (!awaitsConfirmation(order.status)) return false;
      await moveOrder(o, orderId, 'placed', actor, awaitsConfirmation, { note });
      await recordCodAnswer(o.tx, orderId, 'confirmed');
      return true;
    });

  /** The shopper's Cancel: only an order still to confirm; true when this call cancelled it. */
  async function declineCod(orderId: string, actor: Actor, note?: string) {
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    if (!order || !awaitsConfirmation(order.status)) return false;
    try {
      await cancel(orderId, actor, { note });
      return true;
    } catch (err) {
      // Confirmed or cancelled by another answer in between: that answer stands.
      if (err instanceof DomainError && err.code === 'conflict') return false;
      throw err;
    }
  }

  return {
    /** For the payments ledger: its events and the order's payment fields in one transaction. */
    transaction,

    /** Places the cart's order (checkout). */
    place: (cartId: string, contact: Record<string, string>, options?: PlaceOptions) =>
      transaction((o) => placeOrder(o, catalog, cartId, contact, options)),

    /** The owner's status change; dispatching and cancelling carry their own rules. */
    async changeStatus(
      orderId: string,
      to: OrderStatus,
      actor: Actor,
      extra: { note?: string; shipment?: Shipment; refund?: boolean } = {},
    ) {
      if (to === 'dispatched') return dispatch(orderId, actor, extra.shipment, extra.note);
      if (to === 'cancelled') return cancel(orderId, actor, extra);
      // The owner confirms by hand (a phone call): the request to confirm is answered with it.
      if (to === 'placed') {
        if (!(await confirmCod(orderId, actor, extra.note)))
          throw new DomainError('conflict', 'This order is no longer waiting to be confirmed.');
        return;
      }
      await transaction((o) => moveOrder(o, orderId, to, actor, (from) => canMove(from, to), { note: extra.note }));
    },

    dispatch,
    cancel,

    /**
     * A courier's scan or booking moves the order (shipping/ decides): `decide` runs under the
     * order's lock with the transaction, so the scans it records and the step it takes are one
     * decision. False when the order does not move (no step, or it may not go there).
     */
    courierScan: (orderId: string, decide: (tx: Tx, status: OrderStatus) => Promise<CourierStep | null>) =>
      transaction((o) => moveForCourierScan(o, orderId, (status) => decide(o.tx, status))),

    /** A cancelled courier booking: the dispatched order goes back to 'in production', to be booked again. */
    undoCourierDispatch: (orderId: string, actor: Actor, note: string) =>
      transaction((o) => undoCourierDispatch(o, orderId, actor, note)),

    /** Send proof (sent again after a change): the proof's own rows are written in the same transaction. */
    proofSent: (orderId: string, actor: Actor, alsoIn: (tx: Tx) => Promise<void>) =>
      transaction(async (o) => {
        await moveOrder(o, orderId, 'proof_sent', actor, canSendProof);
        await alsoIn(o.tx);
      }),

    /**
     * The shopper approves the proof (proof page or order page). Approving twice, or after the shop
     * moved on, changes nothing and is not an error; true when this call approved it.
     */
    approveProof: (orderId: string) =>
      transaction(async (o) => {
        const order = await lockOrder(o, orderId);
        if (order.status === 'cancelled') throw new DomainError('conflict', 'This order has been cancelled.');
        if (order.status !== 'proof_sent') return false;
        await moveOrder(o, orderId, 'approved', SHOPPER, (from) => canMove(from, 'approved'));
        await keepApprovedLayouts(o.tx, catalog, orderId);
        return true;
      }),

    /**
     * An order unpaid past its time is cancelled and its cart reopened for the shopper. False when
     * it was paid or cancelled meanwhile.
     */
    expireUnpaid: (orderId: string, note: string) =>
      transaction(async (o) => {
        const order = await lockOrder(o, orderId);
        if (!awaitsPayment(order.status)) return false;
        await moveOrder(o, orderId, 'cancelled', SYSTEM, awaitsPayment, { note });
        await o.tx
          .update(carts)
          .set({ status: 'open', updatedAt: new Date(), expiresAt: new Date(Date.now() + CART_LIFETIME_MS) })
          .where(eq(carts.id, order.cartId));
        return true;
      }),

    confirmCod,
    declineCod,

    /**
     * The shopper's answer by its token (a WhatsApp button, the email link's page). Null for a
     * token that is not one; otherwise the order and whether this answer changed it (a replay does not).
     */
    async answerCod(token: string, answer: 'confirm' | 'cancel', via: string, fromNumber?: string) {
      const orderId = await orderIdForCodToken(db, token);
      if (!orderId) return null;
      // A WhatsApp answer must come from the number the request went to (the token alone would do;
      // this keeps a forwarded message from answering for the shopper).
      if (fromNumber !== undefined) {
        const [order] = await db.select({ contact: orders.contact }).from(orders).where(eq(orders.id, orderId));
        const lastTen = (n: string) => n.replace(/\D/g, '').slice(-10);
        if (!order || lastTen(order.contact.mobile ?? '') !== lastTen(fromNumber)) return { orderId, changed: false };
      }
      const actor: Actor = { name: 'shopper', userId: null };
      const changed =
        answer === 'confirm'
          ? await confirmCod(orderId, actor, `Confirmed by the shopper (${via}).`)
          : await declineCod(orderId, actor, `Cancelled by the shopper (${via}).`);
      return { orderId, changed };
    },

    /**
     * The sweep: orders nobody confirmed within the shop's hours are cancelled and their pieces go
     * back to stock. Several servers sweeping at once is harmless (the row lock decides). Returns how many.
     */
    async expireUnconfirmed(now = new Date()) {
      let cancelled = 0;
      for (const orderId of await unconfirmedPast(db, now)) {
        const done = await transaction(async (o) => {
          const order = await lockOrder(o, orderId);
          if (!awaitsConfirmation(order.status)) return false;
          await moveOrder(o, orderId, 'cancelled', SYSTEM, awaitsConfirmation, {
            note: 'Not confirmed in time: cancelled, and the pieces went back to stock.',
          });
          await recordCodAnswer(o.tx, orderId, 'expired');
          return true;
        });
        if (done) cancelled++;
      }
      return cancelled;
    },

    /**
     * The shopper chose to pay online from the request to confirm (issue 28): the shop's prepaid
     * discount is taken off through the pricing module (each line's share kept, so the invoice
     * taxes what was charged) and the order awaits that payment; paying it places the order
     * (markPaid). Only an order still to confirm; an unpaid one expires as any unpaid order does.
     */
    payOnlineInstead: (orderId: string, percent: number, plan: { expiresAt: Date; provider: string }) =>
      transaction(async (o) => {
        const order = await lockOrder(o, orderId);
        if (!awaitsConfirmation(order.status))
          throw new DomainError('conflict', 'This order no longer waits to be confirmed.');
        const lines = await o.tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
        const amounts = lines.map((l) => toPaise(l.unitPrice) * l.quantity + l.adjustmentPaise);
        const { discountPaise, sharesPaise } = prepaidDiscount(amounts, percent);
        for (const [i, line] of lines.entries())
          if (sharesPaise[i])
            await o.tx
              .update(orderLines)
              .set({ adjustmentPaise: line.adjustmentPaise + (sharesPaise[i] ?? 0) })
              .where(eq(orderLines.id, line.id));
        const total = amounts.reduce((a, b) => a + b, 0) + discountPaise;
        const adjustments = discountPaise
          ? [
              ...order.adjustments,
              { kind: 'discount' as const, label: `Paid online ${percent}%`, amountPaise: discountPaise },
            ]
          : order.adjustments;
        if (total === 0) {
          // Nothing left to pay (pricing's one rule): a free order, placed paid, as at checkout.
          await o.tx
            .update(orders)
            .set({
              totalAmount: fromPaise(0),
              adjustments,
              paymentStatus: 'paid',
              paymentMethod: FREE_PAYMENT_METHOD,
              amountDueNow: fromPaise(0),
            })
            .where(eq(orders.id, orderId));
          await moveOrder(o, orderId, 'placed', SHOPPER, awaitsConfirmation, {
            note: `Chose to pay online instead of on delivery (${percent}% off): nothing was left to pay.`,
          });
          await recordCodAnswer(o.tx, orderId, 'paid_online');
          return { totalPaise: 0 };
        }
        await o.tx
          .update(orders)
          .set({
            status: 'awaiting_payment',
            totalAmount: fromPaise(total),
            adjustments,
            paymentStatus: 'unpaid',
            paymentMethod: 'online',
            paymentProvider: plan.provider,
            amountDueNow: fromPaise(total),
            paymentExpiresAt: plan.expiresAt,
          })
          .where(eq(orders.id, orderId));
        await o.tx.insert(orderEvents).values({
          orderId,
          kind: 'status',
          status: 'awaiting_payment',
          actor: 'shopper',
          note: `Chose to pay online instead of on delivery (${percent}% off).`,
        });
        await recordCodAnswer(o.tx, orderId, 'paid_online');
        return { totalPaise: total };
      }),

    /** The payment provider's id for the order's current payment link. */
    async setPaymentRef(orderId: string, paymentRef: string) {
      await db.update(orders).set({ paymentRef }).where(eq(orders.id, orderId));
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
