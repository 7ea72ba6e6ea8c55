import { max, sql } from 'drizzle-orm';
import { orders } from '../platform/db/schema';
import type { Tx } from './order-transaction';

/** The advisory lock's key, derived from a name so it reads as what it guards (as catalog/sync-lock.ts). */
const LOCK_KEY = sql`hashtextextended('kaarigar:order-number', 0)`;

/**
 * The next order number, for an order inserted in `tx` (issue 45 item 14). The column's sequence
 * skipped 32 after a restart (10002 to 10034): PostgreSQL logs a sequence 32 values ahead, and a
 * process that stops without a clean shutdown of the embedded database (a killed or crashed
 * store, Ctrl-C twice) comes back at the logged value. Here the number is one more than the
 * highest stored, under a transaction-level lock every order insert takes, so two orders placed
 * at once (on every server) get different numbers, a restart skips none, and an order rolled back
 * leaves no gap. Numbers are not promised gap-free (an order is never deleted, but need not be).
 * The lock is held from here to the commit, which follows within a few statements.
 */
export async function nextOrderNumber(tx: Tx): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
  const [row] = await tx.select({ last: max(orders.number) }).from(orders);
  return Number(row?.last ?? 0) + 1;
}
