import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { orderLines, variants } from '../platform/db/schema';
import { OutOfStockError, perVariant } from '../commerce/local/stock';
import type { Tx } from './order-transaction';

/**
 * Takes the pieces an order needs from stock, inside the order's transaction. Each variant is one
 * conditional update (`stock >= wanted`), so two orders can never both take the last piece.
 * A variant with stock null is not counted (unlimited) and is left alone. Returns the variants
 * whose stock was taken; throws OutOfStockError naming every variant short, and the caller's
 * transaction rolls back whatever was taken before it.
 */
export async function reserveStock(
  tx: Tx,
  lines: { variantId: string; quantity: number }[],
  nameOf: (variantId: string) => string,
): Promise<Set<string>> {
  const counted = new Set<string>();
  const left = new Map<string, number>();
  for (const [variantId, wanted] of perVariant(lines)) {
    const [taken] = await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} - ${wanted}` })
      .where(and(eq(variants.id, variantId), gte(variants.stock, wanted)))
      .returning({ id: variants.id });
    if (taken) {
      counted.add(variantId);
      continue;
    }
    // Not taken: either not counted (null) or short. The update above waited for any order holding
    // the row, so this reads what that order left.
    const [row] = await tx.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId));
    if (row && row.stock !== null) left.set(variantId, Math.max(0, row.stock));
  }
  if (left.size > 0) throw new OutOfStockError(left, nameOf);
  return counted;
}

/**
 * Gives an order's reserved pieces back to stock and marks them given, in the transaction that
 * cancels it. The order row is locked by then and a cancelled order never moves again, and the
 * lines are zeroed, so the pieces come back exactly once.
 */
export async function releaseStock(tx: Tx, orderId: string): Promise<void> {
  const held = and(eq(orderLines.orderId, orderId), gt(orderLines.stockReserved, 0));
  // Read before zeroing: RETURNING would give the zeros. The lines are locked until commit.
  const reserved = await tx
    .select({ variantId: orderLines.variantId, quantity: orderLines.stockReserved })
    .from(orderLines)
    .where(held)
    .for('update');
  if (reserved.length === 0) return;
  await tx.update(orderLines).set({ stockReserved: 0 }).where(held);
  const back = perVariant(reserved);
  // A variant made unlimited (null) since stays unlimited: null + n is null.
  for (const [variantId, quantity] of back)
    await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${quantity}` })
      .where(eq(variants.id, variantId));
}
