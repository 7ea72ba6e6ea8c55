import type { Database } from '../platform/db/client';
import { productRatings } from '../catalog/product-ratings';

export interface AggregateRating {
  ratingValue: number;
  reviewCount: number;
}

/** Reviews are kept against the shop's own product rows; a Shopify product's id is not one. */
const PRODUCT_ROW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The product's rating from its verified buyers' approved reviews, for schema.org's
 * aggregateRating, or null when it has none. Never the number the owner types on the card:
 * search engines treat a self-given rating as spam.
 */
export async function productRating(db: Database, productId: string): Promise<AggregateRating | null> {
  if (!PRODUCT_ROW_ID.test(productId)) return null;
  const rating = (await productRatings(db, [productId])).get(productId);
  return rating ? { ratingValue: rating.average, reviewCount: rating.count } : null;
}
