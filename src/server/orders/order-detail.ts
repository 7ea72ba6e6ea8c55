import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { OrderDetail, TimelineEntry } from '../../contracts/admin';
import type { CatalogService } from '../catalog/catalog-service';
import type { Database } from '../platform/db/client';
import { codConfirmations, messages, orderEvents, orderLines, orders, paymentEvents } from '../platform/db/schema';
import { courierName } from '../../contracts/couriers';
import { fromPaise } from '../../contracts/money';
import { shopperOrderLink } from './order-link';
import { DomainError } from '../platform/errors';
import { nextStatuses } from './order-status';
import { FREE_PAYMENT_METHOD } from './place-order';
import { toDelivery, toListItem, toOrderLine } from './order-view';
import { awaitsPickup } from './parcel-scans';
import { withReadableDates } from '../personalisation/readable-dates';

type EventRow = typeof orderEvents.$inferSelect;

export async function loadOrder(db: Database, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new DomainError('not_found', 'There is no such order.');
  const [lines, events] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  // Lines stored before a design's dates were kept readable show them in the design's format.
  return { order, lines: await withReadableDates(db, lines), events };
}

/** The shopper's open change request: one made after the latest proof was sent. */
export function openChangeRequest(events: EventRow[]): EventRow | null {
  const last = events.at(-1);
  return last?.kind === 'change_request' ? last : null;
}

/** Why a free order was placed paid with nothing taken: the discounts that cover it. */
function freeOrderNote(adjustments: readonly { kind: string; label: string; amountPaise: number }[]) {
  const by = adjustments.filter((a) => a.kind === 'discount' && a.amountPaise < 0).map((a) => a.label);
  return `Free: ${by.join(', ') || 'a discount'} covers the whole order, so nothing is to be paid.`;
}

export async function getOrderDetail(
  db: Database,
  catalog: CatalogService,
  orderId: string,
  /** The public origin the shopper's order page link is made with. */
  origin = '',
  /** Who takes the order's money, from its payment_provider (the payments seam answers: payments/order-payment-view.ts). */
  paymentView: (orderProvider: string) => Pick<OrderDetail, 'paymentProvider' | 'shopPaymentProvider'>,
): Promise<OrderDetail> {
  const { order, lines, events } = await loadOrder(db, orderId);
  const payments = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));
  // A pay-on-delivery order placed "to confirm" has its request's row (orders/cod-confirmation.ts).
  const [confirmation] = await db
    .select({ expiresAt: codConfirmations.expiresAt })
    .from(codConfirmations)
    .where(eq(codConfirmations.orderId, orderId));
  // Placing the order is the timeline's first entry; it lives on the order row itself. An order
  // paid online starts awaiting payment (its payment then places it, as a later entry); one to
  // confirm starts "to confirm", and its confirmation is the later entry (issue 45 item 11).
  const placed: TimelineEntry = {
    kind: 'status',
    status: Number(order.amountDueNow) > 0 ? 'awaiting_payment' : confirmation ? 'to_confirm' : 'placed',
    by: 'shopper',
    at: order.createdAt.toISOString(),
    note: order.paymentMethod === FREE_PAYMENT_METHOD ? freeOrderNote(order.adjustments) : null,
  };
  const confirmedEntry = (e: EventRow): Partial<TimelineEntry> => {
    if (placed.status !== 'to_confirm' || e.kind !== 'status' || e.status !== 'placed') return {};
    // The shopper's answers say who and how in their note already ("Confirmed by the shopper (WhatsApp).").
    if (e.note?.startsWith('Confirmed by ')) return { title: e.note.replace(/\.$/, ''), note: null };
    return { title: `Confirmed by ${e.actor}${e.note ? `, ${e.note.replace(/\.$/, '')}` : ''}`, note: null };
  };
  const change = openChangeRequest(events);
  return {
    ...toListItem(order, lines),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    amountDueNow: order.amountDueNow,
    paymentRef: order.paymentRef,
    neededBy: order.neededBy,
    discounts: order.adjustments
      .filter((a) => a.kind === 'discount' && a.amountPaise < 0)
      .map((a) => ({ label: a.label, amount: fromPaise(-a.amountPaise) })),
    ...paymentView(order.paymentProvider),
    payments: payments.map((p) => ({
      kind: p.kind,
      amount: fromPaise(p.amount),
      reference: p.reference,
      at: p.createdAt.toISOString(),
    })),
    shipment:
      order.courier && order.trackingNumber
        ? {
            courier: order.courier,
            courierName: courierName(order.courier),
            trackingNumber: order.trackingNumber,
            trackingUrl: order.trackingUrl,
          }
        : null,
    orderPageUrl: await shopperOrderLink(db, orderId, origin),
    lines: lines.map((line) => toOrderLine(line, catalog)),
    delivery: toDelivery(order.contact),
    timeline: [
      placed,
      ...events.map((e) => ({
        kind: e.kind,
        status: e.status,
        by: e.actor,
        at: e.createdAt.toISOString(),
        note: e.note,
        ...confirmedEntry(e),
      })),
    ],
    codConfirmation:
      order.status === 'to_confirm' && confirmation
        ? { askedBy: await confirmationAskedBy(db, orderId), cancelsAt: confirmation.expiresAt.toISOString() }
        : null,
    nextStatuses: nextStatuses(order.status),
    awaitingPickup: await awaitsPickup(db, orderId, order.status),
    changeRequest: change ? { note: change.note ?? '', at: change.createdAt.toISOString() } : null,
  };
}

/** The channels the request to confirm went out on: not kept in the outbox (no channel set up), not failed. */
async function confirmationAskedBy(db: Database, orderId: string): Promise<('email' | 'whatsapp')[]> {
  const rows = await db
    .select({ channel: messages.channel })
    .from(messages)
    .where(
      and(
        eq(messages.orderId, orderId),
        eq(messages.event, 'cod_confirm'),
        notInArray(messages.state, ['outbox', 'failed']),
      ),
    );
  return [...new Set(rows.map((r) => r.channel))].sort();
}
