import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { cartLines, orderLines, variants } from '../../platform/db/schema';
import type { CatalogService } from '../../catalog/catalog-service';
import { CommerceError } from '../types';

/** The spec's own words for a sold-out variant (section 2, the Complete Your Selection dialog). */
export const OUT_OF_STOCK_MESSAGE = 'This combination is currently out of stock';

/** What a line is told when fewer pieces are left than it asks for. */
export const shortfallMessage = (left: number) =>
  left <= 0 ? OUT_OF_STOCK_MESSAGE : `Only ${left} left. Please lower the quantity.`;

/** Variants that cannot cover what an order asks for, with the pieces each has left. */
export class OutOfStockError extends CommerceError {
  constructor(
    readonly left: ReadonlyMap<string, number>,
    /** How the shopper knows a variant: its product and option, e.g. "Name Board (Large)". */
    nameOf: (variantId: string) => string,
  ) {
    super('variant_unavailable', outOfStockSummary(left, nameOf));
  }
}

function outOfStockSummary(left: ReadonlyMap<string, number>, nameOf: (variantId: string) => string): string {
  if (left.size > 1) return 'Some items in your cart are sold out or short. Please see the note beside each.';
  const [variantId, count] = [...left][0] ?? ['', 0];
  return count > 0
    ? `Only ${count} of ${nameOf(variantId)} left. Please lower the quantity.`
    : `${nameOf(variantId)} is currently out of stock`;
}

/** Quantities summed per variant, in variant id order: every order locks rows in one order, so none deadlock. */
export function perVariant(lines: { variantId: string; quantity: number }[]): [string, number][] {
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(line.variantId, (sums.get(line.variantId) ?? 0) + line.quantity);
  return [...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Refuses adding to a cart more of a variant than is left, counting what the cart already holds.
 * Only early feedback for the shopper: nothing is held until the order is placed (orders/stock-reservation.ts).
 */
export async function requireInStock(
  db: Database,
  variantId: string,
  quantity: number,
  cart?: { cartId: string; exceptLineId?: string },
): Promise<void> {
  const [row] = await db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId));
  if (!row || row.stock === null) return;
  const held = cart
    ? (
        await db
          .select({ quantity: cartLines.quantity, id: cartLines.id })
          .from(cartLines)
          .where(and(eq(cartLines.cartId, cart.cartId), eq(cartLines.variantId, variantId)))
      )
        .filter((line) => line.id !== cart.exceptLineId)
        .reduce((sum, line) => sum + line.quantity, 0)
    : 0;
  if (held + quantity <= row.stock) return;
  const left = Math.max(0, row.stock - held);
  if (row.stock > 0 && left === 0)
    throw new CommerceError('variant_unavailable', `Only ${row.stock} left, and your cart already has them all.`);
  throw new CommerceError('variant_unavailable', shortfallMessage(left));
}

/** The variants a cart's lines cannot all have now, with what each has left (none when all fit). */
export async function cartShortfalls(
  db: Database,
  lines: { variantId: string; quantity: number }[],
): Promise<Map<string, number>> {
  const wanted = perVariant(lines);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: variants.id, stock: variants.stock })
    .from(variants)
    .where(
      inArray(
        variants.id,
        wanted.map(([id]) => id),
      ),
    );
  const stockOf = new Map(rows.map((row) => [row.id, row.stock]));
  const short = new Map<string, number>();
  for (const [variantId, quantity] of wanted) {
    const stock = stockOf.get(variantId);
    if (stock !== undefined && stock !== null && stock < quantity) short.set(variantId, Math.max(0, stock));
  }
  return short;
}

/** Each cart line's note for the variants short: shown beside the line on the checkout page. */
export function lineStockNotes(
  left: ReadonlyMap<string, number>,
  lines: { id: string; variantId: string }[],
): Record<string, string> {
  const notes: Record<string, string> = {};
  for (const line of lines) {
    const count = left.get(line.variantId);
    if (count !== undefined) notes[line.id] = shortfallMessage(count);
  }
  return notes;
}

/**
 * Whether an order's variants are now sold out, or back in stock, where the catalogue in memory
 * still says otherwise: then the catalogue is read again so the store shows "Out of Stock" (or
 * sells again). One small query per placed or cancelled order.
 */
export async function catalogueStockIsStale(db: Database, catalog: CatalogService, orderId: string): Promise<boolean> {
  const rows = await db
    .selectDistinct({ id: variants.id, available: variants.available, stock: variants.stock })
    .from(orderLines)
    .innerJoin(variants, eq(variants.id, orderLines.variantId))
    .where(eq(orderLines.orderId, orderId));
  return rows.some((row) => {
    const shown = catalog.findVariantByRowId(row.id)?.variant.available;
    return shown !== undefined && shown !== (row.available && (row.stock === null || row.stock > 0));
  });
}
