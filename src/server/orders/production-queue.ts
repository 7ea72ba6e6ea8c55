import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { QueueItem } from '../../contracts/admin';
import { orderReference } from '../../contracts/order-reference';
import type { CatalogService } from '../catalog/catalog-service';
import type { Database } from '../platform/db/client';
import { orderLines, orders } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import { MAKEABLE } from './order-status';
import { toOrderLine } from './order-view';
import { withReadableDates } from '../personalisation/readable-dates';

/**
 * Lines still to make, in the order the maker works through them: the earliest "needed by" first
 * (issue 28), then orders without one, each oldest first. An order still owing its
 * online payment is never made (issue 20), whatever status it reached.
 */
export async function productionQueue(db: Database, catalog: CatalogService): Promise<QueueItem[]> {
  const rows = await db
    .select({
      line: orderLines,
      order: { id: orders.id, number: orders.number, status: orders.status, neededBy: orders.neededBy },
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orders.status, MAKEABLE), ne(orders.paymentStatus, 'unpaid'), isNull(orderLines.madeAt)))
    .orderBy(sql`${orders.neededBy} asc nulls last`, asc(orders.createdAt), asc(orderLines.id));
  const lines = await withReadableDates(
    db,
    rows.map((r) => r.line),
  );
  return rows.map(({ order }, i) => ({
    orderId: order.id,
    reference: orderReference(order.number),
    orderStatus: order.status,
    neededBy: order.neededBy,
    line: toOrderLine(lines[i]!, catalog),
  }));
}

/** Marks a line made (twice is harmless: the first time is kept). */
export async function markLineMade(
  db: Database,
  catalog: CatalogService,
  lineId: string,
  by: { userId: string },
): Promise<QueueItem> {
  const [row] = await db
    .select({
      line: orderLines,
      order: { id: orders.id, number: orders.number, status: orders.status, neededBy: orders.neededBy },
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.id, lineId));
  if (!row) throw new DomainError('not_found', 'There is no such line.');
  if (!MAKEABLE.includes(row.order.status)) {
    throw new DomainError('conflict', 'This order is not cleared for making.');
  }
  const [line] = await db
    .update(orderLines)
    .set({ madeAt: row.line.madeAt ?? new Date(), madeBy: row.line.madeBy ?? by.userId })
    .where(eq(orderLines.id, lineId))
    .returning();
  return {
    orderId: row.order.id,
    reference: orderReference(row.order.number),
    orderStatus: row.order.status,
    neededBy: row.order.neededBy,
    line: toOrderLine((await withReadableDates(db, [line ?? row.line]))[0]!, catalog),
  };
}

/**
 * Marks a batch's lines made in one transaction: every line is read under a row lock and checked
 * (its order cleared for making and not owing its payment, the line not yet made), and either all
 * are marked or none is. A second click on the same batch is refused, not counted twice.
 */
export async function markLinesMade(db: Database, lineIds: string[], by: { userId: string }): Promise<number> {
  const ids = [...new Set(lineIds)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: orderLines.id, madeAt: orderLines.madeAt, status: orders.status, paid: orders.paymentStatus })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(inArray(orderLines.id, ids))
      .for('update', { of: orderLines });
    const ready = rows.filter((r) => MAKEABLE.includes(r.status) && r.paid !== 'unpaid' && !r.madeAt);
    if (ready.length !== ids.length)
      throw new DomainError('conflict', 'Some lines of this batch are not cleared for making.');
    const now = new Date();
    const made = await tx
      .update(orderLines)
      .set({ madeAt: now, madeBy: by.userId })
      .where(and(inArray(orderLines.id, ids), isNull(orderLines.madeAt)))
      .returning({ id: orderLines.id });
    // A line made by someone else between the read and the write would leave this batch half done.
    if (made.length !== ids.length) throw new DomainError('conflict', 'Some lines of this batch were made meanwhile.');
    return made.length;
  });
}
