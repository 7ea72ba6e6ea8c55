import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrderListFilters, OrderListResponse } from '../../contracts/admin';
import type { Database } from '../platform/db/client';
import { orderLines, orders } from '../platform/db/schema';
import { toListItem } from './order-view';
import { awaitingPickupAmong } from './parcel-scans';
import { parseOrderReference } from '../../contracts/order-reference';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A line's category: recorded at order time, else (older or imported rows) the catalogue
 * product's collections.
 */
function hasCategory(category: string): SQL {
  return sql`exists (select 1 from ${orderLines} l where l.order_id = ${orders.id} and (l.category = ${category}
    or (l.category is null and exists (select 1 from variants v join products p on p.id = v.product_id
      where v.id = l.variant_id and ${category} = any(p.collections)))))`;
}

/** Order number (KG-10024 or 10024), shopper name, or mobile number (any part of it). */
function matches(q: string): SQL | undefined {
  const byName = sql`${orders.contact}->>'fullName' ilike ${`%${likeEscape(q)}%`}`;
  const conditions: (SQL | undefined)[] = [byName];
  const number = parseOrderReference(q);
  if (number !== null) conditions.push(eq(orders.number, number));
  const digits = q.replace(/[\s+-]/g, '');
  if (/^\d{3,}$/.test(digits)) {
    const national = digits.length > 10 ? digits.replace(/^(0091|91|0)/, '') : digits;
    conditions.push(sql`${orders.contact}->>'mobile' like ${`%${national}%`}`);
  }
  return or(...conditions);
}

export async function listOrders(db: Database, query: OrderListFilters): Promise<OrderListResponse> {
  const where = and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.category ? hasCategory(query.category) : undefined,
    query.q ? matches(query.q) : undefined,
  );
  const [totalRow] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const lines = rows.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const waiting = await awaitingPickupAmong(db, rows);
  return {
    orders: rows.map((o) => ({
      ...toListItem(
        o,
        lines.filter((l) => l.orderId === o.id),
      ),
      ...(waiting.has(o.id) ? { awaitingPickup: true } : {}),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: totalRow?.n ?? 0,
  };
}
