import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { indiaDaySpan, type IndiaDayRange } from '../../contracts/india-days';
import type { Database } from '../platform/db/client';
import { messages } from '../platform/db/schema';

/**
 * What the shop sent on WhatsApp in the range (issue 39), by the India day it was written: Meta
 * bills each business-initiated message the Cloud API accepted, a marketing template (the checkout
 * reminder) at a dearer rate than a utility one (the order's own messages). Rows waiting in the
 * outbox or failed cost nothing and are not counted.
 */
export async function whatsappSent(db: Database, range: IndiaDayRange) {
  const { start, end } = indiaDaySpan(range);
  const rows = await db
    .select({ reminder: sql<boolean>`${messages.event} = 'checkout_reminder'`, n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.channel, 'whatsapp'),
        inArray(messages.state, ['sent', 'delivered', 'read']),
        gte(messages.createdAt, start),
        lt(messages.createdAt, end),
      ),
    )
    .groupBy(sql`1`);
  const reminders = rows.filter((r) => r.reminder).reduce((sum, r) => sum + Number(r.n), 0);
  const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
  return { messages: total, reminders };
}
