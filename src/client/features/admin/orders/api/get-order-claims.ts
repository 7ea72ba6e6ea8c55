import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderClaimsSchema } from '../../../../../contracts/claims';
import { adminGet } from '../../../../lib/admin-api';

export const getOrderClaims = (orderId: string, signal?: AbortSignal) =>
  adminGet(`/api/admin/orders/${encodeURIComponent(orderId)}/claims`, orderClaimsSchema, signal);

export const getOrderClaimsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'claims', orderId],
    queryFn: ({ signal }) => getOrderClaims(orderId, signal),
    staleTime: 0,
  });

/** The order's claims, the order it remakes, and its packing photo. */
export const useOrderClaims = (orderId: string) => useQuery(getOrderClaimsQueryOptions(orderId));
