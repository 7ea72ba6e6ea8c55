import { and, eq, isNull, or } from 'drizzle-orm';
import type { CatalogService } from '../catalog/catalog-service';
import { orderLines } from '../platform/db/schema';
import type { Tx } from './order-transaction';

/**
 * At the shopper's approval, a line that does not yet keep its layout (placed before lines kept
 * their print area and size) keeps the one the proof was drawn from, so the file the artisan makes
 * and the proof the shopper approved cannot disagree after the owner edits the template. Lines
 * placed since keep theirs from checkout, and are left as they are.
 */
export async function keepApprovedLayouts(tx: Tx, catalog: CatalogService, orderId: string): Promise<void> {
  const lines = await tx
    .select({
      id: orderLines.id,
      variantId: orderLines.variantId,
      sizeMm: orderLines.sizeMm,
      printArea: orderLines.printArea,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), or(isNull(orderLines.printArea), isNull(orderLines.sizeMm))));
  for (const line of lines) {
    const found = catalog.findVariantByRowId(line.variantId);
    if (!found) continue;
    await tx
      .update(orderLines)
      .set({
        printArea: line.printArea ?? catalog.printAreaFor(found) ?? null,
        sizeMm: line.sizeMm ?? found.variant.sizeMm ?? null,
      })
      .where(eq(orderLines.id, line.id));
  }
}
