import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { products, variants } from '../platform/db/schema';

/**
 * Whether each of a product's variants can be bought now, by the id the catalogue lists it under:
 * read from the database on each request, not from the catalogue held in memory, since an order
 * takes stock without reloading the catalogue. A variant with no stock count is not counted (unlimited).
 */
export async function variantsInStock(db: Database, handle: string): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ id: variants.id, externalId: variants.externalId, available: variants.available, stock: variants.stock })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(products.handle, handle));
  return new Map(rows.map((row) => [row.externalId ?? row.id, row.available && (row.stock === null || row.stock > 0)]));
}
