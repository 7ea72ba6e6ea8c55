import { and, avg, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { reviews } from '../platform/db/schema';

export interface ProductRating {
  count: number;
  /** Mean of the approved ratings, to two places (4.67). */
  average: number;
}

/**
 * Count and average of the approved reviews per product (database ids); a product with none is
 * absent from the map. The card's rating and the product's JSON-LD aggregateRating read this.
 */
export async function productRatings(db: Database, productIds: readonly string[]): Promise<Map<string, ProductRating>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: reviews.productId, count: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(and(eq(reviews.status, 'approved'), inArray(reviews.productId, [...productIds])))
    .groupBy(reviews.productId);
  return new Map(
    rows.map((r) => [r.productId, { count: Number(r.count), average: Math.round(Number(r.average) * 100) / 100 }]),
  );
}
