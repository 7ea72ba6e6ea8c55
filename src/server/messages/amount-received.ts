import { and, eq } from 'drizzle-orm';
import { toPaise } from '../../contracts/money';
import type { Database } from '../platform/db/client';
import { paymentEvents, type orders } from '../platform/db/schema';

/**
 * What the shopper has paid, from the payment ledger (not the order's total: with an advance policy
 * they paid a share of it), and what is left to pay on delivery, in paise.
 */
export async function amountReceived(
  db: Database,
  order: Pick<typeof orders.$inferSelect, 'id' | 'totalAmount' | 'amountDueNow'>,
): Promise<{ receivedPaise: number; balancePaise: number }> {
  const paid = await db
    .select({ amount: paymentEvents.amount })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.orderId, order.id), eq(paymentEvents.kind, 'paid')));
  // An order marked paid before the ledger recorded it counts what was due online, which recordPaid checked.
  const receivedPaise = paid.length
    ? paid.reduce((sum, row) => sum + Number(row.amount), 0)
    : toPaise(order.amountDueNow);
  return { receivedPaise, balancePaise: Math.max(0, toPaise(order.totalAmount) - receivedPaise) };
}
