import { queryOptions, useQuery } from '@tanstack/react-query';
import { productReviewsSchema } from '../../../../contracts/reviews';
import { getJson } from '../../../lib/api-client';

/** GET /api/products/reviews: the product's approved reviews, fetched only when its sheet is open. */
export const getProductReviewsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['product-reviews', productId],
    queryFn: ({ signal }) =>
      getJson(`/api/products/reviews?${new URLSearchParams({ productId })}`, productReviewsSchema, signal),
    staleTime: 5 * 60_000,
  });

export const useProductReviews = (productId: string) => useQuery(getProductReviewsQueryOptions(productId));
