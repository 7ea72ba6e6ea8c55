import { asc, eq } from 'drizzle-orm';
import type { OrderDetail, TimelineEntry } from '../../contracts/admin';
import type { CatalogService } from '../catalog/catalog-service';
import type { Database } from '../db/client';
import { orderEvents, orderLines, orders } from '../db/schema';
import { DomainError } from '../errors';
import { nextStatuses } from './order-status';
import { toDelivery, toListItem, toOrderLine } from './order-view';

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
  return { order, lines, events };
}

/** The shopper's open change request: one made after the latest proof was sent. */
export function openChangeRequest(events: EventRow[]): EventRow | null {
  const last = events.at(-1);
  return last?.kind === 'change_request' ? last : null;
}

export async function getOrderDetail(db: Database, catalog: CatalogService, orderId: string): Promise<OrderDetail> {
  const { order, lines, events } = await loadOrder(db, orderId);
  // Placing the order is the timeline's first entry; it lives on the order row itself.
  const placed: TimelineEntry = {
    kind: 'status',
    status: 'placed',
    by: 'shopper',
    at: order.createdAt.toISOString(),
    note: null,
  };
  const change = openChangeRequest(events);
  return {
    ...toListItem(order, lines),
    paymentMethod: order.paymentMethod,
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
      })),
    ],
    nextStatuses: nextStatuses(order.status),
    changeRequest: change ? { note: change.note ?? '', at: change.createdAt.toISOString() } : null,
  };
}
