import { eq } from 'drizzle-orm';
import type { OrderStatus, Shipment } from '../../contracts/admin';
import type { CatalogService } from '../catalog/catalog-service';
import { CART_LIFETIME_MS } from '../commerce/local/cart-ids';
import type { Database } from '../db/client';
import { carts, orders } from '../db/schema';
import { DomainError } from '../errors';
import { lockOrder, moveOrder, type Actor } from './change-status';
import { shipmentFields } from './dispatch';
import type { OrderEvents } from './order-events';
import { awaitsPayment, canMove, canSendProof } from './order-status';
import { inOrderTransaction, type OrderTx, type Tx } from './order-transaction';
import { placeOrder, type PlaceOptions } from './place-order';

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
    await transaction((o) => moveOrder(o, orderId, 'cancelled', actor, (from) => canMove(from, 'cancelled'), { note }));
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
      await transaction((o) => moveOrder(o, orderId, to, actor, (from) => canMove(from, to), { note: extra.note }));
    },

    dispatch,
    cancel,

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

    /** The payment provider's id for the order's current payment link. */
    async setPaymentRef(orderId: string, paymentRef: string) {
      await db.update(orders).set({ paymentRef }).where(eq(orders.id, orderId));
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
