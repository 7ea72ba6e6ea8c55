import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eraseResponseSchema, erasureRequestsResponseSchema } from '../../../../../contracts/privacy';
import { adminGet, adminSend } from '../../../../lib/admin-api';
import { getOrderQueryOptions } from './get-order';

export const getErasureRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'erasure-requests'],
    queryFn: ({ signal }) => adminGet('/api/admin/erasure-requests', erasureRequestsResponseSchema, signal),
    staleTime: 0,
  });

/** Shoppers' requests to erase their data that wait for the owner (issue 39), for the orders page. */
export const useErasureRequests = () => useQuery(getErasureRequestsQueryOptions());

/** Erases one order's photos and personal fields; the order and the list are read again. */
export function useEraseOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      adminSend('POST', `/api/admin/orders/${encodeURIComponent(orderId)}/erase`, undefined, eraseResponseSchema),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getOrderQueryOptions(orderId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getErasureRequestsQueryOptions().queryKey }),
        // The lines' photo checks: the photo is gone now.
        queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'production', orderId] }),
      ]);
    },
  });
}
