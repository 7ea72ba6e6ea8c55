import { and, count, eq, gte, isNotNull, lt, ne } from 'drizzle-orm';
import { toPaise, fromPaise } from '../../contracts/money';
import { indiaDaySpan, type IndiaDayRange } from '../../contracts/india-days';
import type { Database } from '../platform/db/client';
import { checkoutReminders, orders } from '../platform/db/schema';

/**
 * Recovered checkouts for the funnel (issue 29 item 4): reminders sent in the range, and the
 * orders placed after one (by the order's day in India) with their revenue; cancelled orders do not count.
 */
export async function recoveredCheckouts(db: Database, range: IndiaDayRange) {
  const { start, end } = indiaDaySpan(range);
  const [sent] = await db
    .select({ n: count() })
    .from(checkoutReminders)
    .where(
      and(eq(checkoutReminders.state, 'sent'), gte(checkoutReminders.sentAt, start), lt(checkoutReminders.sentAt, end)),
    );
  const recovered = await db
    .select({ total: orders.totalAmount })
    .from(checkoutReminders)
    .innerJoin(orders, eq(orders.id, checkoutReminders.recoveredOrderId))
    .where(
      and(
        isNotNull(checkoutReminders.recoveredOrderId),
        ne(orders.status, 'cancelled'),
        gte(orders.createdAt, start),
        lt(orders.createdAt, end),
      ),
    );
  // Summed in paise: a rupee total is never a float sum.
  const revenuePaise = recovered.reduce((sum, r) => sum + toPaise(r.total), 0);
  return { remindersSent: sent?.n ?? 0, orders: recovered.length, revenue: fromPaise(revenuePaise) };
}
