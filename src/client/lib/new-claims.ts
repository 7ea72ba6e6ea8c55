import { queryOptions } from '@tanstack/react-query';
import { orderArrivalsResponseSchema } from '../../contracts/admin';
import { adminGet } from './admin-api';

/**
 * Issue 44: how many claims wait for the owner's decision, shown on the Claims tab. The orders'
 * arrivals poll brings the number with every answer and sets it here; deciding a claim invalidates
 * it, so the tab is right at once. Shared by the orders and claims features, which do not import
 * each other.
 */
export const newClaimsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'claims', 'new-count'],
    queryFn: async ({ signal }) =>
      (await adminGet('/api/admin/orders/arrivals', orderArrivalsResponseSchema, signal)).newClaims ?? 0,
    staleTime: Infinity,
  });
