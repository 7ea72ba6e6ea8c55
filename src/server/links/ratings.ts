import type { Database } from '../db/client';

export interface AggregateRating {
  ratingValue: number;
  reviewCount: number;
}

/**
 * The product's rating from its shoppers' reviews, for schema.org's aggregateRating, or null.
 * There are no reviews yet (issue 29 item 5 adds them), so there is none to give: the card's
 * rating is a number the owner types, and search engines treat a self-given rating as spam.
 * When reviews land, this is the one place that reads them.
 */
export function productRating(_db: Database, _productId: string): Promise<AggregateRating | null> {
  return Promise.resolve(null);
}
